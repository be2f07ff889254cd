import { type Kysely, sql } from 'kysely';

/**
 * Every committed change to lists is announced on the channel 'sendwell_changes' as "lists:<account id>",
 * once per account and statement, so API processes can keep the lists table's answers in memory until they
 * change (platform/change-feed.ts). Postgres folds identical announcements of one transaction into one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function announce_account_changes() returns trigger language plpgsql as $fn$
    declare
      changed_account uuid;
    begin
      for changed_account in select distinct account_id from changed_rows loop
        perform pg_notify('sendwell_changes', tg_table_name || ':' || changed_account);
      end loop;
      return null;
    end
    $fn$;

    create trigger lists_inserted_announced after insert on lists
      referencing new table as changed_rows for each statement execute function announce_account_changes();
    create trigger lists_updated_announced after update on lists
      referencing new table as changed_rows for each statement execute function announce_account_changes();
    create trigger lists_deleted_announced after delete on lists
      referencing old table as changed_rows for each statement execute function announce_account_changes();
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive.
}
