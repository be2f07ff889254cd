import { FULL_ACCESS } from '@sendwell/contracts';
import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const exportsPermissions: RouteTable = {
  // exports
  'GET /api/contacts/downloadList/v2/downloadUrl': {
    csrfOnGet: true,
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ query: { recipientListId: String(await a.newList()) } }),
    crossAccount: ({ b }) => ({ query: { recipientListId: String(b.listId) } }),
  },
  'GET /api/exports': { access: 'account', roles: FULL_ACCESS },
  'GET /api/milestones': { access: 'account' },
  'GET /api/exports/:id/download': {
    access: 'account',
    roles: FULL_ACCESS,
    input: ({ a }) => ({ params: { id: a.exportId } }),
    crossAccount: ({ b }) => ({ params: { id: b.exportId } }),
  },
};
