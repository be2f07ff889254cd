import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { campaignSendingRoutes } from '@sendwell/contracts';
import { addSmtpSender, seedSendableCampaign } from '../../../test/campaign-sending';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { startSmtpServer, type SmtpPeer } from '../../../test/smtp-server';
import { SEND_RUN_LOCK_NAMESPACE } from './campaign-sending.repository';
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

  // Each run holds its advisory lock for as long as it sends: the locks held at once are the runs at once.
  let most = 0;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { runs, status } = (
      await sql<{ runs: number; status: string }>`
        select (select count(*)::int from pg_locks where locktype = 'advisory' and granted
            and classid = ${SEND_RUN_LOCK_NAMESPACE}::oid and objsubid = 2
            and database = (select oid from pg_database where datname = current_database())) as runs,
          (select status from campaigns where id = ${campaign.campaignId}) as status`.execute(db)
    ).rows[0]!;
    most = Math.max(most, runs);
    if (status === 'sent') break;
    if (Date.now() > deadline) throw new Error(`The campaign is still ${status}`);
    await sleep(50);
  }
  expect(most).toBe(1);
  const states = await sql<{ state: string; count: number }>`
    select state, count(*)::int as count from campaign_recipients where campaign_id = ${campaign.campaignId} group by state`.execute(
    db,
  );
  expect(states.rows).toEqual([{ state: 'sent', count: RECIPIENTS }]);
  expect(sink.received.filter((mail) => mail.to[0]!.startsWith('runs'))).toHaveLength(RECIPIENTS);
  // The second run went back to the queue (again, while this process still sent the campaign).
  const queued = await sql<{ count: number }>`
    select count(*)::int as count from pgboss.job
    where name = 'campaign-send' and (data->>'campaignId')::int = ${campaign.campaignId}`.execute(db);
  expect(queued.rows[0]!.count).toBeGreaterThan(SEND_RUNS_PER_CAMPAIGN);
}, 180_000);
