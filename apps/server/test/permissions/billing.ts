import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const billingPermissions: RouteTable = {
  // Every member reads the plans, the account's subscription and prices; only paying changes anything.
  'GET /api/billing/plans': { access: 'account' },
  'GET /api/billing/subscription': { access: 'account' },
  'POST /api/billing/quote': {
    access: 'account',
    input: () => ({ body: { planId: 'pro', numberOfContacts: 10_000, period: 'monthly', currency: 'USD' } }),
  },
};
