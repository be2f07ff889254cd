import { sql } from 'kysely';
import { IDEMPOTENCY_WINDOW_HOURS } from '@sendwell/contracts';
import type { Db } from '../../db/database';

const WINDOW = sql.raw(`interval '${IDEMPOTENCY_WINDOW_HOURS} hours'`);

/**
 * Takes the key for this call: true when the call should run (the key is new, or its answer is older
 * than the window). While another transaction holds the same key, this waits for it to end.
 */
export const claimIdempotencyKey = async (db: Db, accountId: string, key: string, fingerprint: string): Promise<boolean> => {
  const result = await sql`
    insert into idempotency_keys as k (account_id, key, fingerprint)
    values (${accountId}, ${key}, ${fingerprint})
    on conflict (account_id, key) do update
      set fingerprint = excluded.fingerprint, status_code = 0, response = null, created_at = now()
      where k.created_at < now() - ${WINDOW}
    returning key`.execute(db);
  return result.rows.length > 0;
};

export const findIdempotentAnswer = (db: Db, accountId: string, key: string) =>
  db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status_code as statusCode', 'response'])
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();

export const saveIdempotentAnswer = async (db: Db, accountId: string, key: string, statusCode: number, response: unknown): Promise<void> => {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response: JSON.stringify(response) })
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .execute();
};

export const purgeExpiredIdempotencyKeys = async (db: Db, accountId: string): Promise<void> => {
  await sql`delete from idempotency_keys where account_id = ${accountId} and created_at < now() - ${WINDOW}`.execute(db);
};
