import { sql } from 'kysely';
import type { FeatureFlags, MemberRole } from '@sendwell/contracts';
import type { StoredAccountSettings } from '@sendwell/domain';
import type { Db } from '../../db/database';

export interface AccountRecord {
  id: string;
  name: string;
  settings: StoredAccountSettings;
  flags: Partial<FeatureFlags>;
  planName: string;
  trialDueDate: Date | null;
  subscriptionEndDate: Date | null;
  contactsAllocated: number;
  templateFolders: string[];
  defaultSenderId: number | null;
}

export interface MembershipRecord {
  accountId: string;
  accountName: string;
  memberId: string;
  role: MemberRole;
  limitedAccess: boolean;
}

export const insertAccount = async (
  db: Db,
  account: {
    name: string;
    trialDueDate: Date;
    contactsAllocated: number;
    planName: string;
    settings?: StoredAccountSettings;
  },
): Promise<string> => {
  const row = await db
    .insertInto('accounts')
    .values({
      name: account.name,
      settings: JSON.stringify(account.settings ?? {}),
      flags: JSON.stringify({}),
      plan_name: account.planName,
      trial_due_date: account.trialDueDate,
      subscription_end_date: null,
      contacts_allocated: account.contactsAllocated,
      template_folders: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const insertMember = async (
  db: Db,
  member: { accountId: string; userId: string; role: MemberRole; limitedAccess?: boolean },
): Promise<string> => {
  const row = await db
    .insertInto('members')
    .values({
      account_id: member.accountId,
      user_id: member.userId,
      role: member.role,
      limited_access: member.limitedAccess ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const findAccount = (db: Db, accountId: string): Promise<AccountRecord | undefined> =>
  db
    .selectFrom('accounts')
    .select([
      'id',
      'name',
      'settings',
      'flags',
      'plan_name as planName',
      'trial_due_date as trialDueDate',
      'subscription_end_date as subscriptionEndDate',
      'contacts_allocated as contactsAllocated',
      'template_folders as templateFolders',
      'default_sender_id as defaultSenderId',
    ])
    .where('id', '=', accountId)
    .executeTakeFirst();

const memberships = (db: Db, userId: string) =>
  db
    .selectFrom('members')
    .innerJoin('accounts', 'accounts.id', 'members.account_id')
    .select([
      'members.account_id as accountId',
      'accounts.name as accountName',
      'members.id as memberId',
      'members.role',
      'members.limited_access as limitedAccess',
    ])
    .where('members.user_id', '=', userId);

export const listMemberships = (db: Db, userId: string): Promise<MembershipRecord[]> =>
  memberships(db, userId).orderBy('members.created_at').execute();

export const findMembership = (
  db: Db,
  userId: string,
  accountId: string,
): Promise<MembershipRecord | undefined> =>
  memberships(db, userId).where('members.account_id', '=', accountId).executeTakeFirst();

export const updateAccountSettings = async (
  db: Db,
  accountId: string,
  settings: StoredAccountSettings,
): Promise<void> => {
  await db
    .updateTable('accounts')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', accountId)
    .execute();
};

export const updateAccountFlags = async (
  db: Db,
  accountId: string,
  flags: Partial<FeatureFlags>,
): Promise<void> => {
  await db
    .updateTable('accounts')
    .set({ flags: JSON.stringify(flags) })
    .where('id', '=', accountId)
    .execute();
};

export const setContactsAllocated = async (
  db: Db,
  accountId: string,
  contactsAllocated: number,
): Promise<void> => {
  await db
    .updateTable('accounts')
    .set({ contacts_allocated: contactsAllocated })
    .where('id', '=', accountId)
    .execute();
};

export const updateMember = async (
  db: Db,
  accountId: string,
  userId: string,
  changes: { limitedAccess?: boolean; role?: MemberRole },
): Promise<void> => {
  await db
    .updateTable('members')
    .set({
      ...(changes.limitedAccess !== undefined ? { limited_access: changes.limitedAccess } : {}),
      ...(changes.role !== undefined ? { role: changes.role } : {}),
    })
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .execute();
};

export interface AccountOverviewRow {
  accountId: string;
  accountName: string;
  planName: string;
  memberEmail: string | null;
  role: MemberRole | null;
  limitedAccess: boolean | null;
}

/**
 * Every account with one row per member (one row with null member fields for an account without members),
 * oldest account first. Operators only: it crosses every tenant.
 */
export const listAccountsWithMembers = (db: Db): Promise<AccountOverviewRow[]> =>
  db
    .selectFrom('accounts')
    .leftJoin('members', 'members.account_id', 'accounts.id')
    .leftJoin('users', 'users.id', 'members.user_id')
    .select([
      'accounts.id as accountId',
      'accounts.name as accountName',
      'accounts.plan_name as planName',
      'users.email as memberEmail',
      'members.role as role',
      'members.limited_access as limitedAccess',
    ])
    .orderBy('accounts.created_at')
    .orderBy('accounts.id')
    .orderBy('members.created_at')
    .execute();

/** The account's own details as My account edits them; the timezone merges into the sparse settings in place. */
export const updateAccountDetails = async (
  db: Db,
  accountId: string,
  details: { name: string; timezone: string; defaultSenderId: number | null },
): Promise<void> => {
  await db
    .updateTable('accounts')
    .set({
      name: details.name,
      settings: sql`settings || jsonb_build_object('timezone', ${details.timezone}::text)`,
      default_sender_id: details.defaultSenderId,
    })
    .where('id', '=', accountId)
    .execute();
};

export interface AccountMemberRecord {
  memberId: string;
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  limitedAccess: boolean;
  createdAt: Date;
}

const accountMembers = (db: Db, accountId: string) =>
  db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select([
      'members.id as memberId',
      'members.user_id as userId',
      'users.name',
      'users.email',
      'members.role',
      'members.limited_access as limitedAccess',
      'members.created_at as createdAt',
    ])
    .where('members.account_id', '=', accountId);

/** Members of an account with their names and addresses, oldest first. */
export const listAccountMembers = (db: Db, accountId: string): Promise<AccountMemberRecord[]> =>
  accountMembers(db, accountId).orderBy('members.created_at').orderBy('members.id').execute();

/** One member, locked for the rest of the transaction when `forUpdate`, so two admins' changes queue. */
export const findAccountMember = (
  db: Db,
  accountId: string,
  memberId: string,
  forUpdate = false,
): Promise<AccountMemberRecord | undefined> => {
  const query = accountMembers(db, accountId).where('members.id', '=', memberId);
  return (forUpdate ? query.forUpdate('members') : query).executeTakeFirst();
};

export const findAccountMemberByEmail = (
  db: Db,
  accountId: string,
  email: string,
): Promise<AccountMemberRecord | undefined> =>
  accountMembers(db, accountId)
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .executeTakeFirst();

export const setMemberRole = async (
  db: Db,
  accountId: string,
  memberId: string,
  changes: { role?: MemberRole; limitedAccess?: boolean },
): Promise<void> => {
  await db
    .updateTable('members')
    .set({
      ...(changes.role !== undefined ? { role: changes.role } : {}),
      ...(changes.limitedAccess !== undefined ? { limited_access: changes.limitedAccess } : {}),
    })
    .where('account_id', '=', accountId)
    .where('id', '=', memberId)
    .execute();
};

export const deleteMember = async (db: Db, accountId: string, memberId: string): Promise<void> => {
  await db.deleteFrom('members').where('account_id', '=', accountId).where('id', '=', memberId).execute();
};
/** The account's template folder names, locked until the transaction ends so two additions cannot lose one. */
export const lockTemplateFolders = async (db: Db, accountId: string): Promise<string[] | undefined> =>
  (
    await db
      .selectFrom('accounts')
      .select('template_folders as templateFolders')
      .where('id', '=', accountId)
      .forUpdate()
      .executeTakeFirst()
  )?.templateFolders;

export const updateTemplateFolders = async (db: Db, accountId: string, folders: string[]): Promise<void> => {
  await db
    .updateTable('accounts')
    .set({ template_folders: JSON.stringify(folders) })
    .where('id', '=', accountId)
    .execute();
};
