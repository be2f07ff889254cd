import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface StoreConnectionRow {
  id: number;
  shopDomain: string;
  integrationVersion: 1 | 2;
  webhookToken: string;
  sharedSecret: string;
  listId: number | null;
  createdAt: Date;
  lastEventAt: Date | null;
  sealedAdminToken: string | null;
}

const columns = [
  'id',
  'shop_domain as shopDomain',
  'integration_version as integrationVersion',
  'webhook_token as webhookToken',
  'shared_secret as sharedSecret',
  'list_id as listId',
  'created_at as createdAt',
  'last_event_at as lastEventAt',
  'admin_access_token as sealedAdminToken',
] as const;

export const liveStoreConnection = (db: Db, accountId: string): Promise<StoreConnectionRow | undefined> =>
  db.selectFrom('store_connections').select(columns).where('account_id', '=', accountId).where('disconnected_at', 'is', null).executeTakeFirst();

/** The live connection a webhook address names; the address alone names an account, it proves nothing. */
export const storeConnectionByToken = (db: Db, token: string) =>
  db.selectFrom('store_connections').select(['account_id as accountId', ...columns]).where('webhook_token', '=', token).where('disconnected_at', 'is', null).executeTakeFirst();

/** The live connections of a shop, newest first: a store may be connected to more than one account over time. */
export const storeConnectionByShopDomain = (db: Db, shopDomain: string) =>
  db
    .selectFrom('store_connections')
    .select(['account_id as accountId', ...columns])
    .where('shop_domain', '=', shopDomain.trim().toLowerCase())
    .where('disconnected_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();

export const storeConnectionById = (db: Db, accountId: string, connectionId: number): Promise<StoreConnectionRow | undefined> =>
  db.selectFrom('store_connections').select(columns).where('account_id', '=', accountId).where('id', '=', connectionId).executeTakeFirst();

export const insertStoreConnection = (
  db: Db,
  connection: { accountId: string; shopDomain: string; integrationVersion: 1 | 2; webhookToken: string; sharedSecret: string; listId: number; sealedAdminToken: string | null },
): Promise<StoreConnectionRow> =>
  db
    .insertInto('store_connections')
    .values({
      account_id: connection.accountId,
      shop_domain: connection.shopDomain,
      integration_version: connection.integrationVersion,
      webhook_token: connection.webhookToken,
      shared_secret: connection.sharedSecret,
      list_id: connection.listId,
      admin_access_token: connection.sealedAdminToken,
      last_event_at: null,
      disconnected_at: null,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();

export const disconnectStoreConnections = async (db: Db, accountId: string): Promise<number> => {
  const result = await db.updateTable('store_connections').set({ disconnected_at: new Date() }).where('account_id', '=', accountId).where('disconnected_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** The account's store contacts list, if it has one. */
export const storeListOf = async (db: Db, accountId: string): Promise<number | undefined> =>
  (await db.selectFrom('lists').select('id').where('account_id', '=', accountId).where('type', '=', 'shopify').where('archived_at', 'is', null).orderBy('id').executeTakeFirst())?.id;

/** Takes a webhook delivery by its id and by its topic and body: false when either was received before (a replay). */
export const claimStoreReceipt = async (
  db: Db,
  receipt: { accountId: string; connectionId: number; eventId: string; topic: string; bodySha256: Buffer },
): Promise<boolean> => {
  const result = await db
    .insertInto('store_webhook_receipts')
    .values({
      account_id: receipt.accountId,
      connection_id: receipt.connectionId,
      event_id: receipt.eventId,
      topic: receipt.topic,
      body_sha256: receipt.bodySha256,
      email: null,
      note: null,
    })
    // No target: a clash on the delivery id or on the topic and body both mean a replay.
    .onConflict((conflict) => conflict.doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return result !== undefined;
};

export const completeStoreReceipt = async (
  db: Db,
  receipt: { accountId: string; connectionId: number; eventId: string; email: string | null; events: string[]; note: string | null },
): Promise<void> => {
  await db
    .updateTable('store_webhook_receipts')
    .set({ email: receipt.email, events: receipt.events, note: receipt.note })
    .where('account_id', '=', receipt.accountId)
    .where('connection_id', '=', receipt.connectionId)
    .where('event_id', '=', receipt.eventId)
    .execute();
  await db.updateTable('store_connections').set({ last_event_at: new Date() }).where('account_id', '=', receipt.accountId).where('id', '=', receipt.connectionId).execute();
};

export const latestStoreReceipts = (db: Db, accountId: string, limit: number) =>
  db
    .selectFrom('store_webhook_receipts')
    .select(['event_id as eventId', 'topic', 'email', 'events', 'note', 'received_at as receivedAt'])
    .where('account_id', '=', accountId)
    .orderBy('received_at', 'desc')
    .limit(limit)
    .execute();

/** A store customer as a contact: the store's names fill properties the contact does not have yet. */
export const upsertStoreContact = async (db: Db, accountId: string, email: string, properties: Record<string, string | null>): Promise<{ id: number; created: boolean }> => {
  const result = await sql<{ id: number; created: boolean }>`
    insert into contacts (account_id, email, properties, source)
    values (${accountId}, ${email}, jsonb_strip_nulls(${JSON.stringify(properties)}::jsonb), 'shopify')
    on conflict (account_id, lower(email)) do update
      set properties = excluded.properties || contacts.properties, updated_at = now()
    returning id, (xmax = 0) as created`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('upsert of a store contact answered no row');
  return row;
};
