import { unique } from './fixtures';
import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const listsPermissions: RouteTable = {
  // lists
  'GET /api/lists': { access: 'account' },
  'GET /api/allRecipientLists': { access: 'account' },
  'POST /api/contacts/rename': {
    access: 'account',
    input: async ({ a }) => ({ body: { emailListId: await a.newList(), name: unique('Renamed') } }),
    crossAccount: ({ b }) => ({ body: { emailListId: b.listId, name: unique('Renamed') } }),
  },
  'GET /api/contacts_v2/getContactListInfo': {
    access: 'account',
    input: ({ a }) => ({ query: { segmentId: String(a.listId) } }),
    crossAccount: ({ b }) => ({ query: { segmentId: String(b.listId) } }),
  },
  'POST /api/contacts/archive': {
    access: 'account',
    input: async ({ a }) => ({ body: { emailListId: await a.newList(), archiveContacts: false } }),
    crossAccount: ({ b }) => ({ body: { emailListId: b.listId, archiveContacts: false } }),
  },
  'POST /api/lists/:id/restore': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/lists/:id/status': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/lists/:id': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'POST /api/lists/:id/refresh': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/lists/:id/engagement': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/lists/:id/campaigns': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
};
