import { sql } from 'kysely';
import type { ContactPropertyType } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { PropertyValue } from '../contacts/contacts.tables';

/**
 * SQL of the public API. Every batch is a handful of set-based statements (arrays or one JSON document
 * per statement), never a round trip per item.
 */

export interface ContactRef {
  id: number;
  key: string;
  isUnsubscribed: boolean;
  isBlocked: boolean;
  archived: boolean;
}

/** Contacts of the account among these lower-cased e-mails. */
export const contactsByEmailKey = async (db: Db, accountId: string, keys: readonly string[]): Promise<ContactRef[]> => {
  if (keys.length === 0) return [];
  const result = await sql<ContactRef>`
    select id, lower(email) as key, is_unsubscribed as "isUnsubscribed", is_blocked as "isBlocked", archived_at is not null as archived
    from contacts where account_id = ${accountId} and lower(email) = any(${keys}::text[])`.execute(db);
  return result.rows;
};

/** The properties of the account's contacts with these lower-cased e-mails, by that key. */
export const contactPropertiesByEmailKey = async (
  db: Db,
  accountId: string,
  keys: readonly string[],
): Promise<Map<string, { id: number; properties: Record<string, PropertyValue> }>> => {
  if (keys.length === 0) return new Map();
  const result = await sql<{ id: number; key: string; properties: Record<string, PropertyValue> }>`
    select id, lower(email) as key, properties from contacts where account_id = ${accountId} and lower(email) = any(${keys}::text[])`.execute(db);
  return new Map(result.rows.map((row) => [row.key, { id: Number(row.id), properties: row.properties }]));
};

export const findContactIdByEmail = async (db: Db, accountId: string, email: string): Promise<number | undefined> => {
  const result = await sql<{ id: number }>`select id from contacts where account_id = ${accountId} and lower(email) = ${email.trim().toLowerCase()}`.execute(db);
  return result.rows[0]?.id;
};

/**
 * Creates or updates contacts by e-mail: properties merge over the contact's, and a null value removes the
 * key. Answers each contact's id by its lower-cased e-mail and whether it is new.
 */
export const upsertContactRows = async (
  db: Db,
  accountId: string,
  source: string,
  rows: readonly { email: string; properties: Record<string, PropertyValue> }[],
): Promise<{ id: number; key: string; created: boolean }[]> => {
  if (rows.length === 0) return [];
  const input = rows.map((row) => ({
    email: row.email,
    properties: Object.fromEntries(Object.entries(row.properties).filter(([, value]) => value !== null)),
    removed: Object.keys(row.properties).filter((key) => row.properties[key] === null),
  }));
  const result = await sql<{ id: number; key: string; created: boolean }>`
    insert into contacts (account_id, email, properties, source)
    select ${accountId}, r.email, r.properties, ${source}
    from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as r(email text, properties jsonb)
    on conflict (account_id, lower(email)) do update
      set properties = contacts.properties || excluded.properties, updated_at = now()
    returning id, lower(email) as key, (xmax = 0) as created`.execute(db);
  const removals = input.filter((row) => row.removed.length > 0);
  if (removals.length > 0) {
    await sql`
      update contacts c set properties = c.properties - r.removed
      from jsonb_to_recordset(${JSON.stringify(removals.map((row) => ({ key: row.email.toLowerCase(), removed: row.removed })))}::jsonb) as r(key text, removed text[])
      where c.account_id = ${accountId} and lower(c.email) = r.key`.execute(db);
  }
  return result.rows;
};

/** New subscribed contacts for e-mails that have none; one raced in by another call is answered too. */
export const createContactsByEmail = async (db: Db, accountId: string, source: string, emails: readonly string[]): Promise<{ id: number; key: string }[]> => {
  if (emails.length === 0) return [];
  const result = await sql<{ id: number; key: string }>`
    insert into contacts (account_id, email, source)
    select ${accountId}, e, ${source} from unnest(${emails}::text[]) e
    on conflict (account_id, lower(email)) do update set email = contacts.email
    returning id, lower(email) as key`.execute(db);
  return result.rows;
};

export const countLiveContacts = async (db: Db, accountId: string): Promise<number> => {
  const result = await sql<{ count: number }>`select count(*)::int as count from contacts where account_id = ${accountId} and archived_at is null`.execute(db);
  return result.rows[0]?.count ?? 0;
};

export const accountLimits = async (db: Db, accountId: string) => {
  const row = await db.selectFrom('accounts').select(['settings', 'contacts_allocated as contactsAllocated']).where('id', '=', accountId).executeTakeFirstOrThrow();
  return row;
};

/** Contact properties the API met first, with the type of their first value. */
export const registerContactProperties = async (db: Db, accountId: string, properties: readonly { key: string; type: ContactPropertyType }[]): Promise<void> => {
  if (properties.length === 0) return;
  await db
    .insertInto('contact_properties')
    .values(properties.map((property) => ({ account_id: accountId, key: property.key, type: property.type, source_type: 'api' })))
    .onConflict((conflict) => conflict.columns(['account_id', 'key']).doNothing())
    .execute();
};

export const setContactsFlag = async (db: Db, accountId: string, contactIds: readonly number[], flag: 'is_unsubscribed' | 'is_blocked'): Promise<number[]> => {
  if (contactIds.length === 0) return [];
  const column = sql.ref(flag);
  const result = await sql<{ id: number }>`
    update contacts set ${column} = true, updated_at = now()
    where account_id = ${accountId} and id = any(${contactIds}::bigint[]) and not ${column}
    returning id`.execute(db);
  return result.rows.map((row) => row.id);
};

