import type { CampaignStatus } from '@sendwell/contracts';
import { insertCampaignWithContent } from '../campaign-sending';
import { draftIn, savedTemplateIn, segmentIn, senderIn, unique, verifyMembersOf } from './fixtures';
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

/** A draft ready to schedule: a saved template, a sender, a subject and the account's list as its audience. */
const completeDraftIn = async (account: AccountFixture) => {
  const id = await draftIn(account.accountId);
  await t.ctx.db
    .updateTable('campaigns')
    .set({
      template_id: await savedTemplateIn(account),
      template_version: 1,
      sender_id: await senderIn(account.accountId),
      subject: 'Hello',
    })
    .where('id', '=', id)
    .execute();
  await t.ctx.db
    .insertInto('campaign_lists')
    .values({ account_id: account.accountId, campaign_id: id, list_id: account.listId })
    .execute();
  return id;
};
const scheduledIn = async (account: AccountFixture) => {
  const id = await completeDraftIn(account);
  await t.ctx.db
    .updateTable('campaigns')
    .set({ status: 'scheduled', scheduled_at: new Date('2999-01-01T00:00:00Z') })
    .where('id', '=', id)
    .execute();
  return id;
};
/** Far enough ahead to stay in the future whatever the clock. */
const sendAt = { sendAt: '2999-01-01T09:00' };

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
  'PUT /api/campaigns/:id/content': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await draftIn(a.accountId) }, body: { subject: 'Hello' } }),
    crossAccount: async ({ b }) => ({
      params: { id: await draftIn(b.accountId) },
      body: { subject: 'Hello' },
    }),
  },
  'PUT /api/campaigns/:id/exclusions': {
    access: 'account',
    input: async ({ a }) => ({
      params: { id: await draftIn(a.accountId) },
      body: { listIds: [await segmentIn(a.accountId)] },
    }),
    crossAccount: async ({ b }) => ({
      params: { id: await draftIn(b.accountId) },
      body: { listIds: [await segmentIn(b.accountId)] },
    }),
  },
  'GET /api/campaigns/:id/review': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await completeDraftIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await completeDraftIn(b) } }),
  },
  'POST /api/campaigns/:id/test': {
    access: 'account',
    input: async ({ a }) => {
      await verifyMembersOf(a.accountId);
      const id = await draftIn(a.accountId);
      await t.ctx.db
        .updateTable('campaigns')
        .set({ template_id: await savedTemplateIn(a), template_version: 1, subject: 'Hello' })
        .where('id', '=', id)
        .execute();
      return { params: { id } };
    },
    crossAccount: async ({ b }) => ({ params: { id: await completeDraftIn(b) } }),
  },
  'POST /api/campaigns/:id/schedule': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await completeDraftIn(a) }, body: sendAt }),
    crossAccount: async ({ b }) => ({ params: { id: await completeDraftIn(b) }, body: sendAt }),
  },
  'POST /api/campaigns/:id/unschedule': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await scheduledIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await scheduledIn(b) } }),
  },
  'PUT /api/campaigns/:id/name': {
    access: 'account',
    input: async ({ a }) => ({
      params: { id: await draftIn(a.accountId) },
      body: { name: unique('Renamed') },
    }),
    crossAccount: async ({ b }) => ({
      params: { id: await draftIn(b.accountId) },
      body: { name: unique('Renamed') },
    }),
  },
  'POST /api/campaigns/:id/duplicate': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await completeDraftIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await completeDraftIn(b) } }),
  },
  'POST /api/campaigns/:id/archive': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await draftIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await draftIn(b.accountId) } }),
  },
};
