import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Contacts sampled for common property values: the newest ones, enough to see what is typical. */
export const VALUE_SAMPLE_CONTACTS = 20_000;
/** Common values kept per property. */
export const VALUES_PER_PROPERTY = 40;
/** Properties whose values are personal rather than categories, never offered as vocabulary. */
const PERSONAL_KEYS = ['email', 'firstName', 'lastName', 'phone'];

/** The most common text values of each contact property among the newest contacts, most common first. */
export const commonPropertyValues = async (db: Db, accountId: string): Promise<Map<string, string[]>> => {
  const rows = await sql<{ key: string; value: string }>`
    with sample as (
      select properties from contacts
      where account_id = ${accountId} and archived_at is null
      order by id desc limit ${VALUE_SAMPLE_CONTACTS}
    ), counted as (
      select p.key, p.value, count(*) as n
      from sample cross join lateral jsonb_each_text(sample.properties) p
      where jsonb_typeof(sample.properties -> p.key) = 'string' and length(p.value) between 1 and 60
        and p.key <> all(${PERSONAL_KEYS}::text[])
      group by p.key, p.value
      having count(*) >= 2
    ), ranked as (
      select key, value, row_number() over (partition by key order by n desc, value) as rank from counted
    )
    select key, value from ranked where rank <= ${VALUES_PER_PROPERTY} order by key, rank`.execute(db);
  const values = new Map<string, string[]>();
  for (const row of rows.rows) values.set(row.key, [...(values.get(row.key) ?? []), row.value]);
  return values;
};

/** Live lists and segments (not archived), newest first. */
export const liveLists = (db: Db, accountId: string) =>
  db
    .selectFrom('lists')
    .select(['id', 'name', 'type'])
    .where('account_id', '=', accountId)
    .where('archived_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Campaigns not archived, the most recently sent first (unsent ones before them). */
export const liveCampaigns = (db: Db, accountId: string) =>
  db
    .selectFrom('campaigns')
    .select(['id', 'name', 'campaign_type as campaignType'])
    .where('account_id', '=', accountId)
    .where('is_archived', '=', false)
    .orderBy(sql`sent_at desc nulls first`)
    .orderBy('id', 'desc')
    .execute();

export const allEventDefinitions = (db: Db, accountId: string) =>
  db
    .selectFrom('event_definitions')
    .select(['name', 'source', 'properties'])
    .where('account_id', '=', accountId)
    .orderBy('source')
    .orderBy(sql`lower(name)`)
    .execute();

export const allSenders = (db: Db, accountId: string) =>
  db
    .selectFrom('senders')
    .select(['id', 'email', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();

export const allForms = (db: Db, accountId: string) =>
  db
    .selectFrom('forms')
    .select(['id', 'app_name as appName', 'form_name as name'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
