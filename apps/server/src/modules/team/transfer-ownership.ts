import { TeamMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError, RoleRefusedError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { findAccountMember, setMemberRole } from '../accounts/accounts.repository';

/**
 * The chosen member becomes the primary owner with full access; the caller stays on as an admin. Demoting
 * comes first: the account may hold only one primary owner at any moment. Answers the new owner's user.
 */
export const transferOwnership = async (db: Db, auth: AccountAuth, memberId: string): Promise<string> =>
  db.transaction().execute(async (trx) => {
    if (memberId === auth.account.memberId)
      throw new BadRequestError(TeamMessages.transferToSelf, { memberId: TeamMessages.transferToSelf });
    // Locked first and checked again: a transfer that ran a moment ago may already have made the caller an admin.
    const caller = await findAccountMember(trx, auth.accountId, auth.account.memberId, true);
    if (caller?.role !== 'primaryOwner') throw new RoleRefusedError('OWNER_ONLY');
    const target = await findAccountMember(trx, auth.accountId, memberId, true);
    if (!target) throw new NotFoundError(TeamMessages.memberNotFound);
    await setMemberRole(trx, auth.accountId, auth.account.memberId, { role: 'admin', limitedAccess: false });
    await setMemberRole(trx, auth.accountId, memberId, { role: 'primaryOwner', limitedAccess: false });
    return target.userId;
  });
