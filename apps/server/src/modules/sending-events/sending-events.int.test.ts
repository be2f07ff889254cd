import { beforeAll, describe, expect, it } from 'vitest';
import { sendingEventRoutes, type SendingEventInput } from '@sendwell/contracts';
import { seedContacts, seedSentCampaign } from '../../../test/fixtures';
import { TEST_APP_URL } from '../../../test/test-app';
import { signUpUser } from '../../../test/users';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t);
let senderId: number;
let campaignId: number;
let webhookPath: string;

const accountId = () => owner.user.accountId;

const post = (path: string, events: unknown[]) =>
  t.app.inject({ method: 'POST', url: path, payload: { events }, headers: { 'content-type': 'application/json' } });

const contact = (email: string) =>
  t.ctx.db.selectFrom('contacts').select(['id', 'is_unsubscribed', 'is_blocked']).where('account_id', '=', accountId()).where('email', '=', email).executeTakeFirstOrThrow();

const activity = () =>
  t.ctx.db.selectFrom('email_activity').select(['kind', 'contact_id', 'campaign_id', 'link', 'sender_id', 'is_apple_privacy_open']).where('account_id', '=', accountId()).orderBy('id').execute();

const counters = () =>
  t.ctx.db.selectFrom('contact_engagement_daily').select(['contact_id', 'day', 'sent', 'opened', 'clicked']).where('account_id', '=', accountId()).orderBy('contact_id').execute();

beforeAll(async () => {
  senderId = (await t.ctx.db.insertInto('senders').values({ account_id: accountId(), email: 'news@shop.example' }).returning('id').executeTakeFirstOrThrow()).id;
  await seedContacts(t.ctx.db, accountId(), ['ada@example.com', 'grace@example.com', 'alan@example.com']);
  campaignId = await seedSentCampaign(t.ctx.db, accountId(), 'Spring news', []);
  const created = await owner.browser.call(sendingEventRoutes.createWebhook, { params: { id: senderId } });
  expect(created.status, created.text).toBe(201);
  webhookPath = created.data.webhookUrl.slice(TEST_APP_URL.length);
});

const at = '2026-03-02T09:00:00.000Z';
const event = (fields: Partial<SendingEventInput> & Pick<SendingEventInput, 'id' | 'type' | 'email'>): SendingEventInput => ({ campaignId, timestamp: at, ...fields });

