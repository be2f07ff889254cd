import { FULL_ACCESS, importRoutes } from '@sendwell/contracts';
import { unique } from './fixtures';
import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const importsPermissions: RouteTable = {
  // imports
  'POST /api/newRecipientList': { access: 'account', input: () => ({ body: { name: unique('Imported') } }) },
  'POST /api/listUpload': {
    access: 'account',
    input: ({ a }) => ({ body: { recipientListId: a.listId, csvData: [{ email: 'pasted@example.com' }] } }),
    crossAccount: ({ b }) => ({
      body: { recipientListId: b.listId, csvData: [{ email: 'pasted@example.com' }] },
    }),
  },
  'GET /api/listUploadV2/isProcessing': {
    access: 'account',
    input: ({ a }) => ({ query: { recipientListId: String(a.listId) } }),
    crossAccount: ({ b }) => ({ query: { recipientListId: String(b.listId) } }),
  },
  'GET /api/listUploadWithType/csvMapping': { access: 'account' },
  // Multipart: the access and CSRF checks answer before the form is read.
  'POST /api/listUploadWithType': { access: 'account' },
  'GET /api/contacts/downloadList/sample/:userId': {
    access: 'account',
    input: ({ a }) => ({ params: { userId: a.user.id } }),
    crossAccount: ({ b }) => ({ params: { userId: b.user.id } }),
  },
  'GET /api/contacts_v2/contactProperties/all': { access: 'account' },
  'POST /api/contacts_v2/contactProperties': {
    access: 'account',
    input: () => ({ body: { name: unique('property'), type: 'string' } }),
  },
  'GET /api/imports/:id': {
    access: 'account',
    input: async ({ a }) => ({
      params: {
        id: (
          await a.browser.call(importRoutes.quickImport, {
            body: { recipientListId: a.listId, csvData: [{ email: 'status@example.com' }] },
          })
        ).data.importId,
      },
    }),
    crossAccount: async ({ b }) => ({
      params: {
        id: (
          await b.browser.call(importRoutes.quickImport, {
            body: { recipientListId: b.listId, csvData: [{ email: 'status@example.com' }] },
          })
        ).data.importId,
      },
    }),
  },
  'GET /api/imports': { access: 'account', input: () => ({ query: { page: '1', pageSize: '5' } }) },
  'GET /api/imports/:id/errors': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({
      params: {
        id: (
          await a.browser.call(importRoutes.quickImport, {
            body: { recipientListId: a.listId, csvData: [{ email: 'report@example.com' }] },
          })
        ).data.importId,
      },
    }),
    crossAccount: async ({ b }) => ({
      params: {
        id: (
          await b.browser.call(importRoutes.quickImport, {
            body: { recipientListId: b.listId, csvData: [{ email: 'report@example.com' }] },
          })
        ).data.importId,
      },
    }),
  },
  'POST /api/analytics/events': {
    access: 'account',
    input: () => ({
      body: { event: 'csv_import_step1', properties: { source: 'contacts', no_of_records: 1 } },
    }),
  },
};
