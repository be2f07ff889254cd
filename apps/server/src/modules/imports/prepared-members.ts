import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/database';
import type { ContactIdSet } from '../contacts/contact-merge.repository';
import { addNewContactsToList } from '../lists/lists.repository';

/*
 * A large import's new contacts join their list on a connection of their own while the merge writes the
 * contacts: two backends, two cores, and 1.5 to 2 s less for a million new contacts. The memberships'
 * transaction is prepared (two-phase commit) and committed once the merge's transaction, which records the
 * import done, has committed; it is rolled back if the merge fails. After a crash between the two, whoever
 * finds the prepared transaction next settles it by the import's status (settlePreparedMembers).
 */

const GID_PREFIX = 'sendwell-import';

const gidOf = (accountId: string, importId: number): string =>
  `${GID_PREFIX}:${accountId}:${Math.trunc(importId)}:${randomUUID()}`;

const isUnknownTransaction = (error: unknown): boolean =>
  error instanceof pg.DatabaseError && error.code === '42704';

export interface PreparedMembers {
  /** Settles once the memberships are written and prepared; rejects when they could not be. */
  ready: Promise<void>;
  /** Makes them count: after the merge's transaction has committed. */
  commit(): Promise<void>;
  /** Drops them, prepared or not yet; nothing when they were never prepared. */
  rollback(): Promise<void>;
}

let preparing: Promise<boolean> | undefined;

/** Whether the database can prepare transactions (max_prepared_transactions above 0), asked once. */
export const canPrepareTransactions = (db: Db): Promise<boolean> => {
  preparing ??= sql<{ setting: string }>`select current_setting('max_prepared_transactions') as setting`
    .execute(db)
    .then((result) => Number(result.rows[0]?.setting ?? 0) > 0)
    .catch(() => false);
  return preparing;
};

/** Starts adding `contacts` to the list in a transaction of its own, prepared when written. */
export const prepareNewMembers = (
  db: Db,
  accountId: string,
  importId: number,
  listId: number,
  contacts: ContactIdSet,
): PreparedMembers => {
  const gid = gidOf(accountId, importId);
  let prepared = false;
  const ready = db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    try {
      await addNewContactsToList(connection, accountId, listId, contacts);
      await sql.raw(`prepare transaction '${gid}'`).execute(connection);
      prepared = true;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
  // Awaited by the merge; marked handled here so a failure it falls back from is not reported as unhandled.
  ready.catch(() => undefined);
  const finish = async (verb: 'commit' | 'rollback') => {
    await ready.catch(() => undefined);
    if (!prepared) return;
    await sql
      .raw(`${verb} prepared '${gid}'`)
      .execute(db)
      .catch((error: unknown) => {
        // Settled meanwhile by settlePreparedMembers.
        if (!isUnknownTransaction(error)) throw error;
      });
  };
  return { ready, commit: () => finish('commit'), rollback: () => finish('rollback') };
};

/**
 * Settles the prepared memberships a crash left behind, of one import or of all: committed when their
 * import is done, rolled back otherwise. An import whose merge is still running holds its row locked and
 * is left alone.
 */
export const settlePreparedMembers = async (db: Db, only?: { accountId: string; importId: number }) => {
  const like = only ? `${GID_PREFIX}:${only.accountId}:${Math.trunc(only.importId)}:%` : `${GID_PREFIX}:%`;
  const { rows } = await sql<{ gid: string }>`select gid from pg_prepared_xacts
    where database = current_database() and gid like ${like}`.execute(db);
  for (const { gid } of rows) {
    const [, accountId, importId] = gid.split(':');
    const status = await db.transaction().execute(async (trx) => {
      const free = await sql<{ status: string }>`select status from imports
        where account_id = ${accountId} and id = ${Number(importId)} for update skip locked`.execute(trx);
      if (free.rows[0]) return free.rows[0].status;
      const held = await sql<{ status: string }>`select status from imports
        where account_id = ${accountId} and id = ${Number(importId)}`.execute(trx);
      return held.rows[0] ? 'merging' : 'gone';
    });
    if (status === 'merging') continue;
    await sql
      .raw(`${status === 'done' ? 'commit' : 'rollback'} prepared '${gid}'`)
      .execute(db)
      .catch((error: unknown) => {
        if (!isUnknownTransaction(error)) throw error;
      });
  }
};
