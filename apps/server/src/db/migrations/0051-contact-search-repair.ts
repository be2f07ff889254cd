import { type Kysely, sql } from 'kysely';
import { searchTextOf } from '../../modules/contacts/contact-search';

/**
 * Lists for the search-text job (index-contact-search) the contacts whose search text migration 0026 may
 * have missed. 0026 filled contact_search in one statement and only then created the triggers that keep
 * it current: a contact that another Sendwell process (one still running the previous version during an
 * upgrade) created or edited in between got no text, or kept its old one, and a search did not find it by
 * what it holds now.
 *
 * Listed: every contact without a search text (one index probe each, nothing folded), and every contact
 * changed within ten minutes either side of 0026's run whose text is not what it folds to now (a write
 * that 0026 missed began before 0026 ended, and no write of a contact takes minutes; later writes went
 * through the triggers; the margin after covers the clocks of the database and the migrating process
 * differing). Only those are folded: the table is read once, 1.2 to 1.6 s for 200,000 contacts on a
 * busy machine (load average 20 to 30), plus about 50 µs per contact changed in that window (all
 * 200,000 of them: 11 s). It takes no lock beyond reading contacts and adds a plain index entry per
 * listed contact. The job, sent for every account with listed contacts when the workers start, writes
 * their texts 10,000 contacts per transaction; until then a search reads those contacts' own text (see
 * contact-search.ts), so its results are right throughout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ran = sql`(select timestamp::timestamptz from kysely_migration where name = '0026-contact-search-table')`;
  await sql`insert into contact_search_pending (account_id, contact_id)
    select c.account_id, c.id from contacts c left join contact_search s on s.contact_id = c.id
    where s.contact_id is null
      or (c.updated_at between ${ran} - interval '10 minutes' and ${ran} + interval '10 minutes'
        and s.search_text is distinct from ${searchTextOf(sql`c.email`, sql`c.properties`)})
    on conflict do nothing`.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive.
}
