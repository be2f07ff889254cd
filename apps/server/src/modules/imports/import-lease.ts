import type { Db } from '../../db/database';
import { LeaseLostError } from './import-errors';
import { renewImportLease } from './imports.repository';

export const LEASE_SECONDS = 20;
const RENEW_EVERY_MS = 5_000;

/**
 * Keeps an import's lease while a worker runs it. A worker killed outright stops renewing, so another
 * takes the import over within LEASE_SECONDS; one that finds its lease gone stops at the next check.
 *
 * One renewal at a time: while the merge's transaction holds the import's row, a renewal waits for it,
 * and starting another every few seconds would tie up one pooled connection each for the whole merge
 * (minutes on a large file), starving the worker's other jobs. No one can take the import while its row
 * is held, so the wait costs nothing.
 */
export const keepImportLease = (
  db: Db,
  accountId: string,
  importId: number,
  owner: string,
  renewEveryMs = RENEW_EVERY_MS,
) => {
  let lost = false;
  let renewing = false;
  const timer = setInterval(() => {
    if (renewing) return;
    renewing = true;
    renewImportLease(db, accountId, importId, owner, LEASE_SECONDS)
      .then(
        (held) => {
          if (!held) lost = true;
        },
        // A failed renewal is retried at the next tick; the lease still has time left.
        () => undefined,
      )
      .finally(() => {
        renewing = false;
      });
  }, renewEveryMs);
  timer.unref();
  return {
    check(): void {
      if (lost) throw new LeaseLostError();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
};
