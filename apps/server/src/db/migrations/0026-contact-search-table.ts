import { type Kysely, sql } from 'kysely';
import { searchTextOf } from '../../modules/contacts/contact-search';

/**
 * The text a search looks in moves from a generated column of contacts (migration 0020) to a table beside
 * them, so that an import of many contacts no longer adds every contact's trigrams to the search index
 * inside its own transaction: that upkeep doubled the time an import of new contacts took.
 *
 * contact_search holds each contact's folded text (as contact-search.ts spells it), under a trigram index.
 * Triggers on contacts keep it current for every write, whichever path makes it (a contact created, edited,
 * changed by the API, by a bulk action or by a store event; a deleted contact's row goes with it), in the
 * writing statement's transaction, as the generated column did.
 *
 * A bulk import sets `sendwell.contact_search` to 'deferred' for its transaction: the triggers then leave
 * contact_search alone, and the import lists the contacts it created or changed in contact_search_pending
 * instead (a plain index entry each, far cheaper than their trigrams). A job indexes them after the import
 * commits; until it has, a search reads those contacts' own text (see contact-search.ts), so its results
 * are right at every moment, only slower for a few seconds after a large import.
 *
 * Also: an index for the bulk actions of an account still running or just ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contact_search (
      account_id uuid not null,
      contact_id bigint not null,
      search_text text not null,
      primary key (account_id, contact_id)
    );
    create table contact_search_pending (
      account_id uuid not null,
      contact_id bigint not null,
      primary key (account_id, contact_id)
    );
  `.execute(db);
  await sql`insert into contact_search (account_id, contact_id, search_text)
    select account_id, id, search_text from contacts`.execute(db);
  // Built once filled: one bulk build instead of a million inserts into the index.
  await sql`create index contact_search_text_idx on contact_search using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  // A search joins contacts to their text by id alone (ids are unique across accounts): a probe per contact
  // whatever the planner believes of an account's size, even before its statistics know a new account.
  await sql`create unique index contact_search_contact_idx on contact_search (contact_id)`.execute(db);
  await sql`alter table contacts drop column search_text`.execute(db);

  await sql`
    create function contact_search_upkeep() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from contact_search where account_id = old.account_id and contact_id = old.id;
        delete from contact_search_pending where account_id = old.account_id and contact_id = old.id;
        return null;
      end if;
      insert into contact_search (account_id, contact_id, search_text)
      values (new.account_id, new.id, ${searchTextOf(sql`new.email`, sql`new.properties`)})
      on conflict (account_id, contact_id) do update set search_text = excluded.search_text;
      return null;
    end
    $$`.execute(db);
  const notDeferred = sql`current_setting('sendwell.contact_search', true) is distinct from 'deferred'`;
  await sql`create trigger contacts_search_insert after insert on contacts for each row
    when (${notDeferred}) execute function contact_search_upkeep()`.execute(db);
  await sql`create trigger contacts_search_update after update of email, properties on contacts for each row
    when ((old.email, old.properties) is distinct from (new.email, new.properties) and ${notDeferred})
    execute function contact_search_upkeep()`.execute(db);
  // The All contacts page lists the account's bulk actions running and just ended (GET /api/contacts/bulk-jobs).
  await sql`create index contact_bulk_jobs_recent_idx on contact_bulk_jobs (account_id, finished_at)`.execute(
    db,
  );
  await sql`create trigger contacts_search_delete after delete on contacts for each row
    execute function contact_search_upkeep()`.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive.
}
