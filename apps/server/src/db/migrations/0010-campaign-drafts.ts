import { type Kysely, sql } from 'kysely';

/**
 * What the campaigns page and a draft's audience read. Campaigns are created as drafts by the status
 * column's default ('draft'), so no status changes here; a draft has no sent_at, and the recount triggers
 * of 0002 count only sent campaigns, so a draft's audience never changes a list's campaign count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- One page of the campaigns table, newest first by sent date or else created date, straight from an index.
    create index campaigns_live_recent_idx on campaigns (account_id, (coalesce(sent_at, created_at)) desc, id desc)
      where not is_archived;
    -- A campaign's audience: the primary key leads with the list, which answers "campaigns of a list" only.
    create index campaign_lists_campaign_idx on campaign_lists (account_id, campaign_id);
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive.
}
