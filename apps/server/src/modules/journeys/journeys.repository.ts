import type { Db } from '../../db/database';

export const journeysTriggeredBy = (db: Db, accountId: string, listId: number) =>
  db
    .selectFrom('journeys')
    .select(['id', 'name', 'status'])
    .where('account_id', '=', accountId)
    .where('trigger_list_id', '=', listId)
    .orderBy('name')
    .execute();

const journeyColumns = [
  'id',
  'name',
  'status',
  'trigger_type as triggerType',
  'trigger_list_id as triggerListId',
  'created_at as createdAt',
] as const;

export type JourneyRow = NonNullable<Awaited<ReturnType<typeof findJourney>>>;

/** The account's journeys, newest first; only those triggered by `triggerListId` when given. */
export const selectJourneys = (db: Db, accountId: string, filter: { triggerListId?: number } = {}) => {
  let query = db.selectFrom('journeys').select(journeyColumns).where('account_id', '=', accountId);
  if (filter.triggerListId !== undefined) query = query.where('trigger_list_id', '=', filter.triggerListId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
};

export const findJourney = (db: Db, accountId: string, journeyId: number) =>
  db
    .selectFrom('journeys')
    .select(journeyColumns)
    .where('account_id', '=', accountId)
    .where('id', '=', journeyId)
    .executeTakeFirst();
