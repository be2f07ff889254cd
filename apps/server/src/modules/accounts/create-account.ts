import type { Db } from '../../db/database';
import { insertAccount, insertMember } from './accounts.repository';

export const TRIAL_DAYS = 21;
export const TRIAL_PLAN_NAME = 'Free Trial';
export const TRIAL_CONTACTS_ALLOCATED = 2500;

/** A new account on the free trial, with `userId` as its primary owner. Run inside a transaction. */
export const createAccount = async (db: Db, input: { name: string; ownerUserId: string; now?: Date; timezone?: string }) => {
  const now = input.now ?? new Date();
  const trialDueDate = new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  const accountId = await insertAccount(db, {
    name: input.name,
    trialDueDate,
    contactsAllocated: TRIAL_CONTACTS_ALLOCATED,
    planName: TRIAL_PLAN_NAME,
    ...(input.timezone ? { settings: { timezone: input.timezone } } : {}),
  });
  const memberId = await insertMember(db, { accountId, userId: input.ownerUserId, role: 'primaryOwner' });
  return { accountId, memberId };
};
