import { FULL_ACCESS } from '@sendwell/contracts';
import {
  drawnTemplateIn,
  emailTypeIn,
  savedTemplateIn,
  shareTokenIn,
  templateIn,
  unique,
  uploadIn,
  verifyMembersOf,
} from './fixtures';
import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const templatesPermissions: RouteTable = {
  // templates
  'POST /api/emailTypes/create': {
    access: 'account',
    input: () => ({ body: { emailType: unique('Type') } }),
  },
  'POST /api/emailTypes/archive': {
    access: 'account',
    input: async ({ a }) => ({ body: { emailType: await emailTypeIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ body: { emailType: await emailTypeIn(b.accountId) } }),
  },
  // Multipart: the access and CSRF checks answer before the form is read.
  'POST /api/uploadTemplateFiles': { access: 'account', input: () => ({ query: { type: 'HTML' } }) },
  // An upload in progress belongs to its account: another account's id finds no file (400, tested in templates.int.test.ts).
  'POST /api/createRawTemplate': {
    access: 'account',
    input: async ({ a }) => ({ query: { type: 'HTML' }, body: await uploadIn(a.accountId) }),
  },
  'GET /api/previewTemplate/:templateId': {
    access: 'account',
    input: async ({ a }) => ({ params: { templateId: await templateIn(a) }, query: { type: 'HTML' } }),
    crossAccount: async ({ b }) => ({ params: { templateId: await templateIn(b) }, query: { type: 'HTML' } }),
  },
  'GET /api/previewTemplate/v2/:id': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },
  'GET /api/template/:id': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },
  // The list calls it deleting for good, which members with limited access may not do.
  'DELETE /api/removeTemplate': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ body: { templateId: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ body: { templateId: await templateIn(b) } }),
  },
  'POST /api/duplicateTemplate': {
    access: 'account',
    input: async ({ a }) => ({ body: { templateId: await templateIn(a), name: unique('Copy') } }),
    crossAccount: async ({ b }) => ({ body: { templateId: await templateIn(b), name: unique('Copy') } }),
  },
  'POST /api/editor/renameTemplate': {
    access: 'account',
    input: async ({ a }) => ({ body: { templateId: await templateIn(a), name: unique('Renamed') } }),
    crossAccount: async ({ b }) => ({ body: { templateId: await templateIn(b), name: unique('Renamed') } }),
  },
  'GET /api/allTemplates/responsesCount': { access: 'account' },
  'GET /api/templates/:id/thumbnail': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await drawnTemplateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await drawnTemplateIn(b) } }),
  },
  // template submissions and insights
  'GET /api/reports/campaignDetails/v2/submissions/templateId': {
    access: 'account',
    roles: FULL_ACCESS,
    csrfOnGet: true,
    input: async ({ a }) => ({ query: { templateId: String(await templateIn(a)) } }),
    crossAccount: async ({ b }) => ({ query: { templateId: String(await templateIn(b)) } }),
  },
  'GET /api/campaignSubmissions/v2/templateId': {
    access: 'account',
    input: async ({ a }) => ({ query: { templateId: String(await templateIn(a)) } }),
    crossAccount: async ({ b }) => ({ query: { templateId: String(await templateIn(b)) } }),
  },
  'GET /api/reports/campaignAggregation/templateId': {
    access: 'account',
    input: async ({ a }) => ({ query: { templateId: String(await templateIn(a)) } }),
    crossAccount: async ({ b }) => ({ query: { templateId: String(await templateIn(b)) } }),
  },
  // Sending a test reaches the team's own inboxes and takes no data out, so every member may.
  'POST /api/template/:id/test-email': {
    access: 'account',
    input: async ({ a }) => {
      await verifyMembersOf(a.accountId);
      return { params: { id: await savedTemplateIn(a) }, body: { emails: ['reviewer@example.com'] } };
    },
    crossAccount: async ({ b }) => ({
      params: { id: await savedTemplateIn(b) },
      body: { emails: ['reviewer@example.com'] },
    }),
  },
  'GET /api/template/:id/share': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },
  // A share link publishes the template outside the account: not for members with limited access.
  'POST /api/template/:id/share': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },
  'DELETE /api/template/:id/share': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },
  'GET /api/share/template/:token': {
    access: 'public',
    input: async ({ a }) => ({ params: { token: await shareTokenIn(a) } }),
  },
  'GET /api/share/template/:token/preview': {
    access: 'public',
    input: async ({ a }) => ({ params: { token: await shareTokenIn(a) }, query: { type: 'HTML' } }),
  },
  'POST /api/share/template/:token/feedback': {
    access: 'public',
    input: async ({ a }) => ({
      params: { token: await shareTokenIn(a) },
      body: { name: 'Reviewer', comment: 'Looks good' },
    }),
  },
  'POST /api/templateFolders/create': {
    access: 'account',
    input: () => ({ body: { name: unique('Folder') } }),
  },
  'POST /api/template/:id/folder': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await templateIn(a) }, body: { folder: null } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) }, body: { folder: null } }),
  },

  // template checker: every member may read the findings and the dark-mode preview of the account's templates
  'GET /api/template/:id/check': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },
  'GET /api/template/:id/check/dark-preview': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },

  // template gallery: ready-made templates, the same for every account, so no row has another account's ids
  'GET /api/getDefaultTemplates': { access: 'account', input: () => ({ query: { version: '3' } }) },
  'GET /api/getDefaultTemplates/filters': { access: 'account' },
  'GET /api/editor/default-template/:id/preview': { access: 'account', input: () => ({ params: { id: 100 } }) },
};
