import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuthTokenPurpose } from './auth.tables';

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  company: string;
  phone: string;
  timezone: string;
  passwordHash: string;
  isVerified: boolean;
  currentAccountId: string | null;
}

const userColumns = [
  'id',
  'email',
  'name',
  'company',
  'phone',
  'timezone',
  'password_hash as passwordHash',
  'is_verified as isVerified',
  'current_account_id as currentAccountId',
] as const;

export const findUserByEmail = (db: Db, email: string): Promise<UserRecord | undefined> =>
  db.selectFrom('users').select(userColumns).where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();

export const findUserById = (db: Db, id: string): Promise<UserRecord | undefined> =>
  db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();

export const insertUser = async (
  db: Db,
  user: { email: string; name: string; company: string; passwordHash: string; isVerified?: boolean },
): Promise<string> => {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      company: user.company,
      password_hash: user.passwordHash,
      is_verified: user.isVerified ?? false,
      current_account_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const updateUser = async (
  db: Db,
  id: string,
  changes: Partial<{ name: string; company: string; phone: string; timezone: string; passwordHash: string; isVerified: boolean; currentAccountId: string }>,
): Promise<void> => {
  await db
    .updateTable('users')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.company !== undefined ? { company: changes.company } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(changes.timezone !== undefined ? { timezone: changes.timezone } : {}),
      ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
      ...(changes.isVerified !== undefined ? { is_verified: changes.isVerified } : {}),
      ...(changes.currentAccountId !== undefined ? { current_account_id: changes.currentAccountId } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
};

export const insertSession = async (
  db: Db,
  session: { tokenHash: string; userId: string; expiresAt: Date; userAgent: string; ip: string },
): Promise<void> => {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      expires_at: session.expiresAt,
      user_agent: session.userAgent.slice(0, 300),
      ip: session.ip,
    })
    .execute();
};

export interface SessionRecord {
  tokenHash: string;
  userId: string;
  isVerified: boolean;
  currentAccountId: string | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

export const findLiveSession = (db: Db, tokenHash: string): Promise<SessionRecord | undefined> =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.token_hash as tokenHash',
      'sessions.user_id as userId',
      'users.is_verified as isVerified',
      'users.current_account_id as currentAccountId',
      'sessions.expires_at as expiresAt',
      'sessions.last_seen_at as lastSeenAt',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();

export const extendSession = async (db: Db, tokenHash: string, expiresAt: Date): Promise<void> => {
  await db.updateTable('sessions').set({ last_seen_at: new Date(), expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
};

export const deleteSession = async (db: Db, tokenHash: string): Promise<void> => {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
};

export const deleteSessionsOfUser = async (db: Db, userId: string, exceptTokenHash?: string): Promise<void> => {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
  await query.execute();
};

export const insertAuthToken = async (
  db: Db,
  token: { tokenHash: string; userId: string; purpose: AuthTokenPurpose; expiresAt: Date },
): Promise<void> => {
  await db
    .insertInto('auth_tokens')
    .values({ token_hash: token.tokenHash, user_id: token.userId, purpose: token.purpose, expires_at: token.expiresAt, used_at: null })
    .execute();
};

/** Marks a live, unused token as used and returns its user; at most one caller ever wins a token. */
export const consumeAuthToken = async (db: Db, tokenHash: string, purpose: AuthTokenPurpose): Promise<string | undefined> => {
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
};

/** A newer link replaces older ones of the same purpose. */
export const revokeAuthTokens = async (db: Db, userId: string, purpose: AuthTokenPurpose): Promise<void> => {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
};
