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
/** How long settling waits for an import's row before taking its merge as still running. */
const ROW_WAIT = '2s';

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
    if (prepared) await finishPrepared(db, verb, gid);
  };
  return { ready, commit: () => finish('commit'), rollback: () => finish('rollback') };
};

/** Prepared memberships of one import, or of all, in this database. */
const preparedGids = async (db: Db, only?: { accountId: string; importId: number }): Promise<string[]> => {
  const like = only ? `${GID_PREFIX}:${only.accountId}:${Math.trunc(only.importId)}:%` : `${GID_PREFIX}:%`;
  const { rows } = await sql<{ gid: string }>`select gid from pg_prepared_xacts
    where database = current_database() and gid like ${like}`.execute(db);
  return rows.map((row) => row.gid);
};

const finishPrepared = async (db: Db, verb: 'commit' | 'rollback', gid: string): Promise<void> => {
  await sql
    .raw(`${verb} prepared '${gid}'`)
    .execute(db)
    .catch((error: unknown) => {
      // Settled meanwhile by someone else.
      if (!isUnknownTransaction(error)) throw error;
    });
};

/**
 * Rolls back every prepared membership of an import, for a merge that holds the import (its row locked,
 * its status running): any such transaction is an earlier attempt's, and would otherwise keep the match's
 * tables locked. Its merge may have been killed so recently that settling took it for a running one.
 */
export const rollBackEarlierMembers = async (db: Db, accountId: string, importId: number): Promise<void> => {
  for (const gid of await preparedGids(db, { accountId, importId }))
    await finishPrepared(db, 'rollback', gid);
};

/**
 * Settles the prepared memberships a crash left behind, of one import or of all: committed when their
 * import is done, rolled back otherwise. An import whose merge is still running holds its row locked for
 * longer than a moment's wait, and is left alone (see also rollBackEarlierMembers).
 */
export const settlePreparedMembers = async (db: Db, only?: { accountId: string; importId: number }) => {
  for (const gid of await preparedGids(db, only)) {
    const [, accountId, importId] = gid.split(':');
    // A merge holds its import's row for as long as it runs; a lease renewal only for a moment.
    const status = await db
      .transaction()
      .execute(async (trx) => {
        await sql`set local lock_timeout = ${sql.lit(ROW_WAIT)}`.execute(trx);
        const row = await sql<{ status: string }>`select status from imports
          where account_id = ${accountId} and id = ${Number(importId)} for update`.execute(trx);
        return row.rows[0]?.status ?? 'gone';
      })
      .catch((error: unknown) => {
        if (error instanceof pg.DatabaseError && error.code === '55P03') return 'merging';
        throw error;
      });
    if (status !== 'merging') await finishPrepared(db, status === 'done' ? 'commit' : 'rollback', gid);
  }
};
