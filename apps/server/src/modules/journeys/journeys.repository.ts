import type { Db } from '../../db/database';

export const journeysTriggeredBy = (db: Db, accountId: string, listId: number) =>
  db
    .selectFrom('journeys')
    .select(['id', 'name', 'status'])
    .where('account_id', '=', accountId)
    .where('trigger_list_id', '=', listId)
    .orderBy('name')
    .execute();
