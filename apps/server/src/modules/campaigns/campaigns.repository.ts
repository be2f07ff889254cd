import type { Db } from '../../db/database';

const RECENT_LIMIT = 50;

export const recentActivityOfContact = (db: Db, accountId: string, contactId: number) =>
  db
    .selectFrom('email_activity')
    .innerJoin('campaigns', (join) => join.onRef('campaigns.account_id', '=', 'email_activity.account_id').onRef('campaigns.id', '=', 'email_activity.campaign_id'))
    .select([
      'email_activity.kind',
      'email_activity.campaign_id as campaignId',
      'campaigns.name as campaignName',
      'email_activity.occurred_at as occurredAt',
      'email_activity.link',
      'email_activity.is_apple_privacy_open as isApplePrivacyOpen',
    ])
    .where('email_activity.account_id', '=', accountId)
    .where('email_activity.contact_id', '=', contactId)
    .orderBy('email_activity.occurred_at', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
