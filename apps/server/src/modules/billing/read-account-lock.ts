import { isWhopPlan } from '@sendwell/domain';
import type { Db } from '../../db/database';
import type { AccountLock } from '../../platform/http';
import { findAccountLock } from './billing.repository';

/** Whether the account's plan ended and it is locked (spec 2 §4.5); null while it may use the app. */
export const readAccountLock = async (
  db: Db,
  accountId: string,
): Promise<(AccountLock & { lockedAt: Date }) | null> => {
  const row = await findAccountLock(db, accountId);
  if (!row?.reason || !row.lockedAt) return null;
  return { reason: row.reason, isWhopPlan: isWhopPlan(row.planName), lockedAt: row.lockedAt };
};
