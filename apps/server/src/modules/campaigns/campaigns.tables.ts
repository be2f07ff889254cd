import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface CampaignsTable {
  account_id: string;
  id: Generated<number>;
  name: string;
  campaign_type: Generated<'bulk' | 'TRIGGERED'>;
  status: Generated<string>;
  sender_id: number | null;
  is_archived: Generated<boolean>;
  sent_at: Date | null;
  created_at: CreatedAt;
}

export interface CampaignListsTable {
  account_id: string;
  campaign_id: number;
  list_id: number;
}

export type ActivityKind = 'sent' | 'opened' | 'clicked' | 'submitted';

export interface EmailActivityTable {
  account_id: string;
  id: Generated<number>;
  contact_id: number;
  campaign_id: number;
  kind: ActivityKind;
  occurred_at: Date;
  link: string | null;
  sender_id: number | null;
  is_apple_privacy_open: Generated<boolean>;
}

export interface ContactEngagementDailyTable {
  account_id: string;
  contact_id: number;
  day: ColumnType<string, string, string>;
  sent: Generated<number>;
  opened: Generated<number>;
  clicked: Generated<number>;
  submitted: Generated<number>;
}

export interface CampaignTables {
  campaigns: CampaignsTable;
  campaign_lists: CampaignListsTable;
  email_activity: EmailActivityTable;
  contact_engagement_daily: ContactEngagementDailyTable;
}
