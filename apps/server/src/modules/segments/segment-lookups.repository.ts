import { sql } from 'kysely';
import { STORE_VALUES_LIMIT, type ContactPropertyType } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { containsFolded } from '../../db/fold-case';
import { STORE_EVENT_NAMES } from './store-event-catalogue';

export const campaignOptions = (db: Db, accountId: string) =>
  db
    .selectFrom('campaigns')
    .select([
      'id',
      'name',
      'status',
      'is_archived as isArchived',
      'campaign_type as campaignType',
      'sent_at as sentAt',
    ])
    .where('account_id', '=', accountId)
    .orderBy(sql`sent_at desc nulls first`)
    .orderBy('id', 'desc')
    .execute();

export const findCampaign = (db: Db, accountId: string, campaignId: number) =>
  db
    .selectFrom('campaigns')
    .select(['id', 'campaign_type as campaignType'])
    .where('account_id', '=', accountId)
    .where('id', '=', campaignId)
    .executeTakeFirst();

export const clickedLinksOfCampaign = async (
  db: Db,
  accountId: string,
  campaignId: number,
): Promise<string[]> => {
  const rows = await sql<{ link: string }>`
    select distinct link from email_activity
    where account_id = ${accountId} and campaign_id = ${campaignId} and kind = 'clicked' and link is not null
    order by link limit ${STORE_VALUES_LIMIT}`.execute(db);
  return rows.rows.map((row) => row.link);
};

export const formApps = async (db: Db, accountId: string): Promise<string[]> => {
  const rows = await sql<{ appName: string }>`
    select app_name as "appName" from forms where account_id = ${accountId}
    union
    select distinct app_name from form_submissions where account_id = ${accountId}
    order by 1`.execute(db);
  return rows.rows.map((row) => row.appName);
};

export const formsOfApp = (db: Db, accountId: string, appName: string) =>
  db
    .selectFrom('forms')
    .select(['id', 'form_name as formName', 'status'])
    .where('account_id', '=', accountId)
    .where('app_name', '=', appName)
    .orderBy(sql`lower(form_name)`)
    .orderBy('id')
    .execute();

export const eventDefinitions = (db: Db, accountId: string, source: 'custom' | 'shopify') =>
  db
    .selectFrom('event_definitions')
    .select(['name', 'properties'])
    .where('account_id', '=', accountId)
    .where('source', '=', source)
    .orderBy(sql`lower(name)`)
    .execute();

/**
 * Learns each custom event's property types from the events received: a property takes the type most of
 * its values have (text shaped like YYYY-MM-DD counts as a date). Names seen only in events get a
 * definition; learned types replace older ones, properties no longer seen are kept.
 */
export const relearnCustomEventProperties = async (db: Db, accountId: string): Promise<void> => {
  await sql`
    with seen as (
      select e.name, p.key,
        case jsonb_typeof(p.value)
          when 'number' then 'number'
          when 'boolean' then 'boolean'
          when 'string' then case when p.value #>> '{}' ~ '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' then 'date' else 'string' end
          else 'string'
        end as type,
        count(*) as uses
      from events e cross join lateral jsonb_each(e.properties) p
      where e.account_id = ${accountId} and e.source = 'custom'
      group by 1, 2, 3
    ),
    ranked as (
      select distinct on (name, key) name, key, type from seen order by name, key, uses desc, type
    ),
    names as (
      select distinct name from events where account_id = ${accountId} and source = 'custom'
    ),
    learned as (
      select n.name, coalesce(jsonb_object_agg(r.key, r.type) filter (where r.key is not null), '{}'::jsonb) as properties
      from names n left join ranked r on r.name = n.name
      group by n.name
    )
    insert into event_definitions (account_id, name, source, properties)
    select ${accountId}, name, 'custom', properties from learned
    on conflict (account_id, name) do update
      set properties = event_definitions.properties || excluded.properties, updated_at = now()
      where event_definitions.source = 'custom'`.execute(db);
};

export const hasStoreData = async (db: Db, accountId: string): Promise<boolean> => {
  const row = await sql<{ found: boolean }>`
    select exists (select 1 from event_definitions where account_id = ${accountId} and source = 'shopify')
      or exists (select 1 from events where account_id = ${accountId} and name = any(${STORE_EVENT_NAMES}::text[]) and source = 'shopify')
      or exists (select 1 from lists where account_id = ${accountId} and type in ('shopify', 'dynamic-shopify')) as found`.execute(
    db,
  );
  return row.rows[0]?.found ?? false;
};

/**
 * Distinct values of one property across the account's store events, whether the property holds one
 * value or a list of them. The property key is a parameter.
 */
export const storePropertyValues = async (
  db: Db,
  accountId: string,
  property: string,
  search: string | undefined,
): Promise<string[]> => {
  const matches = search ? containsFolded(sql`t.value`, search) : sql`true`;
  const rows = await sql<{ value: string }>`
    select distinct t.value
    from events e
    cross join lateral jsonb_array_elements_text(
      case jsonb_typeof(e.properties -> ${property})
        when 'array' then e.properties -> ${property}
        when 'string' then jsonb_build_array(e.properties -> ${property})
        when 'number' then jsonb_build_array(e.properties -> ${property})
        else '[]'::jsonb
      end) as t(value)
    where e.account_id = ${accountId} and e.name = any(${STORE_EVENT_NAMES}::text[]) and e.source = 'shopify'
      and e.properties ? ${property}
      and t.value <> '' and ${matches}
    order by t.value
    limit ${STORE_VALUES_LIMIT}`.execute(db);
  return rows.rows.map((row) => row.value);
};

export const activeEmailTypes = (db: Db, accountId: string) =>
  db
    .selectFrom('email_types')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('is_active', '=', true)
    .orderBy(sql`lower(name)`)
    .execute();

export type EventPropertyTypes = Record<string, ContactPropertyType>;
