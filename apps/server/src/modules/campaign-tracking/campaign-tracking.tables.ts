import type { ColumnType } from 'kysely';

/** A contact's unsubscribe through one campaign's message: once per campaign and contact. */
export interface CampaignUnsubscribesTable {
  account_id: string;
  campaign_id: number;
  contact_id: number;
  /** The email type left; null when the contact left all email. */
  email_type_id: number | null;
  occurred_at: ColumnType<Date, Date | undefined, never>;
}

export interface CampaignTrackingTables {
  campaign_unsubscribes: CampaignUnsubscribesTable;
}
