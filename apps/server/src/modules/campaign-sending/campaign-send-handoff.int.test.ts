import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { campaignSendingRoutes } from '@sendwell/contracts';
import { addSmtpSender, seedSendableCampaign } from '../../../test/campaign-sending';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import {
  lastRunDueAt,
  mostRunsUntilSent,
  recipientStates,
  runsSending,
  sendRunJobs,
} from '../../../test/send-runs';
import { startSmtpServer, type SmtpPeer } from '../../../test/smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEFAULT_POLLING_SECONDS } from '../../platform/jobs';
import { SEND_RUNS_PER_CAMPAIGN, workCampaignSends, type CampaignSendOptions } from './campaign-send.job';

const RECIPIENTS = 300;
/** Per run: one run alone sends for about eight seconds, several chances for the other process to join. */
const RATE = 40;
/** Small claims, so that a run that starts late still finds recipients to send. */
const BATCH = 10;
const POLLING_MS = DEFAULT_POLLING_SECONDS * 1_000;

let sink: SmtpPeer;
let second: TestApp | undefined;
beforeAll(async () => {
  sink = await startSmtpServer();
});
afterAll(async () => {
  await second?.close();
  await sink.close();
});

// The first process: the app, and its send workers.
const t = useTestApp({ workers: false });
const owner = useOwner(t);

it("hands a campaign's second run over to another process's idle worker, which sends beside the first", async () => {
  const { db } = t.ctx;
  const senderId = await addSmtpSender(owner, sink.port);
  const campaign = await seedSendableCampaign(db, owner, { senderId, count: RECIPIENTS, prefix: 'handoff' });
  // A second process on the same database: its own job queue, pool and send workers.
  second = await createTestApp({ workers: false });
  // Batches of outcomes each process recorded: those it sent.
  const recordedBy = { first: 0, second: 0 };
  const sending = (who: keyof typeof recordedBy): CampaignSendOptions => ({
    perSecond: RATE,
    batchSize: BATCH,
    afterRecord: async () => {
      recordedBy[who]++;
    },
  });
  await workCampaignSends(t.ctx, sending('first'));
  const started = await owner.browser.call(campaignSendingRoutes.send, {
    params: { id: campaign.campaignId },
  });
  expect(started.status).toBe(202);

  // The first process alone takes both runs, sends one and hands the other back, as when it looks first.
  const deadline = Date.now() + 30_000;
  while (
    (await runsSending(db)) < 1 ||
    (await sendRunJobs(db, campaign.campaignId)) <= SEND_RUNS_PER_CAMPAIGN
  ) {
    if (Date.now() > deadline) throw new Error('The first process did not hand its second run back');
    await sleep(20);
  }
  // The second process's workers start idle, looking for jobs half a polling interval out of step with the moment
  // the handed-back run falls due, as a process started apart from the first may: they find the run only if it
  // waits for them, not if the first process takes it back as soon as it is due.
  const due = (await lastRunDueAt(db, campaign.campaignId)).getTime();
  const wait = (((due + POLLING_MS / 2 - Date.now()) % POLLING_MS) + POLLING_MS) % POLLING_MS;
  await sleep(wait);
  await workCampaignSends(second.ctx, sending('second'));

  expect(await mostRunsUntilSent(db, campaign.campaignId)).toBe(SEND_RUNS_PER_CAMPAIGN);
  expect(recordedBy.first).toBeGreaterThan(0);
  expect(recordedBy.second).toBeGreaterThan(0);
  expect(await recipientStates(db, campaign.campaignId)).toEqual([{ state: 'sent', count: RECIPIENTS }]);
  const received = sink.received.filter((mail) => mail.to[0]!.startsWith('handoff'));
  expect(new Set(received.map((mail) => mail.to[0])).size).toBe(RECIPIENTS);
  expect(received).toHaveLength(RECIPIENTS);
}, 180_000);