describe("a sender's provider webhook", () => {
  it('is shown once in full, then only as set up', async () => {
    expect(webhookPath).toMatch(/^\/api\/webhooks\/sending\/[A-Za-z0-9_-]{43}$/);
    const read = (await owner.browser.call(sendingEventRoutes.getWebhook, { params: { id: senderId } })).data;
    expect(read).toMatchObject({ senderId, configured: true, tokenPrefix: webhookPath.split('/').at(-1)?.slice(0, 6), lastEventOn: null });
    const other = await signUpUser(t.app);
    expect((await other.browser.call(sendingEventRoutes.getWebhook, { params: { id: senderId } })).status).toBe(404);
    expect((await other.browser.call(sendingEventRoutes.createWebhook, { params: { id: senderId } })).status).toBe(404);
  });

  it('turns deliveries, opens and clicks into campaign activity and engagement counters', async () => {
    const ada = await contact('ada@example.com');
    const response = await post(webhookPath, [
      event({ id: 'd1', type: 'delivered', email: 'ada@example.com' }),
      event({ id: 'd2', type: 'delivered', email: 'ADA@example.com' }),
      event({ id: 'o1', type: 'opened', email: 'ada@example.com', isApplePrivacyOpen: true }),
      event({ id: 'c1', type: 'clicked', email: 'ada@example.com', url: 'https://shop.example/spring' }),
    ]);
    expect(response.json()).toEqual({ recorded: 4, duplicates: 0, skipped: 0, errors: [] });
    expect(await activity()).toEqual([
      { kind: 'opened', contact_id: ada.id, campaign_id: campaignId, link: null, sender_id: senderId, is_apple_privacy_open: true },
      { kind: 'clicked', contact_id: ada.id, campaign_id: campaignId, link: 'https://shop.example/spring', sender_id: senderId, is_apple_privacy_open: false },
      { kind: 'sent', contact_id: ada.id, campaign_id: campaignId, link: null, sender_id: senderId, is_apple_privacy_open: false },
    ]);
    expect(await counters()).toEqual([{ contact_id: ada.id, day: expect.anything(), sent: 1, opened: 1, clicked: 1 }]);
  });

  it('records nothing new for events it has already received', async () => {
    const before = await activity();
    const replay = await post(webhookPath, [event({ id: 'o1', type: 'opened', email: 'ada@example.com' }), event({ id: 'c1', type: 'clicked', email: 'ada@example.com' })]);
    expect(replay.json()).toEqual({ recorded: 0, duplicates: 2, skipped: 0, errors: [] });
    expect(await activity()).toEqual(before);
    expect((await counters())[0]).toMatchObject({ sent: 1, opened: 1, clicked: 1 });
  });

  it('blocks a contact on a hard bounce, and unsubscribes on a complaint or an unsubscribe', async () => {
    const response = await post(webhookPath, [
      event({ id: 'b1', type: 'bounced', email: 'grace@example.com', bounceType: 'hard' }),
      event({ id: 'b2', type: 'bounced', email: 'ada@example.com', bounceType: 'soft' }),
      event({ id: 'x1', type: 'complained', email: 'alan@example.com' }),
    ]);
    expect(response.json()).toMatchObject({ recorded: 3 });
    expect(await contact('grace@example.com')).toMatchObject({ is_blocked: true, is_unsubscribed: false });
    expect(await contact('ada@example.com')).toMatchObject({ is_blocked: false, is_unsubscribed: false });
    expect(await contact('alan@example.com')).toMatchObject({ is_blocked: false, is_unsubscribed: true });
    await post(webhookPath, [event({ id: 'u1', type: 'unsubscribed', email: 'ada@example.com', campaignId: undefined })]);
    expect(await contact('ada@example.com')).toMatchObject({ is_unsubscribed: true });
    // The contacts' timelines say why.
    const history = await t.ctx.db.selectFrom('contact_history').select(['contact_id', 'kind', 'details']).where('account_id', '=', accountId()).orderBy('id').execute();
    expect(history).toEqual([
      { contact_id: (await contact('grace@example.com')).id, kind: 'blocked', details: { via: 'bounce' } },
      { contact_id: (await contact('alan@example.com')).id, kind: 'unsubscribed', details: { via: 'optOut' } },
      { contact_id: (await contact('ada@example.com')).id, kind: 'unsubscribed', details: { via: 'optOut' } },
    ]);
  });

  it('answers the events it cannot use with their reasons', async () => {
    const response = await post(webhookPath, [
      event({ id: 'e1', type: 'opened', email: 'nobody@example.com' }),
      event({ id: 'e2', type: 'opened', email: 'ada@example.com', campaignId: undefined }),
      event({ id: 'e3', type: 'clicked', email: 'ada@example.com', campaignId: 999_999 }),
      { id: 'e4', type: 'exploded', email: 'ada@example.com' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().errors.map((error: { index: number; code: string }) => [error.index, error.code])).toEqual([
      [0, 'CONTACT_NOT_FOUND'],
      [1, 'INVALID_ITEM'],
      [2, 'INVALID_ITEM'],
      [3, 'INVALID_ITEM'],
    ]);
  });

  it('answers 401 and writes nothing for an unknown or replaced address', async () => {
    const before = await activity();
    const unknown = await post('/api/webhooks/sending/not-a-token', [event({ id: 'z1', type: 'opened', email: 'ada@example.com' })]);
    expect(unknown.statusCode).toBe(401);
    const replaced = await owner.browser.call(sendingEventRoutes.createWebhook, { params: { id: senderId } });
    const old = await post(webhookPath, [event({ id: 'z2', type: 'opened', email: 'ada@example.com' })]);
    expect(old.statusCode).toBe(401);
    expect(await activity()).toEqual(before);
    const fresh = await post(replaced.data.webhookUrl.slice(TEST_APP_URL.length), [event({ id: 'z3', type: 'opened', email: 'ada@example.com' })]);
    expect(fresh.json()).toMatchObject({ recorded: 1 });
  });
});
