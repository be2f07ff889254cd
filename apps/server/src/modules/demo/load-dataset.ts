import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  DATASET_FILES,
  EMAIL_ACTIVITY_COLUMNS,
  FORM_SUBMISSION_COLUMNS,
  LIST_MEMBER_COLUMNS,
} from './dataset/dataset-files';
import {
  contactColumns,
  DatasetLoadError,
  readDatasetIndex,
  type DatasetIndex,
} from './dataset/read-dataset';

export { DatasetLoadError } from './dataset/read-dataset';

export interface LoadSummary {
  contacts: number;
  lists: number;
  listMembers: number;
  campaigns: number;
  emailActivity: number;
  engagementDays: number;
  events: number;
  formSubmissions: number;
  journeys: number;
  /** Milliseconds per step, in order. */
  timings: Record<string, number>;
}

export interface LoadOptions {
  log?: (line: string) => void;
  /** The account's timezone, whose days the engagement counters keep; UTC unless given. */
  timezone?: string;
}

const SQL_TYPE = { string: 'text', number: 'numeric', boolean: 'boolean', date: 'date' } as const;

/**
 * Loads a dataset written by the generator into one account, in one transaction: a failure anywhere (a
 * corrupt file, a row pointing at nothing, counts that disagree with the manifest) leaves no row behind.
 *
 * Files stream into temporary staging tables with COPY, then move to the real tables with the account id
 * and real ids. Contacts get a block of consecutive ids reserved up front, so contact i is simply
 * `first id + i` everywhere and the big files need no join on contacts: rows reach the tables in file
 * order (contact by contact), which keeps the index inserts close together. Meant for a fresh account:
 * list names and emails must not exist in it yet.
 */
export const loadDataset = async (
  pool: pg.Pool,
  dir: string,
  accountId: string,
  options: LoadOptions = {},
): Promise<LoadSummary> => {
  const data = await readDatasetIndex(dir);
  const client = await pool.connect();
  try {
    return await new DatasetLoad(client, data, accountId, options.log ?? (() => {}), options.timezone ?? 'UTC').run();
  } finally {
    // Closed rather than returned to the pool: staging settings and temporary objects go with it.
    client.release(true);
  }
};

