import { savedTemplateIn, unique } from './fixtures';
import { type RouteTable } from './route-table';

/** The smallest document the editor saves. */
const EDITOR_MJML =
  '<mjml><mj-body><mj-section><mj-column><mj-text>Hi</mj-text></mj-column></mj-section></mj-body></mjml>';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const templateEditorPermissions: RouteTable = {
  // template editor (spec 3 §7): open, render, save and images
  'POST /api/editorLoadTemplate': {
    access: 'account',
    input: async ({ a }) => ({ query: { type: 'SAVED' }, body: { id: await savedTemplateIn(a) } }),
    crossAccount: async ({ b }) => ({ query: { type: 'SAVED' }, body: { id: await savedTemplateIn(b) } }),
  },
  'POST /api/editor/getHTML': {
    access: 'account',
    input: async ({ a }) => ({ query: { templateId: String(await savedTemplateIn(a)) } }),
    crossAccount: async ({ b }) => ({ query: { templateId: String(await savedTemplateIn(b)) } }),
  },
  'POST /api/editor/templates': {
    access: 'account',
    input: () => ({ body: { name: unique('Edited'), mjml: EDITOR_MJML } }),
  },
  'POST /api/editor/templates/:id/versions': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await savedTemplateIn(a) }, body: { mjml: EDITOR_MJML } }),
    crossAccount: async ({ b }) => ({
      params: { id: await savedTemplateIn(b) },
      body: { mjml: EDITOR_MJML },
    }),
  },
  // Multipart: the access and CSRF checks answer before the form is read.
  'POST /api/editor/images': { access: 'account' },
  // Public: the inboxes that show a template's images are not signed in (unknown names are 404).
  'GET /api/editor/images/:accountId/:file': {
    access: 'public',
    input: ({ a }) => ({
      params: { accountId: a.accountId, file: '00000000-0000-4000-8000-000000000000.png' },
    }),
  },
};
