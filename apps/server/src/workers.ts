import { brandKitImportJob, handleBrandKitImport } from './modules/brand-kit/brand-kit-import.job';
import { exportListJob, handleExportList } from './modules/exports/export-list.job';
import { exportSubmissionsJob, handleExportSubmissions } from './modules/exports/export-submissions.job';
import { handleRefreshList, refreshListJob } from './modules/lists/refresh-list.job';
import { handleRefreshSegment, refreshSegmentJob } from './modules/segments/refresh-segment.job';
import { segmentContactsChangedJob } from './modules/segments/segment-contacts-changed.job';
import { handleSweepSegments, sweepSegmentsJob } from './modules/segments/sweep-segments.job';
import { updateSegmentMembers } from './modules/segments/update-segment-members';
import { handleImportCsv, importCsvJob, resumeUnfinishedImports } from './modules/imports/import-csv.job';
import {
  handleRenderTemplateThumbnail,
  renderTemplateThumbnailJob,
  resumePendingThumbnails,
} from './modules/templates/render-template-thumbnail.job';
import { bulkContactsJob, handleBulkContactsJob } from './modules/contacts/bulk-contacts.job';
import {
  handleIndexContactSearch,
  indexContactSearchJob,
  resumeContactSearch,
} from './modules/contacts/index-contact-search.job';
import { resumeSendingCampaigns, workCampaignSends } from './modules/campaign-sending/campaign-send.job';
import { startCampaignScheduler } from './modules/campaign-sending/start-due-campaigns';
import { END_EXPIRED_PLANS_CRON, endExpiredPlansJob, handleEndExpiredPlans } from './modules/billing/end-expired-plans.job';
import {
  handleRenewEmailCredits,
  RENEW_EMAIL_CREDITS_CRON,
  renewEmailCreditsJob,
} from './modules/billing/renew-email-credits.job';
import {
  handleRenewSubscriptions,
  RENEW_SUBSCRIPTIONS_CRON,
  renewSubscriptionsJob,
} from './modules/billing/renew-subscriptions.job';
import type { AppContext } from './platform/context';

/** Every background job this process works on when it runs as a worker. */
export const startWorkers = async (ctx: AppContext): Promise<void> => {
  await ctx.jobs.work(exportListJob, (payload) => handleExportList(ctx, payload), { concurrency: 1 });
  await ctx.jobs.work(brandKitImportJob, (payload) => handleBrandKitImport(ctx, payload), { concurrency: 2 });
  await ctx.jobs.work(exportSubmissionsJob, (payload) => handleExportSubmissions(ctx, payload), {
    concurrency: 1,
  });
  await ctx.jobs.work(refreshListJob, (payload) => handleRefreshList(ctx.db, payload), { concurrency: 2 });
  await ctx.jobs.work(refreshSegmentJob, (payload) => handleRefreshSegment(ctx.db, payload), {
    concurrency: 2,
  });
  await ctx.jobs.work(
    segmentContactsChangedJob,
    (payload) => updateSegmentMembers(ctx.db, payload.accountId, payload.contactIds),
    { concurrency: 1 },
  );
  await ctx.jobs.work(sweepSegmentsJob, async () => {
    await handleSweepSegments(ctx);
  });
  // Starts the sweep's chain; when another process already keeps one going, this run finds its tick taken and ends.
  await ctx.jobs.send(sweepSegmentsJob, {});
  // Two at once: a rerun of an import another worker still holds waits for it without blocking the queue.
  await ctx.jobs.work(importCsvJob, (payload) => handleImportCsv(ctx, payload), { concurrency: 2 });
  await resumeUnfinishedImports(ctx);
  // One at a time: a thumbnail is a whole browser page drawn on a shared machine, and nobody waits on it.
  await ctx.jobs.work(renderTemplateThumbnailJob, (payload) => handleRenderTemplateThumbnail(ctx, payload), {
    concurrency: 1,
  });
  await resumePendingThumbnails(ctx);
  await ctx.jobs.work(bulkContactsJob, (payload) => handleBulkContactsJob(ctx, payload), { concurrency: 1 });
  await ctx.jobs.work(indexContactSearchJob, (payload) => handleIndexContactSearch(ctx, payload), {
    concurrency: 1,
  });
  await resumeContactSearch(ctx);
  // Two at once: a campaign's runs share its audience, and another campaign need not wait for one to finish.
  await workCampaignSends(ctx);
  await resumeSendingCampaigns(ctx);
  startCampaignScheduler(ctx);
  await ctx.jobs.work(endExpiredPlansJob, async () => {
    await handleEndExpiredPlans(ctx);
  });
  await ctx.jobs.schedule(endExpiredPlansJob, END_EXPIRED_PLANS_CRON, {});
  await ctx.jobs.work(renewEmailCreditsJob, async () => {
    await handleRenewEmailCredits(ctx);
  });
  await ctx.jobs.schedule(renewEmailCreditsJob, RENEW_EMAIL_CREDITS_CRON, {});
  await ctx.jobs.work(renewSubscriptionsJob, async () => {
    await handleRenewSubscriptions(ctx);
  });
  await ctx.jobs.schedule(renewSubscriptionsJob, RENEW_SUBSCRIPTIONS_CRON, {});
};
