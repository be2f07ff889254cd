import { beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, storeIntegrationRoutes, WebhookMessages, type StoreConnection } from '@sendwell/contracts';
import { TEST_APP_URL } from '../../../test/test-app';
import { StoreNotes } from './map-store-webhook';
import { signStoreBody } from './verify-store-webhook';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t);
let connection: StoreConnection;

const SECRET = 'store-shared-secret-0123456789';

const order = (overrides: Record<string, unknown> = {}) => ({
  id: 1001,
  email: 'ada@example.com',
  created_at: '2026-03-02T09:00:00Z',
  subtotal_price: '54.00',
  total_price: '59.00',
  customer: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' },
  line_items: [{ title: 'Linen shirt', sku: 'LS-M', quantity: 2 }],
  ...overrides,
});

/** Posts a webhook as the store platform does: the exact bytes, signed with `secret`. */
const deliver = (path: string, payload: unknown, headers: { topic?: string; eventId?: string; secret?: string; signature?: string } = {}) => {
  const body = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(headers.topic === undefined ? { 'x-shopify-topic': 'orders/create' } : headers.topic ? { 'x-shopify-topic': headers.topic } : {}),
      ...(headers.eventId ? { 'x-shopify-event-id': headers.eventId } : {}),
      'x-shopify-hmac-sha256': headers.signature ?? signStoreBody(headers.secret ?? SECRET, body),
    },
  });
};

const pathOf = (webhookUrl: string): string => webhookUrl.slice(TEST_APP_URL.length);

const storeEvents = () =>
  t.ctx.db.selectFrom('events').select(['name', 'source', 'properties']).where('account_id', '=', owner.user.accountId).where('source', '=', 'shopify').orderBy('id').execute();

beforeAll(async () => {
  const response = await owner.browser.call(storeIntegrationRoutes.connect, { body: { shopDomain: 'My-Shop.myshopify.com', sharedSecret: SECRET, integrationVersion: 2 } });
  expect(response.status, response.text).toBe(200);
  connection = response.data;
});

describe('connecting a store', () => {
  it('answers the connection without its secret', async () => {
    expect(connection).toMatchObject({ platform: 'shopify', shopDomain: 'my-shop.myshopify.com', integrationVersion: 2, secretHint: '••••6789', lastEventOn: null });
    expect(connection.webhookUrl).toMatch(new RegExp(`^${TEST_APP_URL}/api/webhooks/store/[A-Za-z0-9_-]{43}$`));
    const read = (await owner.browser.call(storeIntegrationRoutes.getConnection, {})).data.connection;
    expect(read).toEqual(connection);
    expect(JSON.stringify(read)).not.toContain(SECRET);
  });

  it('refuses a short secret', async () => {
    const response = await owner.browser.call(storeIntegrationRoutes.connect, { body: { shopDomain: 'shop.example.com', sharedSecret: 'short' } });
    expect(response.status).toBe(400);
    expect(response.error.message).toBe(WebhookMessages.secretTooShort);
  });
});

