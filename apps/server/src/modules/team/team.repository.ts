import { sql } from 'kysely';
import type { AssignableRole } from '@sendwell/contracts';
import type { Db } from '../../db/database';

export interface InvitationRecord {
  accountId: string;
  id: string;
  email: string;
  role: AssignableRole;
  limitedAccess: boolean;
  invitedBy: string;
  sentAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

/** An invitation found by its link, with the account it opens. */
export interface InvitationByToken extends InvitationRecord {
  accountName: string;
}

const invitations = (db: Db) =>
  db
    .selectFrom('member_invitations')
    .innerJoin('accounts', 'accounts.id', 'member_invitations.account_id')
    .leftJoin('users', 'users.id', 'member_invitations.invited_by')
    .select([
      'member_invitations.account_id as accountId',
      'member_invitations.id',
      'member_invitations.email',
      'member_invitations.role',
      'member_invitations.limited_access as limitedAccess',
      sql<string>`coalesce(users.name, '')`.as('invitedBy'),
      'member_invitations.sent_at as sentAt',
      'member_invitations.expires_at as expiresAt',
      'member_invitations.accepted_at as acceptedAt',
      'member_invitations.revoked_at as revokedAt',
      'accounts.name as accountName',
    ]);

export const insertInvitation = async (
  db: Db,
  invitation: {
    accountId: string;
    email: string;
    role: AssignableRole;
    limitedAccess: boolean;
    tokenHash: string;
    invitedBy: string;
    sentAt: Date;
    expiresAt: Date;
  },
): Promise<string> => {
  const row = await db
    .insertInto('member_invitations')
    .values({
      account_id: invitation.accountId,
      email: invitation.email,
      role: invitation.role,
      limited_access: invitation.limitedAccess,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      sent_at: invitation.sentAt,
      expires_at: invitation.expiresAt,
      accepted_at: null,
      accepted_by: null,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** Neither accepted nor revoked, expired or not; newest first. */
export const listPendingInvitations = (db: Db, accountId: string): Promise<InvitationByToken[]> =>
  invitations(db)
    .where('member_invitations.account_id', '=', accountId)
    .where('member_invitations.accepted_at', 'is', null)
    .where('member_invitations.revoked_at', 'is', null)
    .orderBy('member_invitations.sent_at', 'desc')
    .orderBy('member_invitations.id')
    .execute();

export const findPendingInvitation = (
  db: Db,
  accountId: string,
  id: string,
): Promise<InvitationByToken | undefined> =>
  invitations(db)
    .where('member_invitations.account_id', '=', accountId)
    .where('member_invitations.id', '=', id)
    .where('member_invitations.accepted_at', 'is', null)
    .where('member_invitations.revoked_at', 'is', null)
    .executeTakeFirst();

export const findPendingInvitationByEmail = (
  db: Db,
  accountId: string,
  email: string,
): Promise<InvitationByToken | undefined> =>
  invitations(db)
    .where('member_invitations.account_id', '=', accountId)
    .where(sql<string>`lower(member_invitations.email)`, '=', email.toLowerCase())
    .where('member_invitations.accepted_at', 'is', null)
    .where('member_invitations.revoked_at', 'is', null)
    .executeTakeFirst();

/** Locked when `forUpdate`, so two uses of one link queue and the second sees the first's acceptance. */
export const findInvitationByToken = (
  db: Db,
  tokenHash: string,
  forUpdate = false,
): Promise<InvitationByToken | undefined> => {
  const query = invitations(db).where('member_invitations.token_hash', '=', tokenHash);
  return (forUpdate ? query.forUpdate('member_invitations') : query).executeTakeFirst();
};

/** A new link and a new validity; the old link's hash is gone, so it no longer opens anything. */
export const renewInvitation = async (
  db: Db,
  accountId: string,
  id: string,
  renewal: { tokenHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> => {
  await db
    .updateTable('member_invitations')
    .set({ token_hash: renewal.tokenHash, sent_at: renewal.sentAt, expires_at: renewal.expiresAt })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
};

export const revokeInvitation = async (db: Db, accountId: string, id: string): Promise<void> => {
  await db
    .updateTable('member_invitations')
    .set({ revoked_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
};

export const markInvitationAccepted = async (
  db: Db,
  accountId: string,
  id: string,
  userId: string,
): Promise<void> => {
  await db
    .updateTable('member_invitations')
    .set({ accepted_at: new Date(), accepted_by: userId })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
};
