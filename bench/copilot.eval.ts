/**
 * Evaluation of the offline copilot: every prompt of apps/server/test/fixtures/copilot-prompts.json is
 * planned over the demo dataset's vocabulary (generated from a fixed seed and clock, loaded into an
 * embedded Postgres), and its answer compared with the expected one. A prompt that must select
 * contacts carries a reference definition (by names); the segment engine turns both into their
 * member sets, which must be equal. Prints accuracy per category, the exact membership matches, and
 * every wrong answer given with confidence (a definition whose members differ from the expected set).
 * COPILOT_EVAL_VOCABULARY=true writes the vocabulary snapshot the unit test plans its sample with.
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { SegmentDefinition, SegmentFilter } from '@sendwell/contracts';
import { planSegment, type CopilotVocabulary } from '@sendwell/domain';
import { createDb, createPool, type Db } from '../apps/server/src/db/database';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { insertAccount } from '../apps/server/src/modules/accounts/accounts.repository';
import { loadCopilotVocabulary } from '../apps/server/src/modules/copilot/load-copilot-vocabulary';
import { generateDataset } from '../apps/server/src/modules/demo/dataset/generate-dataset';
import { loadDataset } from '../apps/server/src/modules/demo/load-dataset';
import { compileSegment } from '../apps/server/src/modules/segments/engine/compile-segment';
import { prepareDefinition } from '../apps/server/src/modules/segments/prepare-definition';
import { freePort } from '../apps/server/test/free-port';
import { machineLine } from './support/bench-server';

/** The dataset's clock and the account's timezone: every relative date of the prompts counts from here. */
export const EVAL_NOW = new Date('2026-06-15T09:00:00Z');
export const EVAL_TIMEZONE = 'Europe/Berlin';
const VOCABULARY_SNAPSHOT = 'apps/server/test/fixtures/copilot-vocabulary.json';
const DATASET = { contacts: 3_000, events: 8_000, campaigns: 24, seed: 'sendwell-demo' };

/** A reference definition written with names: lists, campaigns and forms are looked up in the vocabulary. */
interface Reference {
  lists?: string[];
  exclude?: string[];
  unsubscribed?: boolean;
  blocked?: boolean;
  excludeUnsubscribed?: boolean;
  excludeBlocked?: boolean;
  /** Filters as the contract has them; campaigns and form ids may be given by name. */
  groups?: Record<string, unknown>[][];
}

interface Case {
  prompt: string;
  category: string;
  /** Written after the planner was tuned on the others. */
  heldOut?: boolean;
  expect: 'members' | 'question' | 'badQuery';
  reference?: Reference;
}

const idOf = <T extends { id: number }>(
  items: T[],
  name: string,
  label: (item: T) => string,
  what: string,
): number => {
  const found = items.find((item) => label(item) === name);
  if (!found) throw new Error(`The fixture names a ${what} the dataset does not have: ${name}`);
  return found.id;
};

const resolve = (reference: Reference, vocabulary: CopilotVocabulary): SegmentDefinition => {
  const list = (name: string) => idOf(vocabulary.lists, name, (item) => item.name, 'list');
  const groups = (reference.groups ?? []).map((filters) => ({
    filters: filters.map((raw) => {
      const filter = { ...raw };
      if (Array.isArray(filter.campaigns))
        filter.campaigns = filter.campaigns.map((campaign: unknown) =>
          typeof campaign === 'string' && !['all', 'anyLast7Days', 'anyLast30Days'].includes(campaign)
            ? idOf(vocabulary.campaigns, campaign, (item) => item.name, 'campaign')
            : campaign,
        );
      if (filter.property === 'externalForm' && typeof filter.form === 'string') {
        filter.eventProperty = 'formName';
        filter.formOperator = 'equals';
        filter.propertyCompareValue = [idOf(vocabulary.forms, filter.form, (item) => item.name, 'form')];
        delete filter.form;
      }
      return filter as unknown as SegmentFilter;
    }),
  }));
  return {
    recipientLists: reference.lists ? reference.lists.map(list) : null,
    excludeRecipientList: (reference.exclude ?? []).map(list),
    isUnsubscribed: reference.unsubscribed ?? false,
    isBlocked: reference.blocked ?? false,
    excludeIsUnsubscribed: reference.excludeUnsubscribed ?? false,
    excludeIsBlocked: reference.excludeBlocked ?? false,
    segmentFilters: groups,
    timezone: { label: EVAL_TIMEZONE, offset: '+02:00' },
  };
};

const members = async (db: Db, accountId: string, definition: SegmentDefinition): Promise<Set<number>> => {
  const prepared = await prepareDefinition(db, accountId, definition, { aiSegment: true, now: EVAL_NOW });
  const rows = await sql<{ id: number }>`${compileSegment(prepared.definition, prepared.ctx)}`.execute(db);
  return new Set(rows.rows.map((row) => row.id));
};

const sameSet = (a: Set<number>, b: Set<number>) => a.size === b.size && [...a].every((id) => b.has(id));

