import { seedJourney } from '../fixtures';
import { unique } from './fixtures';
import { t, type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const journeysPermissions: RouteTable = {
  // journeys (read only)
  'GET /api/journeys': {
    access: 'account',
    input: ({ a }) => ({ query: { filterBySegmentTrigger: String(a.listId) } }),
  },
  'GET /api/journeys/:id': {
    access: 'account',
    input: async ({ a }) => ({
      params: { id: await seedJourney(t.ctx.db, a.accountId, unique('Journey'), 'Draft', a.listId) },
    }),
    crossAccount: async ({ b }) => ({
      params: { id: await seedJourney(t.ctx.db, b.accountId, unique('Journey'), 'Draft', b.listId) },
    }),
  },
};
