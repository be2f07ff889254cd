import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATASET_FILES,
  type DatasetCampaign,
  type DatasetEvent,
  type DatasetEventDefinition,
  type DatasetJourney,
  type DatasetList,
  type DatasetManifest,
} from './dataset-files';
import { generateDataset, type GenerateOptions } from './generate-dataset';

const NOW = new Date('2026-03-15T00:00:00Z');

/** Splits CSV text into rows of fields (quoted fields may hold commas, quotes and newlines). */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  return rows;
};

const records = async (dir: string, file: string): Promise<Record<string, string>[]> => {
  const [header, ...rows] = parseCsv(await readFile(join(dir, file), 'utf8'));
  return rows.map((row) => Object.fromEntries(header!.map((column, i) => [column, row[i] ?? ''])));
};

const json = async <T>(dir: string, file: string): Promise<T> =>
  JSON.parse(await readFile(join(dir, file), 'utf8')) as T;

const dirs: string[] = [];
const generate = async (overrides: Partial<GenerateOptions> = {}) => {
  const out = await mkdtemp(join(tmpdir(), 'sendwell-dataset-'));
  dirs.push(out);
  const manifest = await generateDataset({
    contacts: 1500,
    events: 4000,
    campaigns: 12,
    seed: 'unit',
    now: NOW,
    out,
    ...overrides,
  });
  return { out, manifest };
};

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('generateDataset', () => {
  let out: string;
  let manifest: DatasetManifest;
  beforeAll(async () => {
    ({ out, manifest } = await generate());
  });

  it('writes byte-identical files for the same seed and now', async () => {
    const again = await generate();
    const digest = async (dir: string, file: string) =>
      createHash('sha256')
        .update(await readFile(join(dir, file)))
        .digest('hex');
    for (const file of manifest.files)
      expect(await digest(again.out, file), file).toBe(await digest(out, file));
  });

  it('writes other contacts for another seed', async () => {
    const other = await generate({ seed: 'another', contacts: 50, events: 10 });
    const emails = (await records(other.out, DATASET_FILES.contacts)).map((row) => row.email);
    const ours = new Set((await records(out, DATASET_FILES.contacts)).map((row) => row.email));
    expect(emails.filter((email) => ours.has(email)).length).toBeLessThan(5);
  });

  it('gives every contact a unique, lower-case, well-formed email and matching time zone', async () => {
    const contacts = await records(out, DATASET_FILES.contacts);
    expect(contacts).toHaveLength(1500);
    const emails = contacts.map((row) => row.email!);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.filter((email) => !/^[a-z][a-z0-9._]*@[a-z0-9.-]+\.[a-z]+$/.test(email))).toEqual([]);
    const created = contacts.map((row) => Date.parse(row.created_at!));
    expect(created.every((at, i) => i === 0 || at >= created[i - 1]!)).toBe(true);
    expect(created[0]).toBeGreaterThan(NOW.getTime() - 731 * 86_400_000);
    expect(contacts.some((row) => row.country === 'Germany' && row.timezone === 'Europe/Berlin')).toBe(true);
    expect(contacts.filter((row) => row.country === 'Japan' && row.timezone !== 'Asia/Tokyo')).toEqual([]);
  });

  it('marks a few percent of contacts unsubscribed and about one percent blocked', async () => {
    const big = await generate({ contacts: 8000, events: 0, campaigns: 2 });
    const contacts = await records(big.out, DATASET_FILES.contacts);
    const share = (column: string) =>
      contacts.filter((row) => row[column] === 'true').length / contacts.length;
    expect(share('is_unsubscribed')).toBeGreaterThan(0.02);
    expect(share('is_unsubscribed')).toBeLessThan(0.04);
    expect(share('is_blocked')).toBeGreaterThan(0.005);
    expect(share('is_blocked')).toBeLessThan(0.02);
  });

  it('only clicks what was opened and only submits what was clicked, always after sending', async () => {
    const activity = await records(out, DATASET_FILES.emailActivity);
    const campaigns = await json<DatasetCampaign[]>(out, DATASET_FILES.campaigns);
    const firstAt = new Map<string, number>();
    for (const row of activity)
      firstAt.set(`${row.contact_index}:${row.campaign_index}:${row.kind}`, Date.parse(row.occurred_at!));
    const broken = activity.filter((row) => {
      const key = (kind: string) => `${row.contact_index}:${row.campaign_index}:${kind}`;
      const at = Date.parse(row.occurred_at!);
      const before = { sent: null, opened: 'sent', clicked: 'opened', submitted: 'clicked' }[row.kind!];
      if (before === undefined) return true;
      if (before !== null && !(firstAt.get(key(before))! <= at)) return true;
      const sentAt = campaigns[Number(row.campaign_index)]?.sentAt;
      return !sentAt || at < Date.parse(sentAt) || at >= NOW.getTime();
    });
    expect(broken).toEqual([]);
    const clicks = activity.filter((row) => row.kind === 'clicked');
    expect(clicks.length).toBeGreaterThan(0);
    expect(clicks.every((row) => row.link!.startsWith('https://'))).toBe(true);
  });

  it('varies open rates between contacts and flags part of the opens as Apple privacy opens', async () => {
    const activity = await records(out, DATASET_FILES.emailActivity);
    const perContact = new Map<string, { sent: number; opened: number }>();
    for (const row of activity) {
      const counts = perContact.get(row.contact_index!) ?? { sent: 0, opened: 0 };
      if (row.kind === 'sent') counts.sent++;
      if (row.kind === 'opened') counts.opened++;
      perContact.set(row.contact_index!, counts);
    }
    const rates = [...perContact.values()].filter((c) => c.sent >= 4).map((c) => c.opened / c.sent);
    const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
    const spread = Math.sqrt(rates.reduce((a, b) => a + (b - mean) ** 2, 0) / rates.length);
    expect(spread).toBeGreaterThan(0.2);
    const opens = activity.filter((row) => row.kind === 'opened');
    const apple = opens.filter((row) => row.is_apple_privacy_open === 'true').length / opens.length;
    expect(apple).toBeGreaterThan(0.2);
    expect(apple).toBeLessThan(0.8);
  });

  it('writes exactly the requested events, each named and shaped by its definition', async () => {
    const definitions = new Map(
      (await json<DatasetEventDefinition[]>(out, DATASET_FILES.eventDefinitions)).map((d) => [d.name, d]),
    );
    const lines = (await readFile(join(out, DATASET_FILES.events), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(4000);
    const seenProperties = new Set<string>();
    const seenNames = new Set<string>();
    const cancelReasons = new Set<unknown>();
    for (const line of lines) {
      const event = JSON.parse(line) as DatasetEvent;
      const definition = definitions.get(event.name);
      expect(definition?.source, event.name).toBe(event.source);
      expect(Object.keys(event.properties).filter((key) => !(key in definition!.properties))).toEqual([]);
      seenNames.add(event.name);
      for (const key of Object.keys(event.properties))
        if (event.source === 'shopify') seenProperties.add(key);
      if (event.name === 'orderCancelled') cancelReasons.add(event.properties.cancelReason);
      expect(event.contactIndex).toBeLessThan(1500);
      expect(Date.parse(event.occurredAt)).toBeLessThan(NOW.getTime());
    }
    expect([...seenNames].sort()).toEqual([...definitions.keys()].sort());
    const specProperties = [
      'orderValue',
      'totalOrderValue',
      'productNames',
      'productCount',
      'totalPurchasedValue',
      'cancelReason',
      'collections',
      'variantNames',
      'discountCodes',
      'skus',
      'productTypes',
      'paymentMethod',
      'originalPaymentMethod',
      'orderTags',
      'productTags',
      'quantity',
      'cartValue',
      'orderCount',
    ];
    expect(specProperties.filter((key) => !seenProperties.has(key))).toEqual([]);
    expect(
      [...cancelReasons].filter(
        (reason) =>
          !['customer', 'fraud', 'inventory', 'declined', 'staff', 'other'].includes(String(reason)),
      ),
    ).toEqual([]);
  });

  it('puts every contact in at least one list and agrees with the manifest', async () => {
    const members = await records(out, DATASET_FILES.listMembers);
    const lists = await json<DatasetList[]>(out, DATASET_FILES.lists);
    expect(new Set(members.map((row) => row.contact_index)).size).toBe(1500);
    expect(members.every((row) => Number(row.list_index) < lists.length)).toBe(true);
    const activity = await records(out, DATASET_FILES.emailActivity);
    const submissions = await records(out, DATASET_FILES.formSubmissions);
    expect(manifest.counts.listMembers).toBe(members.length);
    const { sent, opened, clicked, submitted } = manifest.counts.emailActivity;
    expect(sent + opened + clicked + submitted).toBe(activity.length);
    expect(manifest.counts.formSubmissions).toBe(submissions.length);
    expect(submissions.every((row) => typeof JSON.parse(row.properties!) === 'object')).toBe(true);
    expect(manifest.counts.events.custom + manifest.counts.events.shopify).toBe(4000);
  });

  it('has store and CRM lists, segments, and a live journey triggered by a segment', async () => {
    const lists = await json<DatasetList[]>(out, DATASET_FILES.lists);
    const journeys = await json<DatasetJourney[]>(out, DATASET_FILES.journeys);
    expect(lists.filter((list) => list.type === 'shopify')).toHaveLength(1);
    expect(lists.some((list) => list.type === 'hubspot')).toBe(true);
    expect(
      lists.some((list) => list.type === 'dynamic') && lists.some((list) => list.type === 'static'),
    ).toBe(true);
    expect(new Set(lists.map((list) => list.name.toLowerCase())).size).toBe(lists.length);
    const live = journeys.filter(
      (journey) => journey.status === 'Available' && journey.triggerListIndex !== null,
    );
    expect(
      live.some((journey) => ['dynamic', 'static'].includes(lists[journey.triggerListIndex!]!.type)),
    ).toBe(true);
  });
});
