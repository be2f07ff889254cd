import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { campaignSendingRoutes } from '@sendwell/contracts';
import { addSmtpSender, messageIdOf, seedSendableCampaign } from '../../../test/campaign-sending';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { startSmtpServer, type SmtpPeer } from '../../../test/smtp-server';
import { getTestDatabaseUrl } from '../../../test/test-db';

/*
 * Exactly one message per recipient though the worker is killed with SIGKILL mid-send, several times. The
 * send job runs in child processes (pg-boss workers, as in production); this process only starts the send
 * and watches the SMTP server and the database.
 */

const RECIPIENTS = 600;
const KILLS = 3;
/** Per run; two runs share the campaign, so the send takes seconds and every kill lands mid-send. */
const RATE = 60;
const BATCH = 20;

let sink: SmtpPeer;
let dataDir: string;
const children: ChildProcess[] = [];
beforeAll(async () => {
  sink = await startSmtpServer();
  dataDir = await mkdtemp(join(tmpdir(), 'sendwell-send-worker-'));
});
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await sink.close();
  await rm(dataDir, { recursive: true, force: true });
});

const t = useTestApp({ workers: false });
const owner = useOwner(t);

const startWorker = (): { child: ChildProcess; exited: Promise<NodeJS.Signals | number | null> } => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/campaign-send-worker.ts'], {
    cwd: join(import.meta.dirname, '../../../../..'),
    env: {
      ...process.env,
      DATABASE_URL: getTestDatabaseUrl(),
      SECRET_KEY: t.ctx.config.secretKey,
      DATA_DIR: dataDir,
      APP_URL: t.ctx.config.appUrl,
      RATE: String(RATE),
      BATCH: String(BATCH),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { child, exited };
};

const waitUntil = async (what: string, done: () => boolean | Promise<boolean>, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await sleep(50);
  }
};

const states = async (campaignId: number) =>
  (
    await sql<{ state: string; count: number }>`
      select state, count(*)::int as count from campaign_recipients where campaign_id = ${campaignId} group by state`.execute(
      t.ctx.db,
    )
  ).rows;

it('gives every recipient exactly one message and one sent row though the worker is killed mid-send again and again', async () => {
  const { db } = t.ctx;
  const senderId = await addSmtpSender(owner, sink.port);
  const campaign = await seedSendableCampaign(db, owner, { senderId, count: RECIPIENTS, prefix: 'crash' });
  const started = await owner.browser.call(campaignSendingRoutes.send, {
    params: { id: campaign.campaignId },
  });
  expect(started.status).toBe(202);

  const atKills: { received: number; open: number }[] = [];
  for (let kill = 0; kill < KILLS; kill++) {
    const before = sink.received.length;
    const worker = startWorker();
    // Killed once it has handed off a good part of a batch, while most of the audience still waits.
    await waitUntil('the worker sends', () => sink.received.length >= before + 2 * BATCH + 7 * kill);
    worker.child.kill('SIGKILL');
    expect(await worker.exited).toBe('SIGKILL');
    const open = (await states(campaign.campaignId))
      .filter((row) => row.state === 'pending' || row.state === 'handing_off')
      .reduce((sum, row) => sum + row.count, 0);
    atKills.push({ received: sink.received.length, open });
  }
  // Every kill came mid-send: messages had gone out and recipients were still waiting.
  expect(atKills.every((at) => at.received > 0 && at.open > 0)).toBe(true);

  const last = startWorker();
  await waitUntil(
    'the campaign is sent',
    async () =>
      (
        await db
          .selectFrom('campaigns')
          .select('status')
          .where('id', '=', campaign.campaignId)
          .executeTakeFirstOrThrow()
      ).status === 'sent',
  );
  last.child.kill('SIGKILL');
  await last.exited;

  expect(await states(campaign.campaignId)).toEqual([{ state: 'sent', count: RECIPIENTS }]);
  // Each recipient's mailbox holds one message: everything that reached it carries one and the same Message-ID.
  // A message the server had taken when the worker died, before the worker could record it, is handed off
  // again under its same Message-ID, which a mailbox keeps once; only a run's claimed batch can be in that state.
  let redelivered = 0;
  for (const [index, email] of campaign.emails.entries()) {
    const mails = sink.received.filter((mail) => mail.to.includes(email));
    expect(mails.length, email).toBeGreaterThanOrEqual(1);
    const ids = new Set(mails.map((mail) => messageIdOf(mail.raw)));
    expect([...ids], email).toHaveLength(1);
    expect([...ids][0]).toMatch(new RegExp(`^<c${campaign.campaignId}\\.${campaign.contactIds[index]}\\.`));
    redelivered += mails.length - 1;
  }
  expect(redelivered).toBeLessThanOrEqual(KILLS * 2 * BATCH);

  const sentRows = await sql<{ contactId: number; rows: number }>`
    select contact_id::int as "contactId", count(*)::int as rows from email_activity
    where account_id = ${owner.accountId} and campaign_id = ${campaign.campaignId} and kind = 'sent'
    group by contact_id order by contact_id`.execute(db);
  expect(sentRows.rows).toEqual(campaign.contactIds.map((contactId) => ({ contactId, rows: 1 })));
  const counted = await sql<{ sent: number }>`
    select coalesce(sum(sent), 0)::int as sent from contact_engagement_daily where account_id = ${owner.accountId}`.execute(
    db,
  );
  expect(counted.rows[0]!.sent).toBe(RECIPIENTS);
}, 300_000);
