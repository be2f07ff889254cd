import type { ColumnType, Generated } from 'kysely';
import type { CampaignStatus } from '@sendwell/contracts';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface CampaignsTable {
  account_id: string;
  id: Generated<number>;
  name: string;
  campaign_type: Generated<'bulk' | 'TRIGGERED'>;
  status: Generated<CampaignStatus>;
  sender_id: number | null;
  is_archived: Generated<boolean>;
  sent_at: Date | null;
  created_at: CreatedAt;
  /** The saved template and the version of it that is sent. */
  template_id: number | null;
  template_version: number | null;
  subject: Generated<string>;
  preheader: Generated<string>;
  email_type_id: number | null;
  /** When a scheduled campaign starts; null sends on 'Send now'. */
  scheduled_at: Date | null;
  send_started_at: Date | null;
  finished_at: Date | null;
  /** Why it paused or failed, in words a marketer can act on. */
  status_reason: string | null;
  /** When a campaign paused by the plan's daily sending limit goes on by itself (the account's next midnight). */
  resume_at: Generated<Date | null>;
  /** The frozen audience's size, set when sending starts. */
  recipients_total: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CampaignExclusionsTable {
  account_id: string;
  campaign_id: number;
  list_id: number;
}

export type RecipientState = 'pending' | 'handing_off' | 'sent' | 'skipped' | 'failed' | 'bounced';
export type RecipientSkipReason =
  | 'unsubscribed'
  | 'blocked'
  | 'bounced'
  | 'email_type_unsubscribed'
  | 'invalid_email';

/** One contact of a campaign's frozen audience and what became of its message. */
export interface CampaignRecipientsTable {
  account_id: string;
  campaign_id: number;
  contact_id: number;
  email: string;
  state: Generated<RecipientState>;
  skip_reason: RecipientSkipReason | null;
  attempts: Generated<number>;
  message_id: string;
  last_error: string | null;
  handed_off_at: Date | null;
  /** The advisory lock key of the send run handing it off; its lock dies with the run. */
  claimed_by: number | null;
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

/** One campaign test email sent; an account sends a few a minute at most. */
export interface CampaignTestSendsTable {
  account_id: string;
  id: Generated<number>;
  campaign_id: number;
  sent_by: string | null;
  created_at: CreatedAt;
}

export interface CampaignTables {
  campaigns: CampaignsTable;
  campaign_lists: CampaignListsTable;
  campaign_exclusions: CampaignExclusionsTable;
  campaign_recipients: CampaignRecipientsTable;
  campaign_test_sends: CampaignTestSendsTable;
  email_activity: EmailActivityTable;
  contact_engagement_daily: ContactEngagementDailyTable;
}