class DatasetLoad {
  private readonly timings: Record<string, number> = {};
  private firstContactId = 0;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly data: DatasetIndex,
    private readonly accountId: string,
    private readonly log: (line: string) => void,
    private readonly timezone: string,
  ) {}

  async run(): Promise<LoadSummary> {
    const { counts } = this.data.manifest;
    // Big staging tables at a million contacts; the session ends with the load, so nothing leaks.
    await this.client.query(`set temp_buffers = '256MB'`).catch(() => undefined);
    this.firstContactId = await this.step('reserve contact ids', () =>
      this.reserveIds('contacts', counts.contacts),
    );
    await this.client.query('begin');
    try {
      await this.client.query(`set local work_mem = '256MB'`);
      await this.step('senders', () => this.loadSenders());
      const lists = await this.step('lists', () => this.loadLists());
      const campaigns = await this.step('campaigns', () => this.loadCampaigns());
      const contacts = await this.step('contacts', () => this.loadContacts());
      const listMembers = await this.step('list members', () => this.loadListMembers());
      const emailActivity = await this.step('email activity', () => this.loadEmailActivity());
      const engagementDays = await this.step('engagement counters', () => this.loadEngagementCounters());
      const events = await this.step('events', () => this.loadEvents());
      const formSubmissions = await this.step('forms', () => this.loadForms());
      const journeys = await this.step('journeys', () => this.loadJourneys());
      await this.step('list counts', () => this.countListMembers());
      await this.step('commit', () => this.client.query('commit'));
      await this.step('analyze', () => this.analyze());
      return {
        contacts,
        lists,
        listMembers,
        campaigns,
        emailActivity,
        engagementDays,
        events,
        formSubmissions,
        journeys,
        timings: this.timings,
      };
    } catch (error) {
      await this.client.query('rollback').catch(() => undefined);
      throw error;
    }
  }

  private async step<T>(name: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } catch (error) {
      if (error instanceof DatasetLoadError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      const hint = isUniqueViolation(error) ? ' (a dataset is loaded into a fresh account)' : '';
      throw new DatasetLoadError(`Loading ${name} failed: ${message}${hint}`, { cause: error });
    } finally {
      this.timings[name] = Math.round(performance.now() - started);
      this.log(`${name}: ${this.timings[name]} ms`);
    }
  }

  private async query(text: string, values: unknown[] = []): Promise<number> {
    return (await this.client.query(text, values)).rowCount ?? 0;
  }

  private async copy(file: string, statement: string, expected: number): Promise<void> {
    const target = copyFrom(statement);
    await pipeline(createReadStream(join(this.data.dir, file)), this.client.query(target));
    expectRows(file, target.rowCount, expected);
  }

  private async sequenceOf(table: string): Promise<string> {
    const result = await this.client.query<{ name: string | null }>(
      `select pg_get_serial_sequence($1, 'id') as name`,
      [table],
    );
    const name = result.rows[0]?.name;
    if (!name) throw new Error(`${table} has no id sequence`);
    return name;
  }

  /**
   * Takes `count` consecutive ids of `table` in a short transaction of its own. While the lock is held no
   * one can insert into the table, so no one else draws from its sequence between nextval and setval.
   */
  private async reserveIds(table: 'contacts', count: number): Promise<number> {
    const sequence = await this.sequenceOf(table);
    await this.client.query('begin');
    try {
      const settings = await this.client.query<{ increment: string; cache: string }>(
        `select increment_by::text as increment, cache_size::text as cache from pg_sequences where format('%I.%I', schemaname, sequencename) = $1`,
        [sequence],
      );
      if (settings.rows[0]?.increment !== '1' || settings.rows[0].cache !== '1')
        throw new Error(`${sequence} must count up by 1 without caching`);
      await this.client.query(`lock table ${table} in share row exclusive mode`);
      const first = await this.client.query<{ id: string }>(`select nextval($1::regclass)::text as id`, [
        sequence,
      ]);
      const firstId = Number(first.rows[0]?.id);
      if (count > 1)
        await this.client.query(`select setval($1::regclass, $2::bigint)`, [sequence, firstId + count - 1]);
      await this.client.query('commit');
      return firstId;
    } catch (error) {
      await this.client.query('rollback').catch(() => undefined);
      throw error;
    }
  }

  /** A small JSON array staged with each item's position and a new id of `table`. */
  private async stageJson(stage: string, table: string, items: unknown[]): Promise<void> {
    await this.query(
      `create temp table ${stage} on commit drop as
       select (j.ord - 1)::int as idx, nextval($2::regclass) as id, j.doc
       from jsonb_array_elements($1::jsonb) with ordinality as j(doc, ord)`,
      [JSON.stringify(items), await this.sequenceOf(table)],
    );
  }

  /** A staging column holding an index into a file of `count` rows; COPY rejects a row pointing elsewhere. */
  private indexColumn(name: string, count: number): string {
    return `${name} int not null check (${name} >= 0 and ${name} < ${Math.trunc(count)})`;
  }

  private async loadSenders(): Promise<number> {
    await this.stageJson('stg_senders', 'senders', this.data.senders);
    return this.query(
      `insert into senders (account_id, id, email, name) overriding system value
       select $1, id, doc->>'email', doc->>'name' from stg_senders`,
      [this.accountId],
    );
  }

  private async loadLists(): Promise<number> {
    await this.stageJson('stg_lists', 'lists', this.data.lists);
    return this.query(
      `insert into lists (account_id, id, name, type, source, is_ai_generated, definition, archived_at, created_at, updated_at) overriding system value
       select $1, id, doc->>'name', doc->>'type', doc->>'source', (doc->>'isAIGenerated')::boolean,
         nullif(doc->'definition', 'null'::jsonb), (doc->>'archivedAt')::timestamptz,
         (doc->>'createdAt')::timestamptz, (doc->>'createdAt')::timestamptz
       from stg_lists`,
      [this.accountId],
    );
  }

  private async loadCampaigns(): Promise<number> {
    await this.stageJson('stg_campaigns', 'campaigns', this.data.campaigns);
    await this.query(`alter table stg_campaigns add column sender_id bigint`);
    await this.query(
      `update stg_campaigns k set sender_id = s.id from stg_senders s where s.idx = (k.doc->>'senderIndex')::int`,
    );
    const inserted = await this.query(
      `insert into campaigns (account_id, id, name, campaign_type, status, sender_id, sent_at, created_at) overriding system value
       select $1, id, doc->>'name', doc->>'campaignType', doc->>'status', sender_id, (doc->>'sentAt')::timestamptz, (doc->>'createdAt')::timestamptz
       from stg_campaigns`,
      [this.accountId],
    );
    const links = await this.query(
      `insert into campaign_lists (account_id, campaign_id, list_id)
       select distinct $1::uuid, k.id, l.id
       from stg_campaigns k cross join lateral jsonb_array_elements_text(k.doc->'listIndexes') as li(value)
       join stg_lists l on l.idx = li.value::int`,
      [this.accountId],
    );
    expectRows(
      'campaign lists',
      links,
      new Set(this.data.campaigns.flatMap((c, i) => c.listIndexes.map((l) => `${i}:${l}`))).size,
    );
    return inserted;
  }

  private async loadContacts(): Promise<number> {
    const { properties, manifest } = this.data;
    const escape = (name: string) => this.client.escapeIdentifier(name);
    const typeOf = new Map<string, string>(
      properties.map((property) => [property.key, SQL_TYPE[property.type]]),
    );
    typeOf
      .set('created_at', 'timestamptz not null')
      .set('is_unsubscribed', 'boolean')
      .set('is_blocked', 'boolean');
    const columns = contactColumns(properties);
    // A temporary sequence numbers rows in file order: COPY fills defaults row by row, in order.
    await this.query(`create temp sequence stg_contact_idx minvalue 0 start 0`);
    await this.query(
      `create temp table stg_contacts (
         idx int not null default nextval('stg_contact_idx'),
         ${columns.map((column) => `${escape(column)} ${typeOf.get(column) ?? 'text'}`).join(',\n')}
       ) on commit drop`,
    );
    await this.copy(
      DATASET_FILES.contacts,
      `copy stg_contacts (${columns.map(escape).join(', ')}) from stdin with (format csv, header match)`,
      manifest.counts.contacts,
    );
    // Properties are keyed by property key; empty values are left out, dates kept as YYYY-MM-DD.
    const propertyKeys = columns.filter(
      (column) => column !== 'email' && !['created_at', 'is_unsubscribed', 'is_blocked'].includes(column),
    );
    const propertyValues = propertyKeys.map((key) =>
      typeOf.get(key) === 'date'
        ? `to_char(s.${escape(key)}, 'YYYY-MM-DD') as ${escape(key)}`
        : `s.${escape(key)}`,
    );
    const inserted = await this.query(
      `insert into contacts (account_id, id, email, is_unsubscribed, is_blocked, properties, source, created_at, updated_at) overriding system value
       select $1, $2::bigint + s.idx, lower(s.email), coalesce(s.is_unsubscribed, false), coalesce(s.is_blocked, false),
         jsonb_strip_nulls(to_jsonb(p)), 'import', s.created_at, s.created_at
       from stg_contacts s cross join lateral (select ${propertyValues.join(', ')}) p`,
      [this.accountId, this.firstContactId],
    );
    expectRows('contacts', inserted, manifest.counts.contacts);
    // Registered in file order, a microsecond apart, so "in the order they were created" holds.
    await this.query(
      `insert into contact_properties (account_id, key, type, source_type, created_at)
       select $1, p.doc->>'key', p.doc->>'type', 'custom', now() + p.ord * interval '1 microsecond'
       from jsonb_array_elements($2::jsonb) with ordinality as p(doc, ord)
       on conflict (account_id, key) do nothing`,
      [this.accountId, JSON.stringify(properties)],
    );
    return inserted;
  }

  private async loadListMembers(): Promise<number> {
    const { counts } = this.data.manifest;
    await this.query(
      `create temp table stg_members (${this.indexColumn('contact_index', counts.contacts)}, ${this.indexColumn('list_index', counts.lists)}) on commit drop`,
    );
    await this.copy(
      DATASET_FILES.listMembers,
      `copy stg_members (${LIST_MEMBER_COLUMNS.join(', ')}) from stdin with (format csv, header match)`,
      counts.listMembers,
    );
    await this.query('analyze stg_members');
    await this.query('analyze stg_contacts');
    // A contact joined a list when both existed.
    const inserted = await this.query(
      `insert into list_members (account_id, list_id, contact_id, added_at)
       select $1, l.id, $2::bigint + m.contact_index, greatest(c.created_at, (l.doc->>'createdAt')::timestamptz)
       from stg_members m
       join stg_contacts c on c.idx = m.contact_index
       join stg_lists l on l.idx = m.list_index`,
      [this.accountId, this.firstContactId],
    );
    expectRows('list members', inserted, counts.listMembers);
    return inserted;
  }

  private async loadEmailActivity(): Promise<number> {
    const { counts } = this.data.manifest;
    const expected =
      counts.emailActivity.sent +
      counts.emailActivity.opened +
      counts.emailActivity.clicked +
      counts.emailActivity.submitted;
    await this.query(
      `create temp table stg_activity (
         ${this.indexColumn('contact_index', counts.contacts)}, ${this.indexColumn('campaign_index', counts.campaigns)},
         kind text not null, occurred_at timestamptz not null, link text, is_apple_privacy_open boolean
       ) on commit drop`,
    );
    await this.copy(
      DATASET_FILES.emailActivity,
      `copy stg_activity (${EMAIL_ACTIVITY_COLUMNS.join(', ')}) from stdin with (format csv, header match)`,
      expected,
    );
    const inserted = await this.query(
      `insert into email_activity (account_id, contact_id, campaign_id, kind, occurred_at, link, sender_id, is_apple_privacy_open)
       select $1, $2::bigint + a.contact_index, k.id, a.kind, a.occurred_at, a.link, k.sender_id, coalesce(a.is_apple_privacy_open, false)
       from stg_activity a join stg_campaigns k on k.idx = a.campaign_index`,
      [this.accountId, this.firstContactId],
    );
    expectRows('email activity', inserted, expected);
    return inserted;
  }

  /**
   * Per contact and day of the account's timezone; the contacts are new, so no counter row exists yet and
   * a plain insert is enough.
   */
  private loadEngagementCounters(): Promise<number> {
    return this.query(
      `insert into contact_engagement_daily (account_id, contact_id, day, sent, opened, clicked, submitted)
       select $1, $2::bigint + contact_index, day, sent, opened, clicked, submitted
       from (
         select contact_index, (occurred_at at time zone $3::text)::date as day,
           count(*) filter (where kind = 'sent')::int as sent,
           count(*) filter (where kind = 'opened')::int as opened,
           count(*) filter (where kind = 'clicked')::int as clicked,
           count(*) filter (where kind = 'submitted')::int as submitted
         from stg_activity group by 1, 2
       ) g`,
      [this.accountId, this.firstContactId, this.timezone],
    );
  }

  private async loadEvents(): Promise<number> {
    const { counts } = this.data.manifest;
    const expected = counts.events.custom + counts.events.shopify;
    await this.query(
      `create temp table stg_events (
         doc jsonb not null check ((doc->>'contactIndex')::int between 0 and ${Math.trunc(counts.contacts) - 1} and doc ? 'name' and doc ? 'occurredAt')
       ) on commit drop`,
    );
    // One JSON document per line: CSV whose quote and delimiter bytes never occur raw in JSON text.
    await this.copy(
      DATASET_FILES.events,
      `copy stg_events (doc) from stdin with (format csv, quote e'\\x01', delimiter e'\\x02')`,
      expected,
    );
    const inserted = await this.query(
      `insert into events (account_id, contact_id, name, source, occurred_at, properties)
       select $1, $2::bigint + (doc->>'contactIndex')::int, doc->>'name', coalesce(doc->>'source', 'custom'),
         (doc->>'occurredAt')::timestamptz, coalesce(doc->'properties', '{}'::jsonb)
       from stg_events`,
      [this.accountId, this.firstContactId],
    );
    expectRows('events', inserted, expected);
    await this.query(
      `insert into event_definitions (account_id, name, source, properties)
       select $1, d.doc->>'name', d.doc->>'source', d.doc->'properties' from jsonb_array_elements($2::jsonb) as d(doc)
       on conflict (account_id, name) do update set properties = event_definitions.properties || excluded.properties, updated_at = now()`,
      [this.accountId, JSON.stringify(this.data.eventDefinitions)],
    );
    return inserted;
  }

  private async loadForms(): Promise<number> {
    const { counts } = this.data.manifest;
    await this.stageJson('stg_forms', 'forms', this.data.forms);
    await this.query(
      `insert into forms (account_id, id, app_name, form_name, status, created_at) overriding system value
       select $1, id, doc->>'appName', doc->>'formName', doc->>'status', (doc->>'createdAt')::timestamptz from stg_forms`,
      [this.accountId],
    );
    await this.query(
      `create temp table stg_submissions (
         ${this.indexColumn('contact_index', counts.contacts)}, ${this.indexColumn('form_index', counts.forms)},
         submitted_at timestamptz not null, properties jsonb
       ) on commit drop`,
    );
    await this.copy(
      DATASET_FILES.formSubmissions,
      `copy stg_submissions (${FORM_SUBMISSION_COLUMNS.join(', ')}) from stdin with (format csv, header match)`,
      counts.formSubmissions,
    );
    const inserted = await this.query(
      `insert into form_submissions (account_id, contact_id, form_id, app_name, submitted_at, properties)
       select $1, $2::bigint + s.contact_index, f.id, f.doc->>'appName', s.submitted_at, coalesce(s.properties, '{}'::jsonb)
       from stg_submissions s join stg_forms f on f.idx = s.form_index`,
      [this.accountId, this.firstContactId],
    );
    expectRows('form submissions', inserted, counts.formSubmissions);
    return inserted;
  }

  private loadJourneys(): Promise<number> {
    return this.query(
      `insert into journeys (account_id, name, status, trigger_type, trigger_list_id, created_at)
       select $1, j.doc->>'name', j.doc->>'status', j.doc->>'triggerType', l.id, (j.doc->>'createdAt')::timestamptz
       from jsonb_array_elements($2::jsonb) with ordinality as j(doc, ord)
       left join stg_lists l on l.idx = (j.doc->>'triggerListIndex')::int
       order by j.ord`,
      [this.accountId, JSON.stringify(this.data.journeys)],
    );
  }

  /**
   * Every loaded contact is new and live, so the staged memberships are exactly the lists' live members;
   * counting them here avoids planning against table statistics that do not know this account yet.
   */
  private countListMembers(): Promise<number> {
    return this.query(
      `update lists l set recipients_count = m.live, updated_at = greatest(l.created_at, coalesce(m.last_joined, l.created_at))
       from (
         select s.id, count(c.idx)::int as live, max(c.created_at) as last_joined
         from stg_lists s
         left join stg_members m on m.list_index = s.idx
         left join stg_contacts c on c.idx = m.contact_index
         group by s.id
       ) m
       where l.account_id = $1 and l.id = m.id`,
      [this.accountId],
    );
  }

  /** Fresh statistics let the next queries plan for the new volume; the data is committed either way. */
  private async analyze(): Promise<void> {
    for (const table of [
      'contacts',
      'list_members',
      'email_activity',
      'contact_engagement_daily',
      'events',
      'form_submissions',
    ]) {
      await this.query(`analyze ${table}`).catch((error: unknown) =>
        this.log(`analyze ${table} skipped: ${String(error)}`),
      );
    }
  }
}

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === '23505';

const expectRows = (what: string, actual: number, expected: number) => {
  if (actual !== expected) throw new DatasetLoadError(`${what}: expected ${expected} rows, loaded ${actual}`);
};
