import { knownTimezone, resolveAccountSettings } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { findAccount } from './accounts.repository';

/**
 * The account's IANA timezone, in which relative dates count and the daily engagement counters keep
 * their days; UTC when the stored one is not a timezone this runtime knows.
 */
export const getAccountTimezone = async (db: Db, accountId: string): Promise<string> =>
  knownTimezone(resolveAccountSettings((await findAccount(db, accountId))?.settings ?? {}).timezone);
