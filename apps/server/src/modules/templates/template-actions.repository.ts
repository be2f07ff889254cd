import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Serialises the test emails of one account, so two sends at once cannot both slip under the hourly limit. */
export const lockTestSends = async (db: Db, accountId: string): Promise<void> => {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`template-test-sends:${accountId}`}, 0))`.execute(
    db,
  );
};

/** Test emails (one per address) the account has sent since `since`. */
export const countTestEmailsSince = async (db: Db, accountId: string, since: Date): Promise<number> => {
  const row = await db
    .selectFrom('template_test_sends')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('recipients'), sql<number>`0`).as('sent'))
    .where('account_id', '=', accountId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.sent);
};

export const insertTestSend = async (
  db: Db,
  send: { accountId: string; templateId: number; recipients: number; sentBy: string; at: Date },
): Promise<void> => {
  await db
    .insertInto('template_test_sends')
    .values({
      account_id: send.accountId,
      template_id: send.templateId,
      recipients: send.recipients,
      sent_by: send.sentBy,
      created_at: send.at,
    })
    .execute();
};

export interface ShareRow {
  id: number;
  token: string;
  createdAt: Date;
}

export const findLiveShare = (db: Db, accountId: string, templateId: number): Promise<ShareRow | undefined> =>
  db
    .selectFrom('template_shares')
    .select(['id', 'token', 'created_at as createdAt'])
    .where('account_id', '=', accountId)
    .where('template_id', '=', templateId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

/** A new live link, unless the template has one already (then nothing is written). */
export const insertShare = async (
  db: Db,
  share: { accountId: string; templateId: number; token: string; createdBy: string },
): Promise<void> => {
  await db
    .insertInto('template_shares')
    .values({
      account_id: share.accountId,
      template_id: share.templateId,
      token: share.token,
      created_by: share.createdBy,
      revoked_at: null,
    })
    .onConflict((conflict) =>
      conflict.columns(['account_id', 'template_id']).where('revoked_at', 'is', null).doNothing(),
    )
    .execute();
};

export const revokeShares = async (
  db: Db,
  accountId: string,
  templateId: number,
  at: Date,
): Promise<void> => {
  await db
    .updateTable('template_shares')
    .set({ revoked_at: at })
    .where('account_id', '=', accountId)
    .where('template_id', '=', templateId)
    .where('revoked_at', 'is', null)
    .execute();
};

export interface SharedTemplateRow {
  accountId: string;
  shareId: number;
  templateId: number;
  name: string;
  hasAmp: boolean;
}

/** The live share of a live template that the token opens. */
export const findSharedTemplate = (db: Db, token: string): Promise<SharedTemplateRow | undefined> =>
  db
    .selectFrom('template_shares as s')
    .innerJoin('templates as t', (join) =>
      join.onRef('t.account_id', '=', 's.account_id').onRef('t.id', '=', 's.template_id'),
    )
    .select([
      's.account_id as accountId',
      's.id as shareId',
      't.id as templateId',
      't.name',
      't.has_amp as hasAmp',
    ])
    .where('s.token', '=', token)
    .where('s.revoked_at', 'is', null)
    .where('t.archived_at', 'is', null)
    .executeTakeFirst();

export const countShareFeedback = async (db: Db, accountId: string, shareId: number): Promise<number> => {
  const row = await db
    .selectFrom('template_feedback')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .where('share_id', '=', shareId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const insertFeedback = async (
  db: Db,
  feedback: { accountId: string; shareId: number; templateId: number; name: string; comment: string },
): Promise<void> => {
  await db
    .insertInto('template_feedback')
    .values({
      account_id: feedback.accountId,
      share_id: feedback.shareId,
      template_id: feedback.templateId,
      name: feedback.name,
      comment: feedback.comment,
    })
    .execute();
};

export const selectFeedback = (db: Db, accountId: string, templateId: number) =>
  db
    .selectFrom('template_feedback')
    .select(['id', 'name', 'comment', 'created_at as createdAt'])
    .where('account_id', '=', accountId)
    .where('template_id', '=', templateId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
