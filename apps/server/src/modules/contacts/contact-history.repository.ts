import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { afterFeedPosition, feedInstant, type FeedQuery } from '../../db/keyset';
import type { ContactChangeVia, ContactHistoryKind } from './contacts.tables';

/**
 * The contact_history table (migration 0017): what happened to contacts that leaves no row elsewhere. Each
 * write is one statement for any number of contacts, run in the transaction of the change it records.
 */

type StatusKind = Extract<ContactHistoryKind, 'subscribed' | 'unsubscribed' | 'blocked' | 'unblocked'>;

export const recordStatusChanges = async (
  db: Db,
  accountId: string,
  contactIds: readonly number[],
  kind: StatusKind,
  via: ContactChangeVia,
): Promise<void> => {
  if (contactIds.length === 0) return;
  await sql`insert into contact_history (account_id, contact_id, kind, details)
    select ${accountId}, id, ${kind}, ${JSON.stringify({ via })}::jsonb from unnest(${contactIds}::bigint[]) id`.execute(
    db,
  );
};

/** Contacts taken out of a list, with when each had joined it: its membership row is gone. */
export const recordListRemovals = async (
  db: Db,
  accountId: string,
  listId: number,
  removed: readonly { contactId: number; addedAt: Date }[],
  via: ContactChangeVia,
): Promise<void> => {
  if (removed.length === 0) return;
  await sql`insert into contact_history (account_id, contact_id, kind, list_id, list_name, list_added_at, details)
    select ${accountId}, r.c, 'listRemoved', l.id, l.name, r.a, ${JSON.stringify({ via })}::jsonb
    from jsonb_to_recordset(${JSON.stringify(removed.map((row) => ({ c: row.contactId, a: row.addedAt })))}::jsonb) as r(c bigint, a timestamptz)
    join lists l on l.account_id = ${accountId} and l.id = ${listId}`.execute(db);
};

/**
 * A data-changing statement's part that records the contacts of `changed` (a CTE with their ids as `id`) as
 * archived or restored together with a list, named as it is now.
 */
export const listHistory = (
  accountId: string,
  listId: number,
  kind: 'archived' | 'restored',
  changed: RawBuilder<unknown>,
): RawBuilder<unknown> =>
  sql`insert into contact_history (account_id, contact_id, kind, list_id, list_name, details)
    select ${accountId}, x.id, ${kind}, l.id, l.name, '{"via": "list"}'::jsonb
    from ${changed} x join lists l on l.account_id = ${accountId} and l.id = ${listId}`;

/** Contacts whose properties an import or an API call changed, each with the keys whose value changed. */
export const recordPropertyChanges = async (
  db: Db,
  accountId: string,
  changes: readonly { contactId: number; keys: string[] }[],
  via: ContactChangeVia,
): Promise<void> => {
  if (changes.length === 0) return;
  await sql`insert into contact_history (account_id, contact_id, kind, details)
    select ${accountId}, r.c, 'propertiesChanged', jsonb_build_object('keys', r.k, 'via', ${via}::text)
    from jsonb_to_recordset(${JSON.stringify(changes.map((change) => ({ c: change.contactId, k: change.keys })))}::jsonb) as r(c bigint, k jsonb)`.execute(
    db,
  );
};

export const recordContactChange = async (
  db: Db,
  accountId: string,
  contactId: number,
  kind: Extract<ContactHistoryKind, 'propertiesChanged' | 'archived' | 'restored'>,
  details: Record<string, unknown>,
): Promise<void> => {
  await db
    .insertInto('contact_history')
    .values({ account_id: accountId, contact_id: contactId, kind, details: JSON.stringify(details) })
    .execute();
};

export interface HistoryFeedRow {
  id: number;
  at: string;
  kind: ContactHistoryKind;
  listName: string | null;
  listId: number | null;
  details: Record<string, unknown>;
}

/** A contact's history rows for its timeline (see db/keyset). */
export const historyFeedOfContact = async (
  db: Db,
  accountId: string,
  contactId: number,
  feed: FeedQuery,
): Promise<HistoryFeedRow[]> => {
  const result = await sql<HistoryFeedRow>`
    select id, ${feedInstant(sql`occurred_at`)} as at, kind, list_name as "listName", list_id as "listId", details
    from contact_history where account_id = ${accountId} and contact_id = ${contactId}
      and ${afterFeedPosition(feed.source, feed.after, sql`occurred_at`, sql`id`)}
    order by occurred_at desc, id desc limit ${feed.limit}`.execute(db);
  return result.rows;
};

/** When the contact had joined the lists it was later taken out of, for its timeline. */
export const pastMembershipFeedOfContact = async (
  db: Db,
  accountId: string,
  contactId: number,
  feed: FeedQuery,
) => {
  const result = await sql<{
    id: number;
    at: string;
    addedAt: Date;
    listId: number | null;
    listName: string | null;
  }>`
    select id, ${feedInstant(sql`list_added_at`)} as at, list_added_at as "addedAt", list_id as "listId", list_name as "listName"
    from contact_history where account_id = ${accountId} and contact_id = ${contactId} and kind = 'listRemoved'
      and ${afterFeedPosition(feed.source, feed.after, sql`list_added_at`, sql`id`)}
    order by list_added_at desc, id desc limit ${feed.limit}`.execute(db);
  return result.rows;
};

/** Forgets the history of a contact deleted for good. */
export const deleteHistoryOfContact = async (db: Db, accountId: string, contactId: number): Promise<void> => {
  await db.deleteFrom('contact_history').where('account_id', '=', accountId).where('contact_id', '=', contactId).execute();
};
