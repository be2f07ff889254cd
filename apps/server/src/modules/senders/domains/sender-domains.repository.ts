import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { DomainRecordCheck } from '../senders.tables';

export interface SenderDomainRow {
  id: number;
  domain: string;
  selector: string;
  publicKey: string;
  checks: DomainRecordCheck[];
  checkedAt: Date | null;
  createdAt: Date;
}

const columns = [
  'id',
  'domain',
  'dkim_selector as selector',
  'dkim_public_key as publicKey',
  'checks',
  'checked_at as checkedAt',
  'created_at as createdAt',
] as const;

export const listSenderDomainRows = (db: Db, accountId: string): Promise<SenderDomainRow[]> =>
  db
    .selectFrom('sender_domains')
    .select(columns)
    .where('account_id', '=', accountId)
    .orderBy('domain')
    .execute();

export const findSenderDomainRow = (
  db: Db,
  accountId: string,
  domainId: number,
): Promise<SenderDomainRow | undefined> =>
  db
    .selectFrom('sender_domains')
    .select(columns)
    .where('account_id', '=', accountId)
    .where('id', '=', domainId)
    .executeTakeFirst();

/** The domain's row with its sealed private key, read only to sign mail. */
export const findSigningRow = (db: Db, accountId: string, domain: string) =>
  db
    .selectFrom('sender_domains')
    .select([...columns, 'dkim_private_key as sealedPrivateKey'])
    .where('account_id', '=', accountId)
    .where('domain', '=', domain)
    .executeTakeFirst();

export const senderDomainExists = async (db: Db, accountId: string, domain: string): Promise<boolean> =>
  (await db
    .selectFrom('sender_domains')
    .select('id')
    .where('account_id', '=', accountId)
    .where('domain', '=', domain)
    .executeTakeFirst()) !== undefined;

export interface SenderDomainWrite {
  domain: string;
  selector: string;
  publicKey: string;
  sealedPrivateKey: string;
}

/** Undefined when the account already has the domain (a race lost to another caller). */
export const insertSenderDomain = async (
  db: Db,
  accountId: string,
  write: SenderDomainWrite,
): Promise<number | undefined> =>
  (
    await db
      .insertInto('sender_domains')
      .values({
        account_id: accountId,
        domain: write.domain,
        dkim_selector: write.selector,
        dkim_public_key: write.publicKey,
        dkim_private_key: write.sealedPrivateKey,
      })
      .onConflict((conflict) => conflict.columns(['account_id', 'domain']).doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id;

export const saveDomainChecks = async (
  db: Db,
  accountId: string,
  domainId: number,
  checks: DomainRecordCheck[],
  checkedAt: Date,
): Promise<void> => {
  await db
    .updateTable('sender_domains')
    .set({ checks: JSON.stringify(checks), checked_at: checkedAt })
    .where('account_id', '=', accountId)
    .where('id', '=', domainId)
    .execute();
};

export const deleteSenderDomainRow = async (db: Db, accountId: string, domainId: number): Promise<void> => {
  await db
    .deleteFrom('sender_domains')
    .where('account_id', '=', accountId)
    .where('id', '=', domainId)
    .execute();
};

/** Sender addresses' domains part, lower case, as written (international ones are converted by the caller). */
export const senderAddressDomains = async (db: Db, accountId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('senders')
      .select(sql<string>`distinct lower(split_part(email, '@', 2))`.as('domain'))
      .where('account_id', '=', accountId)
      .execute()
  ).map((row) => row.domain);
