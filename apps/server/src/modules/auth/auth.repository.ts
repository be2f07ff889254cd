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
  user: { email: string; name: string; company: string; passwordHash: string; isVerified?: boolean; timezone?: string },
): Promise<string> => {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      company: user.company,
      password_hash: user.passwordHash,
      is_verified: user.isVerified ?? false,
      ...(user.timezone ? { timezone: user.timezone } : {}),
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

export interface SignInThrottlePolicy {
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** From this many failures on, each further attempt waits, twice as long each time. */
  delayAfter: number;
  firstDelayMs: number;
  maxDelayMs: number;
  lockAfter: number;
  lockMs: number;
}

/**
 * Counts an attempt for the address before its password is checked, in one statement, so simultaneous
 * attempts each see the count of those before them and a burst cannot slip past the delay. A correct
 * password clears the count afterwards. False, changing nothing, while the address is locked or must wait.
 */
export const admitSignInAttempt = async (db: Db, email: string, now: Date, policy: SignInThrottlePolicy): Promise<boolean> => {
  const windowStart = new Date(now.getTime() - policy.windowMs);
  const failures = sql<number>`(case when t.window_started_at > ${windowStart} then t.failures + 1 else 1 end)`;
  const delaySeconds = sql<number>`(case when ${failures} >= ${policy.delayAfter}
    then least(${policy.firstDelayMs / 1000}::float8 * power(2, ${failures} - ${policy.delayAfter}), ${policy.maxDelayMs / 1000}::float8)
    else 0 end)`;
  const { rows } = await sql<{ email: string }>`
    insert into sign_in_throttles as t (email, failures, window_started_at, retry_at)
    values (${email}, 1, ${now}, ${now})
    on conflict (email) do update set
      failures = ${failures},
      window_started_at = (case when t.window_started_at > ${windowStart} then t.window_started_at else ${now} end),
      retry_at = ${now}::timestamptz + make_interval(secs => ${delaySeconds})
    where (t.locked_until is null or t.locked_until <= ${now}) and t.retry_at <= ${now}
    returning email`.execute(db);
  return rows.length > 0;
};

export const signInThrottleOf = (db: Db, email: string): Promise<{ retryAt: Date; lockedUntil: Date | null } | undefined> =>
  db.selectFrom('sign_in_throttles').select(['retry_at as retryAt', 'locked_until as lockedUntil']).where('email', '=', email).executeTakeFirst();

/** Locks the address once it has enough failures; true only for the one call that locked it. */
export const lockSignInsAfterFailures = async (db: Db, email: string, now: Date, policy: SignInThrottlePolicy): Promise<boolean> => {
  const row = await db
    .updateTable('sign_in_throttles')
    .set({ locked_until: new Date(now.getTime() + policy.lockMs), failures: 0, window_started_at: now, retry_at: now })
    .where('email', '=', email)
    .where('failures', '>=', policy.lockAfter)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
};

export const clearSignInThrottle = async (db: Db, email: string): Promise<void> => {
  await db.deleteFrom('sign_in_throttles').where('email', '=', email).execute();
};
