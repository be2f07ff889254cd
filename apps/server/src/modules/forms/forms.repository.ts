import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { afterFeedPosition, feedInstant, type FeedQuery } from '../../db/keyset';

/** A contact's form submissions for its timeline (see db/keyset). */
export const submissionFeedOfContact = async (
  db: Db,
  accountId: string,
  contactId: number,
  feed: FeedQuery,
) => {
  const result = await sql<{ id: number; at: string; formName: string | null; appName: string }>`
    select s.id, ${feedInstant(sql`s.submitted_at`)} as at, f.form_name as "formName", s.app_name as "appName"
    from form_submissions s left join forms f on f.account_id = s.account_id and f.id = s.form_id
    where s.account_id = ${accountId} and s.contact_id = ${contactId}
      and ${afterFeedPosition(feed.source, feed.after, sql`s.submitted_at`, sql`s.id`)}
    order by s.submitted_at desc, s.id desc limit ${feed.limit}`.execute(db);
  return result.rows;
};

/** Forgets the form submissions of a contact deleted for good; the forms themselves stay. */
export const deleteSubmissionsOfContact = async (db: Db, accountId: string, contactId: number): Promise<void> => {
  await db.deleteFrom('form_submissions').where('account_id', '=', accountId).where('contact_id', '=', contactId).execute();
};
