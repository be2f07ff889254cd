import type { Db } from '../../db/database';

export interface SavedBlockRow {
  id: number;
  name: string;
  updatedAt: Date;
}

export const insertBlock = async (
  db: Db,
  block: { accountId: string; name: string; mjml: string; html: string; createdBy: string },
): Promise<number> =>
  (
    await db
      .insertInto('template_blocks')
      .values({
        account_id: block.accountId,
        name: block.name,
        mjml: block.mjml,
        html: block.html,
        created_by: block.createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Newest first (spec 3 §4, §9). */
export const selectSavedBlocks = (db: Db, accountId: string): Promise<SavedBlockRow[]> =>
  db
    .selectFrom('template_blocks')
    .select(['id', 'name', 'updated_at as updatedAt'])
    .where('account_id', '=', accountId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const selectSavedBlock = (db: Db, accountId: string, id: number) =>
  db
    .selectFrom('template_blocks')
    .select(['id', 'name', 'mjml', 'html'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
