import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../src/db/database';
import { SEND_RUN_LOCK_NAMESPACE } from '../src/modules/campaign-sending/campaign-sending.repository';

/**
 * Runs sending now, of any campaign in the test database: each run holds its advisory lock for as long as it
 * sends, so the locks held at once are the runs at once.
 */
export const runsSending = async (db: Db): Promise<number> =>
  (
    await sql<{ runs: number }>`
      select count(*)::int as runs from pg_locks where locktype = 'advisory' and granted
        and classid = ${SEND_RUN_LOCK_NAMESPACE}::oid and objsubid = 2
        and database = (select oid from pg_database where datname = current_database())`.execute(db)
  ).rows[0]!.runs;

/** Watches a campaign's send until it is sent; answers the most runs seen sending at once. */
export const mostRunsUntilSent = async (db: Db, campaignId: number, timeoutMs = 120_000): Promise<number> => {
  let most = 0;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    most = Math.max(most, await runsSending(db));
    const { status } = await db
      .selectFrom('campaigns')
      .select('status')
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow();
    if (status === 'sent') return most;
    if (Date.now() > deadline) throw new Error(`The campaign is still ${status}`);
    await sleep(50);
  }
};

/** Jobs queued so far for a campaign's runs, the runs handed back to the queue among them. */
export const sendRunJobs = async (db: Db, campaignId: number): Promise<number> =>
  (
    await sql<{ count: number }>`
      select count(*)::int as count from pgboss.job
      where name = 'campaign-send' and (data->>'campaignId')::int = ${campaignId}`.execute(db)
  ).rows[0]!.count;

/** How many of a campaign's recipients are in each state. */
export const recipientStates = async (
  db: Db,
  campaignId: number,
): Promise<{ state: string; count: number }[]> =>
  (
    await sql<{ state: string; count: number }>`
      select state, count(*)::int as count from campaign_recipients where campaign_id = ${campaignId}
      group by state order by state`.execute(db)
  ).rows;

/** When the campaign's run queued last is due: for a run handed back, when another worker may take it. */
export const lastRunDueAt = async (db: Db, campaignId: number): Promise<Date> =>
  (
    await sql<{ due: Date }>`
      select start_after as due from pgboss.job
      where name = 'campaign-send' and (data->>'campaignId')::int = ${campaignId}
      order by created_on desc, id desc limit 1`.execute(db)
  ).rows[0]!.due;