export const findListForMembers = (db: Db, accountId: string, listId: number) =>
  db.selectFrom('lists').select(['id', 'type', 'archived_at as archivedAt']).where('account_id', '=', accountId).where('id', '=', listId).executeTakeFirst();

export const listsForMembers = (db: Db, accountId: string, listIds: readonly number[]) =>
  listIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('lists').select(['id', 'type', 'archived_at as archivedAt']).where('account_id', '=', accountId).where('id', 'in', listIds).execute();

/**
 * Adds (list, contact) pairs that are not members yet; each list's count grows by its new live members.
 * Answers the pairs added.
 */
export const addListMembers = async (db: Db, accountId: string, pairs: readonly { listId: number; contactId: number }[]): Promise<{ listId: number; contactId: number }[]> => {
  if (pairs.length === 0) return [];
  const result = await sql<{ listId: number; contactId: number }>`
    with added as (
      insert into list_members (account_id, list_id, contact_id)
      select ${accountId}, p.l, p.c from jsonb_to_recordset(${JSON.stringify(pairs.map((pair) => ({ l: pair.listId, c: pair.contactId })))}::jsonb) as p(l bigint, c bigint)
      on conflict do nothing
      returning list_id, contact_id
    ), counted as (
      update lists l set recipients_count = l.recipients_count + n.live, updated_at = now()
      from (
        select a.list_id, count(*) filter (where c.archived_at is null)::int as live
        from added a join contacts c on c.account_id = ${accountId} and c.id = a.contact_id
        group by a.list_id
      ) n
      where l.account_id = ${accountId} and l.id = n.list_id
    )
    select list_id as "listId", contact_id as "contactId" from added`.execute(db);
  return result.rows;
};

/**
 * Removes the contacts from the list; its count drops by the live ones. Answers the contacts removed, with
 * when each had joined (their contact history keeps it).
 */
export const removeListMembers = async (db: Db, accountId: string, listId: number, contactIds: readonly number[]): Promise<{ contactId: number; addedAt: Date }[]> => {
  if (contactIds.length === 0) return [];
  const result = await sql<{ contactId: number; addedAt: Date }>`
    with removed as (
      delete from list_members
      where account_id = ${accountId} and list_id = ${listId} and contact_id = any(${contactIds}::bigint[])
      returning contact_id, added_at
    ), counted as (
      update lists l set recipients_count = greatest(0, l.recipients_count - (
        select count(*)::int from removed r join contacts c on c.account_id = ${accountId} and c.id = r.contact_id where c.archived_at is null
      )), updated_at = now()
      where l.account_id = ${accountId} and l.id = ${listId}
    )
    select contact_id as "contactId", added_at as "addedAt" from removed`.execute(db);
  return result.rows;
};

export interface EventRow {
  contactId: number;
  name: string;
  occurredAt: string;
  properties: Record<string, unknown>;
}

/** One statement for the whole batch. */
export const insertEventRows = async (db: Db, accountId: string, source: 'custom' | 'shopify', rows: readonly EventRow[]): Promise<number> => {
  if (rows.length === 0) return 0;
  const result = await sql`
    insert into events (account_id, contact_id, name, source, occurred_at, properties)
    select ${accountId}, r.c, r.n, ${source}, r.t, r.p
    from jsonb_to_recordset(${JSON.stringify(rows.map((row) => ({ c: row.contactId, n: row.name, t: row.occurredAt, p: row.properties })))}::jsonb)
      as r(c bigint, n text, t timestamptz, p jsonb)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
};

export const eventDefinitionsNamed = (db: Db, accountId: string, names: readonly string[]) =>
  names.length === 0
    ? Promise.resolve([])
    : db.selectFrom('event_definitions').select(['name', 'source', 'properties']).where('account_id', '=', accountId).where('name', 'in', names).execute();

/**
 * Adds event names and property types for the segment builder: a new name gets a definition, a known one
 * gains the properties it did not have; a type once registered is kept.
 */
export const upsertEventDefinitions = async (
  db: Db,
  accountId: string,
  source: 'custom' | 'shopify',
  definitions: ReadonlyMap<string, Record<string, ContactPropertyType>>,
): Promise<void> => {
  if (definitions.size === 0) return;
  await sql`
    insert into event_definitions (account_id, name, source, properties)
    select ${accountId}, d.key, ${source}, d.value from jsonb_each(${JSON.stringify(Object.fromEntries(definitions))}::jsonb) d
    order by d.key
    on conflict (account_id, name) do update
      set properties = excluded.properties || event_definitions.properties, updated_at = now()
      where event_definitions.source = excluded.source
        and not event_definitions.properties ?& array(select jsonb_object_keys(excluded.properties))`.execute(db);
};

/**
 * Counts `events` more custom events this UTC month unless that passes `limit`; false (and nothing counted)
 * when it would. Run last in the batch's transaction: the month's row stays locked only until commit.
 */
export const countClientEvents = async (db: Db, accountId: string, events: number, limit: number): Promise<boolean> => {
  if (events > limit) return false;
  const result = await sql<{ events: number }>`
    insert into client_event_usage as u (account_id, month, events)
    values (${accountId}, date_trunc('month', now() at time zone 'UTC')::date, ${events})
    on conflict (account_id, month) do update set events = u.events + excluded.events
      where u.events + excluded.events <= ${limit}
    returning events`.execute(db);
  return result.rows.length > 0;
};
