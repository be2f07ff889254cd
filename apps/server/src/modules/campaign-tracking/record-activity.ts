import type { Db } from '../../db/database';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { recordCampaignActivity } from '../sending-events/sending-events.repository';
import type { TrackingTarget } from './tracking-token';

/**
 * Writes an open or click to the campaign's activity and the contact's daily counters on the account's day,
 * through the same statement provider events use, so segments and list performance see it at once.
 */
export const recordTrackedActivity = async (
  db: Db,
  target: TrackingTarget,
  senderId: number | null,
  activity: { kind: 'opened' | 'clicked'; link: string | null; isApplePrivacyOpen: boolean; at: Date },
): Promise<void> => {
  const timezone = await getAccountTimezone(db, target.accountId);
  await recordCampaignActivity(
    db,
    target.accountId,
    senderId,
    [
      {
        providerEventId: '',
        kind: activity.kind,
        contactId: target.contactId,
        campaignId: target.campaignId,
        bounceType: null,
        link: activity.link,
        isApplePrivacyOpen: activity.isApplePrivacyOpen,
        occurredAt: activity.at.toISOString(),
      },
    ],
    timezone,
  );
};
