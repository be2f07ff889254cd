import type { UserInfo } from '@sendwell/contracts';
import { resolveAccountSettings, resolveFeatureFlags } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { findUserById } from '../auth/auth.repository';
import { readAccountLock } from '../billing/read-account-lock';
import { findAccount, listMemberships } from './accounts.repository';

export const getUserInfo = async (db: Db, auth: AccountAuth): Promise<UserInfo> => {
  const [user, account, memberships, lock] = await Promise.all([
    findUserById(db, auth.userId),
    findAccount(db, auth.accountId),
    listMemberships(db, auth.userId),
    readAccountLock(db, auth.accountId),
  ]);
  if (!user || !account) throw new NotFoundError();
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isVerified: user.isVerified,
    accountId: account.id,
    accountName: account.name,
    role: auth.account.role,
    planName: account.planName,
    trialDueDate: account.trialDueDate?.toISOString() ?? null,
    subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
    contactsAllocated: account.contactsAllocated,
    limitedAccess: auth.account.limitedAccess,
    templateFolders: account.templateFolders,
    accountAdminSettings: resolveAccountSettings(account.settings),
    flags: resolveFeatureFlags(account.flags),
    connectedAccounts: memberships.map((membership) => ({
      memberId: membership.memberId,
      accountId: membership.accountId,
      accountName: membership.accountName,
      email: user.email,
      role: membership.role,
      isCurrent: membership.accountId === account.id,
    })),
    planLock: lock && { reason: lock.reason, isWhopPlan: lock.isWhopPlan, lockedAt: lock.lockedAt.toISOString() },
  };
};
