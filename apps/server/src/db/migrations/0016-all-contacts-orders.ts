import { type Kysely, sql } from 'kysely';
import { nameSortKey } from '../../modules/contacts/contact-search';

/**
 * The All contacts table sorts a million contacts by name or by status and shows one page: with these
 * indexes over live contacts it reads that page in index order instead of sorting them all. The name is
 * spelt as the table's query spells it (nameSortKey), or the planner would not match the index. Status
 * leads with the flags, so the status filter reads its contacts from the same index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index contacts_live_name_idx on contacts (account_id, ${nameSortKey(sql`properties`)}, id) where archived_at is null`.execute(db);
  await sql`create index contacts_live_status_idx on contacts (account_id, is_blocked, is_unsubscribed, id) where archived_at is null`.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: indexes only.
}
