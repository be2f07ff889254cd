import { sql } from 'kysely';
import type { SenderKind, SenderSecretField, SenderVerificationStatus } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { SenderSettingsColumn } from './senders.tables';

export interface SenderRow {
  id: number;
  kind: SenderKind;
  email: string;
  name: string;
  status: string;
  settings: SenderSettingsColumn;
  secretNames: SenderSecretField[];
  verificationExpiresAt: Date | null;
  createdAt: Date;
}

const columns = [
  'id',
  'provider as kind',
  'email',
  'name',
  'status',
  'settings',
  'secret_names as secretNames',
  'verification_expires_at as verificationExpiresAt',
  'created_at as createdAt',
] as const;

export const listSenderRows = (db: Db, accountId: string): Promise<SenderRow[]> =>
  db
    .selectFrom('senders')
    .select(columns)
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findSenderRow = (db: Db, accountId: string, senderId: number): Promise<SenderRow | undefined> =>
  db
    .selectFrom('senders')
    .select(columns)
    .where('account_id', '=', accountId)
    .where('id', '=', senderId)
    .executeTakeFirst();

/** The sealed secrets of a sender; read only to connect, never to answer. */
export const sealedSecretsOf = async (db: Db, accountId: string, senderId: number): Promise<string | null> =>
  (
    await db
      .selectFrom('senders')
      .select('secrets')
      .where('account_id', '=', accountId)
      .where('id', '=', senderId)
      .executeTakeFirst()
  )?.secrets ?? null;

export const senderIdByEmail = async (
  db: Db,
  accountId: string,
  email: string,
): Promise<number | undefined> =>
  (
    await db
      .selectFrom('senders')
      .select('id')
      .where('account_id', '=', accountId)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst()
  )?.id;

export interface SenderWrite {
  kind: SenderKind;
  email: string;
  name: string;
  settings: SenderSettingsColumn;
  secrets: string | null;
  secretNames: SenderSecretField[];
}

export const insertSender = async (db: Db, accountId: string, sender: SenderWrite): Promise<number> =>
  (
    await db
      .insertInto('senders')
      .values({
        account_id: accountId,
        provider: sender.kind,
        email: sender.email,
        name: sender.name,
        status: 'NOT_VERIFIED',
        settings: sender.settings,
        secrets: sender.secrets,
        secret_names: sender.secretNames,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A changed address is unconfirmed again, and any link mailed to the old one stops working. */
export const updateSender = async (
  db: Db,
  accountId: string,
  senderId: number,
  sender: SenderWrite,
  addressChanged: boolean,
): Promise<void> => {
  await db
    .updateTable('senders')
    .set({
      email: sender.email,
      name: sender.name,
      settings: sender.settings,
      secrets: sender.secrets,
      secret_names: sender.secretNames,
      updated_at: new Date(),
      ...(addressChanged ? { status: 'NOT_VERIFIED', verification_expires_at: null } : {}),
    })
    .where('account_id', '=', accountId)
    .where('id', '=', senderId)
    .execute();
};

export const deleteSenderRow = async (db: Db, accountId: string, senderId: number): Promise<void> => {
  await db.deleteFrom('senders').where('account_id', '=', accountId).where('id', '=', senderId).execute();
};

export const setSenderStatus = async (
  db: Db,
  accountId: string,
  senderId: number,
  change: { status: SenderVerificationStatus; verificationExpiresAt: Date | null },
): Promise<void> => {
  await db
    .updateTable('senders')
    .set({
      status: change.status,
      verification_expires_at: change.verificationExpiresAt,
      updated_at: new Date(),
    })
    .where('account_id', '=', accountId)
    .where('id', '=', senderId)
    .execute();
};

// --- read by other areas (through the functions in senders.ts) ---------------------------------------

export const senderExistsRow = (db: Db, accountId: string, senderId: number) =>
  db
    .selectFrom('senders')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', senderId)
    .executeTakeFirst();

export const senderEmailRows = (db: Db, accountId: string, includeUnverified: boolean) => {
  let query = db
    .selectFrom('senders')
    .select(['id', 'email as emailId', 'name'])
    .where('account_id', '=', accountId);
  if (!includeUnverified) query = query.where('status', '=', 'VERIFIED');
  return query.orderBy(sql`lower(email)`).execute();
};
