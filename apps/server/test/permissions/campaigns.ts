import type { CampaignStatus } from '@sendwell/contracts';
import { insertCampaignWithContent } from '../campaign-sending';
import { draftIn, senderIn, unique } from './fixtures';
import { t, type AccountFixture, type RouteRow, type RouteTable } from './route-table';

/** A campaign with everything 'Send now' needs (sender, template version, subject, the account's list), in `status`. */
const campaignWithContentIn = (account: AccountFixture, status: CampaignStatus) =>
  senderIn(account.accountId).then((senderId) =>
    insertCampaignWithContent(t.ctx.db, {
      accountId: account.accountId,
      createdBy: account.user.id,
      senderId,
      listId: account.listId,
      name: unique('Campaign'),
      html: '<p>Hi {{ first_name }}</p>',
      subject: 'News',
      status,
    }),
  );

/** A row for a sending route called on a campaign of the caller's account in `status` (or of account B). */
const sendingRow = (status: CampaignStatus): RouteRow => ({
  access: 'account',
  input: async ({ a }) => ({ params: { id: await campaignWithContentIn(a, status) } }),
  crossAccount: async ({ b }) => ({ params: { id: await campaignWithContentIn(b, status) } }),
});

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
  // campaign sending: start, pause, resume, cancel and progress of the send engine
  'POST /api/campaigns/:id/send': sendingRow('draft'),
  'POST /api/campaigns/:id/pause': sendingRow('sending'),
  'POST /api/campaigns/:id/resume': sendingRow('paused'),
  'POST /api/campaigns/:id/cancel': sendingRow('sending'),
  'GET /api/campaigns/:id/progress': sendingRow('draft'),
};
