import type { Db } from '../../db/database';

const RECENT_LIMIT = 50;

export const recentEventsOfContact = (db: Db, accountId: string, contactId: number) =>
  db
    .selectFrom('events')
    .select(['name', 'source', 'occurred_at as occurredAt', 'properties'])
    .where('account_id', '=', accountId)
    .where('contact_id', '=', contactId)
    .orderBy('occurred_at', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
