import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { campaignSendingRoutes, CampaignSendingMessages, type CampaignProgress } from '@sendwell/contracts';
import { seedManySends, seedSubscription, setAccountTimezone } from '../../../test/billing-usage';
import { addSmtpSender, seedSendableCampaign } from '../../../test/campaign-sending';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { useSmtpSink } from '../../../test/smtp-sink';
import { handleCampaignSend } from './campaign-send.job';
import { resumeDueCampaigns } from './resume-due-campaigns';

/*
 * A campaign the plan's daily sending limit paused goes on by itself when the account's next day begins. The
 * app's clock is set by each test (never the wall clock); the messages go to a real SMTP server on loopback.
 */

let clock = new Date('2026-03-10T09:00:00Z');
const sink = useSmtpSink();

const t = useTestApp({ workers: false, now: () => clock });
const owner = useOwner(t, 'each test');

/** Lite for 2,500 contacts: 2,500 emails a day. */
const DAILY_LIMIT = 2_500;

const progress = async (campaignId: number): Promise<CampaignProgress> => {
  const answer = await owner.browser.call(campaignSendingRoutes.progress, { params: { id: campaignId } });
  expect(answer.status).toBe(200);
  return answer.data as CampaignProgress;
};

const resumeAtOf = async (campaignId: number): Promise<Date | null> =>
  (
    await t.ctx.db
      .selectFrom('campaigns')
      .select('resume_at')
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow()
  ).resume_at;

const queuedRuns = async (campaignId: number): Promise<number> =>
  (
    await sql<{ count: number }>`
      select count(*)::int as count from pgboss.job
      where name = 'campaign-send' and data->>'campaignId' = ${String(campaignId)}`.execute(t.ctx.db)
  ).rows[0]!.count;

/**
 * An account in `timezone` on a paid plan whose day, at `pausedAt`, has room for one more message, and a
 * campaign of three contacts started then: one goes, the limit pauses the rest.
 */
/** At `at`, an account in `timezone` on a paid plan whose day has room for `room` more messages. */
const withRoomLeft = async (timezone: string, at: string, room: number) => {
  clock = new Date(at);
  await setAccountTimezone(t.ctx.db, owner.accountId, timezone);
  await seedSubscription(t.ctx.db, owner.accountId, {
    planId: 'lite',
    slab: DAILY_LIMIT,
    period: 'monthly',
    start: '2026-01-01T00:00:00Z',
    end: '2027-01-01T00:00:00Z',
  });
  await seedManySends(t.ctx.db, owner.accountId, at, DAILY_LIMIT - room);
};

const pausedByTheLimit = async (timezone: string, pausedAt: string, prefix: string) => {
  await withRoomLeft(timezone, pausedAt, 1);
  const senderId = await addSmtpSender(owner, sink().port);
  const campaign = await seedSendableCampaign(t.ctx.db, owner, { senderId, count: 3, prefix });
  const started = await owner.browser.call(campaignSendingRoutes.send, {
    params: { id: campaign.campaignId },
  });
  expect(started.status, started.text).toBe(202);
  await handleCampaignSend(t.ctx, { accountId: owner.accountId, campaignId: campaign.campaignId });
  expect(await progress(campaign.campaignId)).toMatchObject({
    status: 'paused',
    statusReason: CampaignSendingMessages.dailyLimitReached,
    sent: 1,
    pending: 2,
  });
  return campaign;
};

const mailsTo = (emails: string[]) =>
  emails.map((email) => sink().received.filter((mail) => mail.to.includes(email)).length);

