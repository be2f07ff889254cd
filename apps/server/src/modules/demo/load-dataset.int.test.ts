import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool, type Db } from '../../db/database';
import { getTestDatabaseUrl } from '../../../test/test-db';
import { insertAccount } from '../accounts/accounts.repository';
import { DATASET_FILES, type DatasetList, type DatasetManifest } from './dataset/dataset-files';
import { generateDataset } from './dataset/generate-dataset';
import { DatasetLoadError, loadDataset } from './load-dataset';

const NOW = new Date('2026-05-01T00:00:00Z');
const ACCOUNT_TABLES = [
  'contacts',
  'contact_properties',
  'lists',
  'list_members',
  'senders',
  'campaigns',
  'campaign_lists',
  'email_activity',
  'contact_engagement_daily',
  'event_definitions',
  'events',
  'forms',
  'form_submissions',
  'journeys',
] as const;

let pool: pg.Pool;
let db: Db;
let dir: string;
let manifest: DatasetManifest;
const scratch: string[] = [];

const newAccount = (name: string) =>
  insertAccount(db, {
    name,
    planName: 'Free Trial',
    trialDueDate: new Date(Date.now() + 86_400_000),
    contactsAllocated: 10_000,
  });

const rowsOf = async (accountId: string): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const table of ACCOUNT_TABLES) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)} where account_id = ${accountId}`.execute(db);
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
};

/** A copy of the dataset with one file changed, for the failure cases. */
const variant = async (change: (copy: string) => Promise<void>): Promise<string> => {
  const copy = await mkdtemp(join(tmpdir(), 'sendwell-dataset-bad-'));
  scratch.push(copy);
  await cp(dir, copy, { recursive: true });
  await change(copy);
  return copy;
};

beforeAll(async () => {
  pool = createPool(getTestDatabaseUrl(), 4);
  db = createDb(pool);
  dir = await mkdtemp(join(tmpdir(), 'sendwell-dataset-'));
  scratch.push(dir);
  manifest = await generateDataset({
    contacts: 400,
    events: 1500,
    campaigns: 10,
    seed: 'integration',
    now: NOW,
    out: dir,
  });
});

afterAll(async () => {
  await db.destroy();
  await Promise.all(scratch.map((path) => rm(path, { recursive: true, force: true })));
});

describe('loadDataset', () => {
  let accountId: string;
  beforeAll(async () => {
    accountId = await newAccount('Loaded');
    const summary = await loadDataset(pool, dir, accountId);
    const activity = manifest.counts.emailActivity;
    expect(summary).toMatchObject({
      contacts: 400,
      lists: manifest.counts.lists,
      listMembers: manifest.counts.listMembers,
      campaigns: manifest.counts.campaigns,
      emailActivity: activity.sent + activity.opened + activity.clicked + activity.submitted,
      events: 1500,
      formSubmissions: manifest.counts.formSubmissions,
      journeys: manifest.counts.journeys,
    });
  });

  it('loads the contacts with their emails, statuses and typed properties', async () => {
    const contacts = await db
      .selectFrom('contacts')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
    const csvEmails = (await readFile(join(dir, DATASET_FILES.contacts), 'utf8'))
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(contacts.map((contact) => contact.email)).toEqual(csvEmails);
    // Consecutive ids in creation order.
    expect(contacts.at(-1)!.id - contacts[0]!.id).toBe(399);
    expect(contacts.every((contact, i) => i === 0 || contact.created_at >= contacts[i - 1]!.created_at)).toBe(
      true,
    );
    expect(contacts.filter((contact) => contact.is_unsubscribed).length).toBe(manifest.counts.unsubscribed);
    expect(contacts.filter((contact) => contact.is_blocked).length).toBe(manifest.counts.blocked);
    for (const { properties } of contacts) {
      expect(typeof properties.firstName).toBe('string');
      expect(typeof properties.timezone).toBe('string');
      expect(Object.values(properties).includes(null)).toBe(false);
      if ('lifetimeValue' in properties) expect(typeof properties.lifetimeValue).toBe('number');
      if ('newsletterOptIn' in properties) expect(typeof properties.newsletterOptIn).toBe('boolean');
      if ('birthday' in properties) expect(properties.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const registered = await db
      .selectFrom('contact_properties')
      .select(['key', 'type'])
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .execute();
    expect(registered).toEqual([
      { key: 'plan', type: 'string' },
      { key: 'lifetimeValue', type: 'number' },
      { key: 'newsletterOptIn', type: 'boolean' },
      { key: 'birthday', type: 'date' },
    ]);
  });

  it('counts each list by its live members', async () => {
    const lists = await db
      .selectFrom('lists')
      .select(['id', 'name', 'type', 'recipients_count', 'archived_at'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
    const planned = JSON.parse(await readFile(join(dir, DATASET_FILES.lists), 'utf8')) as DatasetList[];
    expect(lists.map((list) => [list.name, list.type])).toEqual(
      planned.map((list) => [list.name, list.type]),
    );
    const memberLines = (await readFile(join(dir, DATASET_FILES.listMembers), 'utf8'))
      .trimEnd()
      .split('\n')
      .slice(1);
    const { rows: members } = await sql<{ list_id: number; n: number }>`
      select list_id, count(*)::int as n from list_members where account_id = ${accountId} group by list_id`.execute(
      db,
    );
    lists.forEach((list, index) => {
      const fromFile = memberLines.filter((line) => line.endsWith(`,${index}`)).length;
      expect(list.recipients_count, list.name).toBe(fromFile);
      expect(members.find((row) => row.list_id === list.id)?.n ?? 0, list.name).toBe(fromFile);
    });
    expect(lists.some((list) => list.recipients_count > 0 && list.type === 'shopify')).toBe(true);
    expect(lists.filter((list) => list.archived_at !== null).length).toBe(
      planned.filter((list) => list.archivedAt !== null).length,
    );
  });

  it('keeps the engagement counters equal to the activity, per contact and day', async () => {
    const { rows: byKind } = await sql<{ kind: string; n: number }>`
      select kind, count(*)::int as n from email_activity where account_id = ${accountId} group by kind`.execute(
      db,
    );
    const activity = Object.fromEntries(byKind.map((row) => [row.kind, row.n]));
    expect(activity).toEqual(manifest.counts.emailActivity);
    const { rows: mismatches } = await sql<{ n: number }>`
      select count(*)::int as n from (
        select contact_id, (occurred_at at time zone 'UTC')::date as day,
          count(*) filter (where kind = 'sent') as sent, count(*) filter (where kind = 'opened') as opened,
          count(*) filter (where kind = 'clicked') as clicked, count(*) filter (where kind = 'submitted') as submitted
        from email_activity where account_id = ${accountId} group by 1, 2
      ) a
      full join (select * from contact_engagement_daily where account_id = ${accountId}) d on d.contact_id = a.contact_id and d.day = a.day
      where a.contact_id is null or d.contact_id is null
        or (a.sent, a.opened, a.clicked, a.submitted) <> (d.sent, d.opened, d.clicked, d.submitted)`.execute(
      db,
    );
    expect(mismatches[0]?.n).toBe(0);
    const { rows: totals } = await sql<{ sent: number; opened: number }>`
      select sum(sent)::int as sent, sum(opened)::int as opened from contact_engagement_daily where account_id = ${accountId}`.execute(
      db,
    );
    expect(totals[0]).toEqual({
      sent: manifest.counts.emailActivity.sent,
      opened: manifest.counts.emailActivity.opened,
    });
  });

  it('ties activity to the campaign, its sender and a contact of the account', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from email_activity a
      left join campaigns k on k.account_id = a.account_id and k.id = a.campaign_id
      left join contacts c on c.account_id = a.account_id and c.id = a.contact_id
      where a.account_id = ${accountId} and (k.id is null or c.id is null or a.sender_id is distinct from k.sender_id or a.occurred_at < k.sent_at and k.campaign_type = 'bulk')`.execute(
      db,
    );
    expect(rows[0]?.n).toBe(0);
    const links = await db
      .selectFrom('campaign_lists')
      .select('list_id')
      .where('account_id', '=', accountId)
      .execute();
    expect(links.length).toBeGreaterThanOrEqual(manifest.counts.campaigns);
  });

  it('registers the store and custom events with their property types', async () => {
    const definitions = await db
      .selectFrom('event_definitions')
      .select(['name', 'source', 'properties'])
      .where('account_id', '=', accountId)
      .execute();
    const byName = new Map(definitions.map((definition) => [definition.name, definition]));
    expect(byName.get('orderCancelled')).toMatchObject({
      source: 'shopify',
      properties: { cancelReason: 'string', orderValue: 'number' },
    });
    expect(byName.get('Plan Upgraded')).toMatchObject({
      source: 'custom',
      properties: { annual: 'boolean', effectiveDate: 'date' },
    });
    const { rows } = await sql<{ source: string; n: number }>`
      select source, count(*)::int as n from events where account_id = ${accountId} group by source`.execute(
      db,
    );
    expect(Object.fromEntries(rows.map((row) => [row.source, row.n]))).toEqual(manifest.counts.events);
  });

  it('loads forms, submissions and journeys, with a live journey on a segment', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from form_submissions s join forms f on f.account_id = s.account_id and f.id = s.form_id
      where s.account_id = ${accountId} and s.app_name = f.app_name`.execute(db);
    expect(rows[0]?.n).toBe(manifest.counts.formSubmissions);
    const live = await db
      .selectFrom('journeys')
      .innerJoin('lists', (join) =>
        join
          .onRef('lists.account_id', '=', 'journeys.account_id')
          .onRef('lists.id', '=', 'journeys.trigger_list_id'),
      )
      .select(['journeys.name', 'lists.type'])
      .where('journeys.account_id', '=', accountId)
      .where('journeys.status', '=', 'Available')
      .execute();
    expect(live.some((journey) => journey.type === 'dynamic' || journey.type === 'static')).toBe(true);
  });

  it('refuses to load the same lists into the account again, adding nothing', async () => {
    const before = await rowsOf(accountId);
    await expect(loadDataset(pool, dir, accountId)).rejects.toBeInstanceOf(DatasetLoadError);
    expect(await rowsOf(accountId)).toEqual(before);
  });
});

describe('loadDataset with a bad dataset', () => {
  const lastLineRemoved = (file: string) => async (copy: string) => {
    const text = await readFile(join(copy, file), 'utf8');
    await writeFile(join(copy, file), text.slice(0, text.trimEnd().lastIndexOf('\n') + 1));
  };

  it.each([
    [
      'a corrupt timestamp in the activity',
      async (copy: string) =>
        appendFile(join(copy, DATASET_FILES.emailActivity), '0,0,opened,not-a-date,,false\n'),
    ],
    [
      'a member row pointing at no contact',
      async (copy: string) => appendFile(join(copy, DATASET_FILES.listMembers), '400000,0\n'),
    ],
    ['a truncated events file', lastLineRemoved(DATASET_FILES.events)],
    ['a truncated submissions file', lastLineRemoved(DATASET_FILES.formSubmissions)],
    [
      'an event that is not JSON',
      async (copy: string) => appendFile(join(copy, DATASET_FILES.events), '{"contactIndex":1,"name":\n'),
    ],
  ])('leaves no row behind after %s', async (_case, change) => {
    const bad = await variant(change);
    const accountId = await newAccount('Failed load');
    await expect(loadDataset(pool, bad, accountId)).rejects.toBeInstanceOf(DatasetLoadError);
    const counts = await rowsOf(accountId);
    expect(Object.entries(counts).filter(([, n]) => n !== 0)).toEqual([]);
  });

  it('refuses a directory without a manifest before touching the database', async () => {
    const bad = await variant((copy) => rm(join(copy, DATASET_FILES.manifest)));
    const accountId = await newAccount('No manifest');
    await expect(loadDataset(pool, bad, accountId)).rejects.toThrow(/manifest\.json/);
    expect(Object.values(await rowsOf(accountId)).every((n) => n === 0)).toBe(true);
  });
});
