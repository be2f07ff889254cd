import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { listRoutes, PublicApiMessages, publicApiRoutes, segmentLookupRoutes, segmentRoutes } from '@sendwell/contracts';
import { signUpUser, type SignedUpUser } from '../../../test/users';
import { EVERYONE } from '../../../test/segments/segment-test-fixtures';
import { apiClient, createApiKey } from './public-api-test-support';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();

/** A new account with a key: each test counts its own events. */
const account = async (settings: Record<string, unknown> = {}): Promise<{ user: SignedUpUser; call: ReturnType<typeof apiClient> }> => {
  const user = await signUpUser(t.app);
  if (Object.keys(settings).length > 0) await t.ctx.db.updateTable('accounts').set({ settings: JSON.stringify(settings) }).where('id', '=', user.user.accountId).execute();
  return { user, call: apiClient(t.app, (await createApiKey(user.browser)).apiKey) };
};

const eventsOf = (accountId: string) =>
  t.ctx.db.selectFrom('events').select(['name', 'source', 'occurred_at', 'properties', 'contact_id']).where('account_id', '=', accountId).orderBy('id').execute();

const usageOf = async (accountId: string): Promise<number> =>
  Number((await t.ctx.db.selectFrom('client_event_usage').select('events').where('account_id', '=', accountId).executeTakeFirst())?.events ?? 0);

