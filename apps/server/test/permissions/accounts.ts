import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const accountsPermissions: RouteTable = {
  // user and accounts
  'GET /api/user': { access: 'account' },
  'POST /api/user/switch-account': {
    access: 'user',
    input: ({ a }) => ({ body: { accountId: a.accountId } }),
    crossAccount: ({ b }) => ({ body: { accountId: b.accountId } }),
  },
};
