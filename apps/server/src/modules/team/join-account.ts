import type { JoinedAccount } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { findMembership, insertMember } from '../accounts/accounts.repository';
import { updateUser } from '../auth/auth.repository';
import type { InvitationByToken } from './team.repository';
import { markInvitationAccepted } from './team.repository';

/**
 * Inside the transaction that locked the invitation: the user joins with the invited role, the link is spent,
 * the account becomes the current one, and the address counts as verified (the link reached it).
 */
export const joinAccount = async (
  trx: Db,
  invitation: InvitationByToken,
  userId: string,
): Promise<JoinedAccount> => {
  if (!(await findMembership(trx, userId, invitation.accountId))) {
    await insertMember(trx, {
      accountId: invitation.accountId,
      userId,
      role: invitation.role,
      limitedAccess: invitation.limitedAccess,
    });
  }
  await markInvitationAccepted(trx, invitation.accountId, invitation.id, userId);
  await updateUser(trx, userId, { currentAccountId: invitation.accountId, isVerified: true });
  return { accountId: invitation.accountId, accountName: invitation.accountName };
};
