import { afterAll, beforeAll, expect, it } from 'vitest';
import { campaignSendingRoutes } from '@sendwell/contracts';
import { addSmtpSender, seedSendableCampaign } from '../../../test/campaign-sending';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { mostRunsUntilSent, recipientStates, sendRunJobs } from '../../../test/send-runs';
import { startSmtpServer, type SmtpPeer } from '../../../test/smtp-server';
import { SEND_RUNS_PER_CAMPAIGN, workCampaignSends } from './campaign-send.job';

const RECIPIENTS = 200;
/** Per run: the send lasts seconds, long enough for a second run to start if it would. */
const RATE = 50;

let sink: SmtpPeer;
beforeAll(async () => {
  sink = await startSmtpServer();
});
afterAll(async () => {
  await sink.close();
});

const t = useTestApp({ workers: false });
const owner = useOwner(t);

it("sends a campaign with one run at a time in a process, its other run going back to the queue for another process's worker", async () => {
  const { db } = t.ctx;
  const senderId = await addSmtpSender(owner, sink.port);
  const campaign = await seedSendableCampaign(db, owner, { senderId, count: RECIPIENTS, prefix: 'runs' });
  // This process's send workers: two, as many as a campaign has runs, both idle when the runs are queued.
  await workCampaignSends(t.ctx, { perSecond: RATE });
  const started = await owner.browser.call(campaignSendingRoutes.send, {
    params: { id: campaign.campaignId },
  });
  expect(started.status).toBe(202);

  expect(await mostRunsUntilSent(db, campaign.campaignId)).toBe(1);
  expect(await recipientStates(db, campaign.campaignId)).toEqual([{ state: 'sent', count: RECIPIENTS }]);
  expect(sink.received.filter((mail) => mail.to[0]!.startsWith('runs'))).toHaveLength(RECIPIENTS);
  // The second run went back to the queue (again, while this process still sent the campaign).
  expect(await sendRunJobs(db, campaign.campaignId)).toBeGreaterThan(SEND_RUNS_PER_CAMPAIGN);
}, 180_000);
