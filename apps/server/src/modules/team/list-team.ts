import type { Team, TeamMember } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { AccountAuth } from '../../platform/http';
import { listAccountMembers, type AccountMemberRecord } from '../accounts/accounts.repository';
import { toInvitation } from './invitation-link';
import { listPendingInvitations } from './team.repository';

export const toTeamMember = (member: AccountMemberRecord, auth: AccountAuth): TeamMember => ({
  memberId: member.memberId,
  name: member.name,
  email: member.email,
  role: member.role,
  limitedAccess: member.limitedAccess,
  joinedAt: member.createdAt.toISOString(),
  isYou: member.memberId === auth.account.memberId,
});

export const listTeam = async (db: Db, auth: AccountAuth, now: Date): Promise<Team> => {
  const [members, invitations] = await Promise.all([
    listAccountMembers(db, auth.accountId),
    listPendingInvitations(db, auth.accountId),
  ]);
  return {
    members: members.map((member) => toTeamMember(member, auth)),
    invitations: invitations.map((invitation) => toInvitation(invitation, now)),
  };
};