/** Proves the campaign stays paused until `resumeAt` and sends the rest, once each, from then on. */
const expectResumesAt = async (campaign: Awaited<ReturnType<typeof pausedByTheLimit>>, resumeAt: string) => {
  expect((await resumeAtOf(campaign.campaignId))?.toISOString()).toBe(resumeAt);
  const before = await queuedRuns(campaign.campaignId);

  expect(await resumeDueCampaigns(t.ctx, new Date(Date.parse(resumeAt) - 1))).toBe(0);
  expect((await progress(campaign.campaignId)).status).toBe('paused');

  clock = new Date(resumeAt);
  expect(await resumeDueCampaigns(t.ctx)).toBe(1);
  expect(await progress(campaign.campaignId)).toMatchObject({ status: 'sending', statusReason: null });
  expect(await resumeAtOf(campaign.campaignId)).toBeNull();
  expect(await queuedRuns(campaign.campaignId)).toBeGreaterThan(before);
  // Once is enough: a second look finds nothing to resume.
  expect(await resumeDueCampaigns(t.ctx)).toBe(0);

  await handleCampaignSend(t.ctx, { accountId: owner.accountId, campaignId: campaign.campaignId });
  expect(await progress(campaign.campaignId)).toMatchObject({ status: 'sent', sent: 3, pending: 0 });
  expect(mailsTo(campaign.emails)).toEqual([1, 1, 1]);
};

describe('a campaign paused by the daily sending limit', () => {
  it('resumes at midnight in an account 14 hours east of UTC, while the UTC day is still the same', async () => {
    // 09:30 UTC is 23:30 on 10 March in Kiritimati (UTC+14): its next day begins at 10:00 UTC.
    const campaign = await pausedByTheLimit('Pacific/Kiritimati', '2026-03-10T09:30:00.000Z', 'kiritimati');
    await expectResumesAt(campaign, '2026-03-10T10:00:00.000Z');
  });

  it('resumes at midnight in an account 13 hours east of UTC, a UTC day earlier', async () => {
    // 10:30 UTC on 9 March is 23:30 on 9 March in Tonga (UTC+13): its next day begins at 11:00 UTC.
    const campaign = await pausedByTheLimit('Pacific/Tongatapu', '2026-03-09T10:30:00.000Z', 'tonga');
    await expectResumesAt(campaign, '2026-03-09T11:00:00.000Z');
  });

  it('resumes at the next local midnight across a change to summer time (a 23-hour day)', async () => {
    // New York moves its clocks forward at 02:00 on 8 March 2026. Paused at noon that day (16:00 UTC, UTC-4),
    // it resumes at midnight of 9 March, 04:00 UTC: 23 hours after the day began at 05:00 UTC.
    const campaign = await pausedByTheLimit('America/New_York', '2026-03-08T16:00:00.000Z', 'new-york');
    await expectResumesAt(campaign, '2026-03-09T04:00:00.000Z');
  });

  it('is not resumed once the member cancelled it', async () => {
    const campaign = await pausedByTheLimit('Europe/Berlin', '2026-03-12T20:00:00.000Z', 'member');
    const cancelled = await owner.browser.call(campaignSendingRoutes.cancel, {
      params: { id: campaign.campaignId },
    });
    expect(cancelled.status).toBe(200);
    expect(await resumeAtOf(campaign.campaignId)).toBeNull();
    clock = new Date('2026-03-13T00:00:00.000Z');
    expect(await resumeDueCampaigns(t.ctx)).toBe(0);
    expect((await progress(campaign.campaignId)).status).toBe('cancelled');
  });
});

describe('a send run claiming its next batch ahead', () => {
  it('stops exactly at the daily limit, counting what it claimed and has not recorded yet', async () => {
    await withRoomLeft('Europe/Berlin', '2026-03-10T12:00:00.000Z', 5);
    const senderId = await addSmtpSender(owner, sink().port);
    const campaign = await seedSendableCampaign(t.ctx.db, owner, { senderId, count: 12, prefix: 'ahead' });
    const started = await owner.browser.call(campaignSendingRoutes.send, {
      params: { id: campaign.campaignId },
    });
    expect(started.status, started.text).toBe(202);
    // Batches of two: the run claims the next two while each batch goes, with five messages of room.
    await handleCampaignSend(
      t.ctx,
      { accountId: owner.accountId, campaignId: campaign.campaignId },
      { batchSize: 2 },
    );
    expect(await progress(campaign.campaignId)).toMatchObject({
      status: 'paused',
      statusReason: CampaignSendingMessages.dailyLimitReached,
      sent: 5,
      pending: 7,
    });
    expect(mailsTo(campaign.emails).reduce((sum, count) => sum + count, 0)).toBe(5);
  });
});