const main = async () => {
  const cases = JSON.parse(
    await readFile('apps/server/test/fixtures/copilot-prompts.json', 'utf8'),
  ) as Case[];
  const dir = await mkdtemp(join(tmpdir(), 'sendwell-copilot-eval-'));
  // The embedded Postgres runs as its own user, which must be able to enter the folder.
  await chmod(dir, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: join(dir, 'pg'), port: await freePort() });
  const pool = createPool(postgres.connectionString, 4);
  const db = createDb(pool);
  try {
    await migrateToLatest(db);
    const accountId = await insertAccount(db, {
      name: 'Copilot evaluation',
      planName: 'Free Trial',
      trialDueDate: new Date(EVAL_NOW.getTime() + 86_400_000),
      contactsAllocated: 100_000,
    });
    await db
      .updateTable('accounts')
      .set({ settings: JSON.stringify({ timezone: EVAL_TIMEZONE }) })
      .where('id', '=', accountId)
      .execute();
    await generateDataset({ ...DATASET, now: EVAL_NOW, out: join(dir, 'data') });
    await loadDataset(pool, join(dir, 'data'), accountId, { timezone: EVAL_TIMEZONE });
    const vocabulary = await loadCopilotVocabulary(db, accountId);
    // The unit test plans a sample of the prompts over this snapshot of the vocabulary.
    const snapshot = `${JSON.stringify(vocabulary, null, 1)}\n`;
    if (process.env.COPILOT_EVAL_VOCABULARY === 'true') await writeFile(VOCABULARY_SNAPSHOT, snapshot);
    else if (
      JSON.stringify(JSON.parse(await readFile(VOCABULARY_SNAPSHOT, 'utf8'))) !== JSON.stringify(vocabulary)
    )
      console.log(
        `${VOCABULARY_SNAPSHOT} differs from the dataset's vocabulary: run with COPILOT_EVAL_VOCABULARY=true to write it again`,
      );
    console.log(
      `eval:copilot on ${await machineLine()}, ${cases.length} prompts, ${DATASET.contacts.toLocaleString()} demo contacts, ${EVAL_NOW.toISOString()} ${EVAL_TIMEZONE}`,
    );
    const everyone = await members(db, accountId, resolve({}, vocabulary));
    const weak: string[] = [];
    const heldOut = { total: 0, right: 0 };
    const perCategory = new Map<string, { total: number; right: number }>();
    let exact = 0;
    let membershipCases = 0;
    const confidentlyWrong: string[] = [];
    const misses: string[] = [];
    for (const item of cases) {
      const plan = planSegment(item.prompt, vocabulary, EVAL_NOW, EVAL_TIMEZONE);
      let right = false;
      if (item.expect === 'members') {
        membershipCases++;
        const expected = await members(db, accountId, resolve(item.reference ?? {}, vocabulary));
        // A case whose expected set is empty or everyone cannot tell right from wrong.
        if (expected.size === 0 || expected.size === everyone.size)
          weak.push(`  [${item.category}] "${item.prompt}": ${expected.size} contacts`);
        if (plan.kind === 'definition') {
          const got = await members(db, accountId, plan.definition);
          right = sameSet(got, expected);
          if (right) exact++;
          else
            confidentlyWrong.push(
              `  [${item.category}] "${item.prompt}": ${got.size} contacts, expected ${expected.size} (${plan.description}, confidence ${plan.confidence})`,
            );
        } else
          misses.push(
            `  [${item.category}] "${item.prompt}": ${plan.kind} (${plan.kind === 'question' ? plan.question : plan.message}), expected ${expected.size} contacts`,
          );
      } else {
        right = plan.kind === item.expect;
        if (!right) {
          const detail =
            plan.kind === 'definition'
              ? plan.description
              : plan.kind === 'question'
                ? plan.question
                : plan.message;
          const line = `  [${item.category}] "${item.prompt}": ${plan.kind} (${detail}), expected ${item.expect}`;
          if (plan.kind === 'definition') confidentlyWrong.push(line);
          else misses.push(line);
        }
      }
      if (item.heldOut) {
        heldOut.total++;
        if (right) heldOut.right++;
      }
      const tally = perCategory.get(item.category) ?? { total: 0, right: 0 };
      tally.total++;
      if (right) tally.right++;
      perCategory.set(item.category, tally);
    }
    console.log('\ncategory                 right / total');
    for (const [category, tally] of perCategory)
      console.log(
        `${category.padEnd(24)} ${String(tally.right).padStart(5)} / ${String(tally.total).padEnd(5)} ${((100 * tally.right) / tally.total).toFixed(0)} %`,
      );
    const all = [...perCategory.values()].reduce((sum, tally) => sum + tally.right, 0);
    console.log(`\noverall: ${all} / ${cases.length} (${((100 * all) / cases.length).toFixed(1)} %)`);
    if (heldOut.total > 0)
      console.log(
        `held-out prompts (written after the planner was tuned): ${heldOut.right} / ${heldOut.total}`,
      );
    console.log(
      `exact membership matches: ${exact} / ${membershipCases} (${((100 * exact) / membershipCases).toFixed(1)} %)`,
    );
    console.log(`wrong answers given with confidence: ${confidentlyWrong.length}`);
    for (const line of confidentlyWrong) console.log(line);
    console.log(
      `asked back or refused where a segment was expected, or the wrong kind of refusal: ${misses.length}`,
    );
    for (const line of misses) console.log(line);
    console.log(`cases whose expected set is empty or every contact: ${weak.length}`);
    for (const line of weak) console.log(line);
    const target = exact / membershipCases >= 0.85 && confidentlyWrong.length === 0;
    console.log(
      target ? '\ntarget met: >= 85 % exact membership, no confidently wrong answer' : '\ntarget NOT met',
    );
    process.exitCode = target ? 0 : 1;
  } finally {
    await db.destroy();
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  }
};

await main();
