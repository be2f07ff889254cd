import { templateBlockRoutes } from '@sendwell/contracts';
import { unique } from './fixtures';
import { type AccountFixture, type RouteTable } from './route-table';

const BLOCK_SECTION = '<mj-section><mj-column><mj-text>Saved</mj-text></mj-column></mj-section>';

/** A block saved by the account's owner; answers its id. */
const savedBlockIn = async (account: AccountFixture) =>
  (
    await account.browser.call(templateBlockRoutes.saveBlock, {
      body: { name: unique('Block'), mjml: BLOCK_SECTION },
    })
  ).data.id;

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const templateBlocksPermissions: RouteTable = {
  // every member may read and save blocks, as every member may create templates
  'GET /api/editor/blocks/catalogue': { access: 'account' },
  'GET /api/editor/blocks/all': { access: 'account' },
  'GET /api/editor/freeze-blocks': { access: 'account' },
  'POST /api/editor/blocks': {
    access: 'account',
    input: () => ({ body: { name: unique('Block'), mjml: BLOCK_SECTION } }),
  },
  'GET /api/editor/blocks/:id/data': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await savedBlockIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await savedBlockIn(b) } }),
  },
  'GET /api/editor/blocks/:id/preview': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await savedBlockIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await savedBlockIn(b) } }),
  },
};
