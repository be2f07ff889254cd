import { AppError } from '../../platform/errors';
import type { AppContext } from '../../platform/context';
import { beginCampaignSend } from './begin-campaign-send';
import { queueSendRuns } from './campaign-send.job';
import { lockDueCampaigns, setCampaignStatus } from './campaign-sending.repository';
import { resumeDueCampaigns } from './resume-due-campaigns';

/** How often a worker looks for scheduled campaigns due to start. */
export const SCHEDULER_INTERVAL_MS = 15_000;
const DUE_PER_TICK = 50;

/**
 * Starts the scheduled campaigns whose time has come (across accounts, locked so two workers never start
 * one twice). A campaign that is no longer complete fails with the reason instead of sending. Answers how
 * many started.
 */
export const startDueCampaigns = async (ctx: AppContext, now: Date = ctx.now()): Promise<number> => {
  const started = await ctx.db.transaction().execute(async (trx) => {
    const due = await lockDueCampaigns(trx, now, DUE_PER_TICK);
    const ready: typeof due = [];
    for (const campaign of due) {
      try {
        await beginCampaignSend(trx, campaign.accountId, campaign.campaignId, ['scheduled']);
        ready.push(campaign);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await setCampaignStatus(trx, campaign.accountId, campaign.campaignId, {
          status: 'failed',
          statusReason: error.message,
          finished: true,
        });
      }
    }
    return ready;
  });
  for (const campaign of started) await queueSendRuns(ctx, campaign.accountId, campaign.campaignId);
  return started.length;
};

/**
 * Each worker looks at the schedule on a timer: scheduled campaigns due to start, and campaigns paused by the
 * daily sending limit whose next day has begun. The row locks keep the workers' looks apart.
 */
export const startCampaignScheduler = (ctx: AppContext, intervalMs = SCHEDULER_INTERVAL_MS): (() => void) => {
  const timer = setInterval(() => {
    // The process is shutting down: its database pool is closing.
    if (ctx.pool.ending) {
      clearInterval(timer);
      return;
    }
    const now = ctx.now();
    startDueCampaigns(ctx, now)
      .then(() => resumeDueCampaigns(ctx, now))
      .catch((error: unknown) => ctx.log.error({ err: String(error) }, 'campaign scheduler failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
