import { PRIMARY_OWNER } from '@sendwell/contracts';
import type { RouteTable } from './route-table';

/** Who may call the renewal routes: checked by src/platform/permissions.int.test.ts. */
export const billingRenewalPermissions: RouteTable = {
  // The invoices due carry the links that pay them: the primary owner, who pays, alone.
  'GET /api/billing/pending-invoices': { access: 'account', roles: PRIMARY_OWNER },
  // 'Pay now' puts the invoice's retries off: the primary owner alone; an invoice not due (any id) is not found.
  'POST /api/billing/pending-invoices/:id/pay': {
    access: 'account',
    roles: PRIMARY_OWNER,
    input: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
};