describe('tracking events', () => {
  it('records valid events, answers the rest with their reasons, and creates contacts for new e-mails', async () => {
    const { user, call } = await account();
    const response = await call(publicApiRoutes.trackEvents, {
      body: {
        events: [
          { name: 'Plan Upgraded', email: 'ada@example.com', time: '2026-01-15T10:00:00Z', properties: { toPlan: 'Pro', amount: 49, annual: true, renewsOn: '2027-01-15' } },
          { name: 'Plan Upgraded', email: 'not-an-email' },
          { email: 'ada@example.com' },
          { name: 'orderPlaced', email: 'ada@example.com' },
          { name: 'App Login', email: 'grace@example.com', time: Date.UTC(2026, 0, 16), properties: { platform: 'ios' } },
          { name: 'App Login', email: 'ada@example.com', time: '3026-01-01T00:00:00Z' },
        ],
      },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.data.accepted).toBe(2);
    expect(response.data.errors.map(({ index, code }) => [index, code])).toEqual([
      [1, 'INVALID_EMAIL'],
      [2, 'INVALID_ITEM'],
      [3, 'RESERVED_NAME'],
      [5, 'INVALID_ITEM'],
    ]);
    expect(response.data.errors[2]?.message).toBe(PublicApiMessages.reservedEventName);

    const events = await eventsOf(user.user.accountId);
    expect(events.map((event) => [event.name, event.source, event.occurred_at.toISOString()])).toEqual([
      ['Plan Upgraded', 'custom', '2026-01-15T10:00:00.000Z'],
      ['App Login', 'custom', '2026-01-16T00:00:00.000Z'],
    ]);
    const contacts = await t.ctx.db.selectFrom('contacts').select(['email', 'source', 'is_unsubscribed']).where('account_id', '=', user.user.accountId).orderBy('email').execute();
    expect(contacts).toEqual([
      { email: 'ada@example.com', source: 'api', is_unsubscribed: false },
      { email: 'grace@example.com', source: 'api', is_unsubscribed: false },
    ]);
    expect(await usageOf(user.user.accountId)).toBe(2);
  });

  it("registers event names and property types where the segment builder reads them", async () => {
    const { user, call } = await account();
    await call(publicApiRoutes.trackEvents, { body: { events: [{ name: 'Plan Upgraded', email: 'ada@example.com', properties: { toPlan: 'Pro', amount: 49 } }] } });
    await call(publicApiRoutes.trackEvents, {
      body: { events: [{ name: 'Plan Upgraded', email: 'ada@example.com', properties: { amount: 'not a number', annual: false, renewsOn: '2027-01-15' } }] },
    });
    const custom = (await user.browser.call(segmentLookupRoutes.customEvents, {})).data.data;
    expect(custom).toEqual([{ eventName: 'Plan Upgraded', eventProperties: { toPlan: 'string', amount: 'number', annual: 'boolean', renewsOn: 'date' } }]);
  });

  it('shows the events on the contact', async () => {
    const { call } = await account();
    await call(publicApiRoutes.trackEvents, { body: { events: [{ name: 'Webinar Joined', email: 'ada@example.com', properties: { topic: 'Segments' } }] } });
    const contact = await call(publicApiRoutes.getContact, { params: { email: 'ada@example.com' } });
    expect(contact.data.events).toEqual([expect.objectContaining({ name: 'Webinar Joined', source: 'custom', properties: { topic: 'Segments' } })]);
  });

  it('refuses a whole batch past the monthly events of the plan, recording nothing', async () => {
    const { user, call } = await account({ clientEventsPerMonth: 5 });
    const batch = (count: number) => ({ body: { events: Array.from({ length: count }, (_, index) => ({ name: 'Ping', email: `p${index}@example.com` })) } });
    expect((await call(publicApiRoutes.trackEvents, batch(3))).data.accepted).toBe(3);
    const refused = await call(publicApiRoutes.trackEvents, batch(3));
    expect(refused.status).toBe(429);
    expect(refused.error).toEqual({ code: 'EVENTS_LIMIT_REACHED', message: PublicApiMessages.eventsLimitReached(5) });
    expect(await eventsOf(user.user.accountId)).toHaveLength(3);
    expect(await usageOf(user.user.accountId)).toBe(3);
    expect((await call(publicApiRoutes.trackEvents, batch(2))).data.accepted).toBe(2);
  });

  it('answers 403 when the plan has no custom events', async () => {
    const { user, call } = await account({ clientEventsPerMonth: 0 });
    const response = await call(publicApiRoutes.trackEvents, { body: { events: [{ name: 'Ping', email: 'ada@example.com' }] } });
    expect(response.status).toBe(403);
    expect(response.error.message).toBe(PublicApiMessages.eventsNotIncluded);
    expect(await eventsOf(user.user.accountId)).toEqual([]);
  });

  it("keeps another account's key to its own account", async () => {
    const first = await account();
    const second = await account();
    await first.call(publicApiRoutes.upsertContact, { body: { email: 'shared@example.com' } });
    const tracked = await second.call(publicApiRoutes.trackEvents, { body: { events: [{ name: 'Ping', email: 'shared@example.com' }] } });
    expect(tracked.data, tracked.text).toMatchObject({ accepted: 1 });
    expect(await eventsOf(first.user.user.accountId)).toEqual([]);
    expect(await eventsOf(second.user.user.accountId)).toHaveLength(1);
  });
});

describe('idempotent retries', () => {
  const batch = { events: [{ name: 'Ping', email: 'ada@example.com' }, { name: 'Ping', email: 'bad' }] };

  it('answers a retry with the first answer and records nothing new', async () => {
    const { user, call } = await account();
    const headers = { 'idempotency-key': 'retry-1' };
    const first = await call(publicApiRoutes.trackEvents, { body: batch, headers });
    const retry = await call(publicApiRoutes.trackEvents, { body: batch, headers });
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await eventsOf(user.user.accountId)).toHaveLength(1);
    expect(await usageOf(user.user.accountId)).toBe(1);

    // Without the header every call counts.
    await call(publicApiRoutes.trackEvents, { body: batch });
    expect(await eventsOf(user.user.accountId)).toHaveLength(2);
  });

  it('runs a retry sent while the first call is still running only once', async () => {
    const { user, call } = await account();
    const headers = { 'idempotency-key': 'parallel-1' };
    const answers = await Promise.all([1, 2, 3].map(() => call(publicApiRoutes.trackEvents, { body: batch, headers })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await eventsOf(user.user.accountId)).toHaveLength(1);
  });

  it('refuses the same key for a different call, and a key of the wrong shape', async () => {
    const { user, call } = await account();
    await call(publicApiRoutes.trackEvents, { body: batch, headers: { 'idempotency-key': 'k-1' } });
    const reused = await call(publicApiRoutes.trackEvents, { body: { events: [{ name: 'Other', email: 'ada@example.com' }] }, headers: { 'idempotency-key': 'k-1' } });
    expect(reused.status).toBe(422);
    expect(reused.error).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: PublicApiMessages.idempotencyKeyReused });
    const badKey = await call(publicApiRoutes.trackEvents, { body: batch, headers: { 'idempotency-key': 'has spaces' } });
    expect(badKey.status).toBe(400);
    expect(await eventsOf(user.user.accountId)).toHaveLength(1);
  });

  it('stores nothing for a failed call, so its retry runs', async () => {
    const { user, call } = await account({ clientEventsPerMonth: 1 });
    const headers = { 'idempotency-key': 'over-limit' };
    const two = { events: [{ name: 'Ping', email: 'a@example.com' }, { name: 'Ping', email: 'b@example.com' }] };
    expect((await call(publicApiRoutes.trackEvents, { body: two, headers })).status).toBe(429);
    await t.ctx.db.updateTable('accounts').set({ settings: JSON.stringify({ clientEventsPerMonth: 10 }) }).where('id', '=', user.user.accountId).execute();
    expect((await call(publicApiRoutes.trackEvents, { body: two, headers })).data.accepted).toBe(2);
  });

  it('makes contact writes idempotent too', async () => {
    const { user, call } = await account();
    const headers = { 'idempotency-key': 'contact-1' };
    const first = await call(publicApiRoutes.upsertContact, { body: { email: 'ada@example.com' }, headers });
    const retry = await call(publicApiRoutes.upsertContact, { body: { email: 'ada@example.com' }, headers });
    expect(first.data.status).toBe('created');
    expect(retry.data).toEqual(first.data);
    const rows = await t.ctx.db.selectFrom('contacts').select('id').where('account_id', '=', user.user.accountId).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('segments follow', () => {
  it('puts a contact in a dynamic segment on its custom event within seconds', async () => {
    const { user, call } = await account();
    await call(publicApiRoutes.upsertContacts, { body: { contacts: [{ email: 'ada@example.com' }, { email: 'grace@example.com' }] } });
    await call(publicApiRoutes.trackEvents, { body: { events: [{ name: 'Trial Started', email: 'ada@example.com' }] } });
    const created = await user.browser.call(segmentRoutes.saveToList, {
      body: {
        ...EVERYONE,
        name: 'Trial starters',
        segmentType: 'dynamic',
        source: 'manual',
        segmentFilters: [{ filters: [{ property: 'customEvents', eventName: 'Trial Started', occurrence: { hasOccurred: true, operator: 'atLeast', compareValue: 1, range: 'overAll' } }] }],
      },
    });
    expect(created.status, created.text).toBe(201);
    const count = async () => (await user.browser.call(listRoutes.status, { params: { id: created.data.id } })).data;
    const waitFor = async (expected: number) => {
      for (let i = 0; i < 200; i++) {
        const status = await count();
        if (!status.processing && status.recipientsCount === expected) return;
        await sleep(50);
      }
      throw new Error(`segment never held ${expected}: ${JSON.stringify(await count())}`);
    };
    await waitFor(1);
    await call(publicApiRoutes.trackEvents, { body: { events: [{ name: 'Trial Started', email: 'grace@example.com' }] } });
    await waitFor(2);
  });
});
