import { type Kysely, sql } from 'kysely';

/**
 * Which send run holds a recipient being handed off: the run's advisory lock key. A run that died (its lock
 * is gone with its connection) leaves rows in 'handing_off' that the next run takes back, while rows of a run
 * still alive on another worker are left to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table campaign_recipients add column claimed_by integer`.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive.
}
