import { PRIMARY_OWNER } from '@sendwell/contracts';
import type { RouteTable } from './route-table';

/** Who may call the renewal routes: checked by src/platform/permissions.int.test.ts. */
export const billingRenewalPermissions: RouteTable = {
  // The invoices due carry the links that pay them: the primary owner, who pays, alone.
  'GET /api/billing/pending-invoices': { access: 'account', roles: PRIMARY_OWNER },
};
