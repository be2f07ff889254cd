import { CampaignSendingMessages, type CampaignProgress } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { findCampaignToSend, recipientCounts } from './campaign-sending.repository';

/** Sent, skipped by reason, failed and total, with the rate since sending started and the time left at it. */
export const getCampaignProgress = async (
  db: Db,
  accountId: string,
  campaignId: number,
  now: Date = new Date(),
): Promise<CampaignProgress> => {
  const campaign = await findCampaignToSend(db, accountId, campaignId);
  if (!campaign) throw new NotFoundError(CampaignSendingMessages.notFound);
  const counts = await recipientCounts(db, accountId, campaignId);
  const handedOff = counts.sent + counts.bounced + counts.failed;
  const until = campaign.status === 'sending' ? now : (counts.lastHandedOffAt ?? now);
  const seconds = campaign.sendStartedAt ? (until.getTime() - campaign.sendStartedAt.getTime()) / 1000 : 0;
  const ratePerSecond = handedOff > 0 && seconds > 0 ? Math.round((handedOff / seconds) * 10) / 10 : null;
  const skippedTotal = Object.values(counts.skipped).reduce((sum, count) => sum + count, 0);
  return {
    id: campaign.id,
    status: campaign.status,
    statusReason: campaign.statusReason,
    total: counts.total,
    sent: counts.sent,
    pending: counts.pending,
    failed: counts.failed,
    bounced: counts.bounced,
    skipped: counts.skipped,
    skippedTotal,
    ratePerSecond,
    etaSeconds:
      campaign.status === 'sending' && ratePerSecond ? Math.ceil(counts.pending / ratePerSecond) : null,
    startedAt: campaign.sendStartedAt?.toISOString() ?? null,
    finishedAt: campaign.finishedAt?.toISOString() ?? null,
  };
};
