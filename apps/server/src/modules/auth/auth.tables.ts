import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string;
  company: Generated<string>;
  phone: Generated<string>;
  timezone: Generated<string>;
  password_hash: string;
  is_verified: Generated<boolean>;
  current_account_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: Date;
  user_agent: Generated<string>;
  ip: Generated<string>;
}

export type AuthTokenPurpose = 'verifyEmail' | 'resetPassword';

export interface AuthTokensTable {
  token_hash: string;
  user_id: string;
  purpose: AuthTokenPurpose;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface SignInThrottlesTable {
  email: string;
  failures: number;
  window_started_at: Date;
  retry_at: Date;
  locked_until: Date | null;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  sign_in_throttles: SignInThrottlesTable;
}
