import { draftIn, unique } from './fixtures';
import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const campaignsPermissions: RouteTable = {
  // campaigns
  'GET /api/campaigns': { access: 'account' },
  'POST /api/campaigns': {
    access: 'account',
    input: ({ a }) => ({ body: { name: unique('Campaign'), listIds: [a.listId] } }),
    crossAccount: ({ b }) => ({ body: { name: unique('Campaign'), listIds: [b.listId] } }),
  },
  'GET /api/campaigns/:id': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await draftIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await draftIn(b.accountId) } }),
  },
  'PUT /api/campaigns/:id/audience': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await draftIn(a.accountId) }, body: { listIds: [a.listId] } }),
    crossAccount: async ({ b }) => ({
      params: { id: await draftIn(b.accountId) },
      body: { listIds: [b.listId] },
    }),
  },
  'POST /api/campaigns/:id/audience': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await draftIn(a.accountId) }, body: { listId: a.listId } }),
    crossAccount: async ({ b }) => ({
      params: { id: await draftIn(b.accountId) },
      body: { listId: b.listId },
    }),
  },
};
