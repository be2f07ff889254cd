import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { AccountSettings, FeatureFlags, MemberRole } from '@sendwell/contracts';

export interface AccountsTable {
  id: Generated<string>;
  name: string;
  /** Stored sparse: only what differs from the defaults, so new settings reach old accounts. */
  settings: JSONColumnType<Partial<AccountSettings>>;
  flags: JSONColumnType<Partial<FeatureFlags>>;
  plan_name: Generated<string>;
  trial_due_date: Date | null;
  subscription_end_date: Date | null;
  contacts_allocated: Generated<number>;
  template_folders: JSONColumnType<string[]>;
  default_sender_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  locked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lock_reason: ColumnType<'trialEnded' | 'subscriptionEnded' | null, 'trialEnded' | 'subscriptionEnded' | null | undefined, 'trialEnded' | 'subscriptionEnded' | null>;
}

export interface MembersTable {
  account_id: string;
  id: Generated<string>;
  user_id: string;
  role: MemberRole;
  limited_access: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface AccountTables {
  accounts: AccountsTable;
  members: MembersTable;
}
