import { CampaignMessages, type CampaignReport } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { fillReportSeries, localHourLabel } from './fill-report-series';
import {
  activitySeries,
  activityTotals,
  clicksPerLink,
  deliveryTotals,
  reportedCampaignOf,
} from './campaign-tracking.repository';

/**
 * A campaign's report. Sent counts each contact the campaign went to once; delivered is sent less bounces;
 * opens by Apple Mail Privacy Protection's proxy are apart from people's; the series is in the account's
 * timezone, hourly for the first 48 hours after sending started, then daily.
 */
export const getCampaignReport = async (
  db: Db,
  accountId: string,
  campaignId: number,
): Promise<CampaignReport> => {
  const campaign = await reportedCampaignOf(db, accountId, campaignId);
  if (!campaign) throw new NotFoundError(CampaignMessages.notFound);
  const [timezone, activity, links, delivery] = await Promise.all([
    getAccountTimezone(db, accountId),
    activityTotals(db, accountId, campaignId),
    clicksPerLink(db, accountId, campaignId),
    deliveryTotals(db, accountId, campaignId),
  ]);
  const start = campaign.sendStartedAt ?? campaign.sentAt ?? activity.firstAt;
  const series = start ? await activitySeries(db, accountId, campaignId, start, timezone) : [];
  return {
    campaignId,
    name: campaign.name,
    status: campaign.status,
    subject: campaign.subject,
    sentAt: start ? start.toISOString() : null,
    timezone,
    recipients: delivery.recipients,
    sent: activity.sent,
    delivered: Math.max(0, activity.sent - delivery.bounced),
    skipped: delivery.skipped,
    failed: delivery.failed,
    opens: { unique: activity.opensUnique, total: activity.opensTotal },
    applePrivacyOpens: { unique: activity.appleUnique, total: activity.appleTotal },
    clicks: { unique: activity.clicksUnique, total: activity.clicksTotal, links },
    unsubscribes: delivery.unsubscribes,
    bounces: {
      total: delivery.bounced,
      hard: delivery.hardBounced,
      soft: delivery.bounced - delivery.hardBounced,
    },
    complaints: delivery.complaints,
    series: start
      ? fillReportSeries(
          series.map(({ hourly, ...point }) => ({ ...point, granularity: hourly ? 'hour' : 'day' })),
          localHourLabel(start, timezone),
        )
      : [],
  };
};
