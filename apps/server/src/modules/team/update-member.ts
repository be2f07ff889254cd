import { TeamMessages, type TeamMember, type UpdateMemberRequest } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { findAccountMember, setMemberRole, type AccountMemberRecord } from '../accounts/accounts.repository';
import { toTeamMember } from './list-team';

/** Found and locked in the caller's transaction; the primary owner is never changed here (a transfer does that). */
export const lockChangeableMember = async (
  trx: Db,
  accountId: string,
  memberId: string,
): Promise<AccountMemberRecord> => {
  const member = await findAccountMember(trx, accountId, memberId, true);
  if (!member) throw new NotFoundError(TeamMessages.memberNotFound);
  if (member.role === 'primaryOwner')
    throw new BadRequestError(TeamMessages.primaryOwnerFixed, { memberId: TeamMessages.primaryOwnerFixed });
  return member;
};

export const updateMember = async (
  db: Db,
  auth: AccountAuth,
  memberId: string,
  changes: UpdateMemberRequest,
): Promise<{ member: TeamMember; userId: string }> =>
  db.transaction().execute(async (trx) => {
    const member = await lockChangeableMember(trx, auth.accountId, memberId);
    await setMemberRole(trx, auth.accountId, memberId, changes);
    const changed = { ...member, ...changes };
    return { member: toTeamMember(changed, auth), userId: member.userId };
  });