describe('receiving store webhooks', () => {
  it('records the store events of a signed order, and the customer joins the store contacts list', async () => {
    const response = await deliver(pathOf(connection.webhookUrl), order(), { eventId: 'evt-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false, events: 2, note: null });
    expect(await storeEvents()).toEqual([
      { name: 'orderPlaced', source: 'shopify', properties: { orderValue: 54, totalOrderValue: 59, productNames: ['Linen shirt'], productCount: 2, skus: ['LS-M'] } },
      { name: 'productOrdered', source: 'shopify', properties: { productNames: ['Linen shirt'], quantity: 2, skus: ['LS-M'] } },
    ]);
    const contact = await t.ctx.db.selectFrom('contacts').select(['email', 'properties', 'source']).where('account_id', '=', owner.user.accountId).executeTakeFirstOrThrow();
    expect(contact).toEqual({ email: 'ada@example.com', properties: { firstName: 'Ada', lastName: 'Lovelace' }, source: 'shopify' });
    const lists = (await owner.browser.call(listRoutes.allRecipientLists, { query: {} })).data.data;
    const storeList = lists.find((list) => list.type === 'shopify');
    expect(storeList?.name).toBe('Store contacts');
    expect((await owner.browser.call(listRoutes.getList, { params: { id: storeList!.id } })).data.recipientsCount).toBe(1);
  });

  it('records nothing new for a replayed event id', async () => {
    const before = (await storeEvents()).length;
    const replay = await deliver(pathOf(connection.webhookUrl), order(), { eventId: 'evt-1' });
    expect(replay.json()).toEqual({ received: true, duplicate: true, events: 0, note: null });
    expect(await storeEvents()).toHaveLength(before);
  });

  it('answers 401 and records nothing for a bad signature, a wrong secret or an unknown address', async () => {
    const before = (await storeEvents()).length;
    const path = pathOf(connection.webhookUrl);
    for (const response of [
      await deliver(path, order(), { eventId: 'evt-2', signature: 'bm90IGEgc2lnbmF0dXJl' }),
      await deliver(path, order(), { eventId: 'evt-2', secret: 'another-secret-0123456789' }),
      await deliver(path, order(), { eventId: 'evt-2', signature: '' }),
      await deliver('/api/webhooks/store/unknown-token', order(), { eventId: 'evt-2' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
    expect(await storeEvents()).toHaveLength(before);
    const receipts = await t.ctx.db.selectFrom('store_webhook_receipts').select('event_id').where('account_id', '=', owner.user.accountId).execute();
    expect(receipts.map((receipt) => receipt.event_id)).toEqual(['evt-1']);
  });

  it('checks the signature over the exact bytes received', async () => {
    const body = JSON.stringify(order({ id: 1002 }));
    const spaced = body.replace('"id":1002', '"id": 1002');
    const response = await t.app.inject({
      method: 'POST',
      url: pathOf(connection.webhookUrl),
      payload: spaced,
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/cancelled', 'x-shopify-hmac-sha256': signStoreBody(SECRET, body) },
    });
    expect(response.statusCode).toBe(401);
    const signed = await t.app.inject({
      method: 'POST',
      url: pathOf(connection.webhookUrl),
      payload: spaced,
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/cancelled', 'x-shopify-hmac-sha256': signStoreBody(SECRET, spaced) },
    });
    expect(signed.json()).toMatchObject({ events: 1 });
  });

  it('maps cancellations with their reason, and keeps what it cannot use as a receipt with a note', async () => {
    await deliver(pathOf(connection.webhookUrl), order({ cancel_reason: 'fraud' }), { topic: 'orders/cancelled', eventId: 'evt-3' });
    expect((await storeEvents()).at(-1)).toMatchObject({ name: 'orderCancelled', properties: { cancelReason: 'fraud' } });
    const ignored = await deliver(pathOf(connection.webhookUrl), order(), { topic: 'customers/create', eventId: 'evt-4' });
    expect(ignored.json()).toMatchObject({ events: 0, note: StoreNotes.unknownTopic('customers/create') });

    const latest = (await owner.browser.call(storeIntegrationRoutes.latestEvents, {})).data.data;
    expect(latest[0]).toMatchObject({ eventId: 'evt-4', topic: 'customers/create', events: [], note: StoreNotes.unknownTopic('customers/create') });
    expect(latest.find((receipt) => receipt.eventId === 'evt-1')).toMatchObject({ email: 'ada@example.com', events: ['orderPlaced', 'productOrdered'], note: null });
    expect((await owner.browser.call(storeIntegrationRoutes.getConnection, {})).data.connection?.lastEventOn).not.toBeNull();
  });

  it('records nothing new for the same signed body under a new delivery id or none', async () => {
    const path = pathOf(connection.webhookUrl);
    const body = order({ id: 1002, created_at: '2026-03-03T09:00:00Z' });
    const first = await deliver(path, body, { eventId: 'evt-2' });
    expect(first.json()).toMatchObject({ duplicate: false, events: 2 });
    const before = (await storeEvents()).length;

    for (const replay of [await deliver(path, body, { eventId: 'evt-2-replayed' }), await deliver(path, body)]) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true, duplicate: true, events: 0, note: null });
    }
    expect(await storeEvents()).toHaveLength(before);

    // The same body under another topic is another event.
    const otherTopic = await deliver(path, body, { topic: 'orders/paid', eventId: 'evt-2-paid' });
    expect(otherTopic.json()).toMatchObject({ duplicate: false });
  });

  it('refuses the old address once the store is reconnected or disconnected', async () => {
    const reconnected = (await owner.browser.call(storeIntegrationRoutes.connect, { body: { shopDomain: 'my-shop.myshopify.com', sharedSecret: SECRET } })).data;
    expect(reconnected.webhookUrl).not.toBe(connection.webhookUrl);
    expect((await deliver(pathOf(connection.webhookUrl), order(), { eventId: 'evt-5' })).statusCode).toBe(401);
    expect((await deliver(pathOf(reconnected.webhookUrl), order(), { eventId: 'evt-5' })).statusCode).toBe(200);

    expect((await owner.browser.call(storeIntegrationRoutes.disconnect, {})).status).toBe(200);
    expect((await deliver(pathOf(reconnected.webhookUrl), order(), { eventId: 'evt-6' })).statusCode).toBe(401);
    expect((await owner.browser.call(storeIntegrationRoutes.getConnection, {})).data.connection).toBeNull();
    expect((await owner.browser.call(storeIntegrationRoutes.disconnect, {})).status).toBe(404);
  });
});
