import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { afterFeedPosition, feedInstant, type FeedQuery } from '../../db/keyset';

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

/** A contact's custom and store events for its timeline (see db/keyset). */
export const eventFeedOfContact = async (db: Db, accountId: string, contactId: number, feed: FeedQuery) => {
  const result = await sql<{ id: number; at: string; name: string; source: string; properties: Record<string, unknown> }>`
    select id, ${feedInstant(sql`occurred_at`)} as at, name, source, properties from events
    where account_id = ${accountId} and contact_id = ${contactId}
      and ${afterFeedPosition(feed.source, feed.after, sql`occurred_at`, sql`id`)}
    order by occurred_at desc, id desc limit ${feed.limit}`.execute(db);
  return result.rows;
};

/** Forgets the custom and store events of a contact deleted for good. */
export const deleteEventsOfContact = async (db: Db, accountId: string, contactId: number): Promise<void> => {
  await db.deleteFrom('events').where('account_id', '=', accountId).where('contact_id', '=', contactId).execute();
};
