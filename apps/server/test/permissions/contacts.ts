import { FULL_ACCESS } from '@sendwell/contracts';
import { insertBulkJob } from '../../src/modules/contacts/contact-bulk-jobs.repository';
import { seedContacts } from '../fixtures';
import { unique } from './fixtures';
import { t, type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const contactsPermissions: RouteTable = {
  // contacts
  'GET /api/lists/:id/contacts': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/contacts/:id': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId } }),
  },
  'PATCH /api/contacts/:id/properties': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId }, body: { properties: { firstName: unique('Name') } } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId }, body: { properties: { firstName: 'Name' } } }),
  },
  'PUT /api/contacts/:id/status': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId }, body: { isUnsubscribed: false } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId }, body: { isUnsubscribed: true } }),
  },
  'POST /api/contacts/:id/lists': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId }, body: { listId: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId }, body: { listId: b.listId } }),
  },
  'DELETE /api/contacts/:id/lists/:listId': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: a.contactId, listId: await a.newList() } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId, listId: b.listId } }),
  },
  'POST /api/contacts/:id/archive': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await a.newContact() } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId } }),
  },
  'POST /api/contacts/:id/restore': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId } }),
  },
  'POST /api/contacts/:id/delete': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => {
      const id = await a.newContact();
      const contact = await t.ctx.db
        .selectFrom('contacts')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { params: { id }, body: { confirmEmail: contact.email } };
    },
    crossAccount: ({ b }) => ({ params: { id: b.contactId }, body: { confirmEmail: 'contact@example.com' } }),
  },
  'GET /api/contacts/:id/timeline': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId } }),
  },
  'GET /api/contacts/usage': { access: 'account' },
  'GET /api/contacts_v2/getPersonalParamsWithType': { access: 'account' },
  'GET /api/contacts': {
    access: 'account',
    input: () => ({ query: { search: 'contact', sortBy: 'email' } }),
  },
  'POST /api/contacts/bulk': {
    access: 'account',
    input: ({ a }) => ({
      body: { action: 'addToList', listId: a.listId, selection: { contactIds: [a.contactId] } },
    }),
    crossAccount: ({ b }) => ({
      body: { action: 'addToList', listId: b.listId, selection: { contactIds: [b.contactId] } },
    }),
  },
  'GET /api/contacts/bulk-jobs/:id': {
    access: 'account',
    input: async ({ a }) => ({
      params: {
        id: (
          await insertBulkJob(t.ctx.db, a.accountId, {
            action: 'block',
            listId: null,
            filter: { search: 'nobody' },
          })
        ).id,
      },
    }),
    crossAccount: async ({ b }) => ({
      params: {
        id: (
          await insertBulkJob(t.ctx.db, b.accountId, {
            action: 'block',
            listId: null,
            filter: { search: 'nobody' },
          })
        ).id,
      },
    }),
  },
  'POST /api/contacts/bulk-delete': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => {
      const [contactId] = await seedContacts(t.ctx.db, a.accountId, [
        `${unique('deleted').replace(' ', '.')}@example.com`,
      ]);
      return { body: { selection: { contactIds: [contactId] }, confirmCount: 1 } };
    },
    crossAccount: ({ b }) => ({ body: { selection: { contactIds: [b.contactId] }, confirmCount: 1 } }),
  },
  // the bulk actions running in the background, listed for the All contacts page
  'GET /api/contacts/bulk-jobs': { access: 'account' },
};
