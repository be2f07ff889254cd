import type { Db } from '../../db/database';
import { LeaseLostError } from './import-errors';
import { renewImportLease } from './imports.repository';

export const LEASE_SECONDS = 20;
const RENEW_EVERY_MS = 5_000;

/**
 * Keeps an import's lease while a worker runs it. A worker killed outright stops renewing, so another
 * takes the import over within LEASE_SECONDS; one that finds its lease gone stops at the next check.
 */
export const keepImportLease = (db: Db, accountId: string, importId: number, owner: string) => {
  let lost = false;
  const timer = setInterval(() => {
    renewImportLease(db, accountId, importId, owner, LEASE_SECONDS).then(
      (held) => {
        if (!held) lost = true;
      },
      // A failed renewal is retried at the next tick; the lease still has time left.
      () => undefined,
    );
  }, RENEW_EVERY_MS);
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
