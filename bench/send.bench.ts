/**
 * Campaign sending end to end: 100,000 recipients of a real gallery template, personalised per contact, handed
 * over SMTP (with pipelining) to a counting SMTP sink on loopback by the send engine's worker processes.
 * Prints messages/s from 'Send now' to the campaign marked sent, with one worker and then two, the worker's
 * memory over the run (RSS, and the heap a full collection leaves early in the run and at its end: what the
 * run retains), the CPU seconds each process spent per 1,000 messages (steadier than wall time on a shared
 * machine), and in the same run nodemailer alone sending pre-rendered messages to the same sink, with the
 * ratio. Target: >= 2,000 messages/s with one worker, memory flat.
 *
 * BENCH_RECIPIENTS (100,000), BENCH_BASELINE (nodemailer alone's messages, as many), BENCH_CONNECTIONS (the
 * sender's SMTP connections per send run; the engine's default unless set), BENCH_PROFILE (a folder: each
 * worker's CPU profile is written there, as worker-<n>-of-<workers>.cpuprofile; read it with
 * `npx tsx bench/support/cpu-profile-split.ts <file> <messages>`).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import { createDb, createPool } from '../apps/server/src/db/database';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { beginCampaignSend } from '../apps/server/src/modules/campaign-sending/begin-campaign-send';
import { queueSendRuns } from '../apps/server/src/modules/campaign-sending/campaign-send.job';
import { smtpPoolOf } from '../apps/server/src/modules/campaign-sending/campaign-delivery';
import { GALLERY_TEMPLATES } from '../apps/server/src/modules/template-gallery/gallery-catalogue';
import { previewGalleryTemplate } from '../apps/server/src/modules/template-gallery/preview-gallery-template';
import {
  compileMergeTags,
  mergeValuesOfContact,
} from '../apps/server/src/modules/templates/render-merge-tags';
import { startJobs } from '../apps/server/src/platform/jobs';
import { noDelaySocket } from '../apps/server/src/platform/smtp-socket';
import { freePort } from '../apps/server/test/free-port';
import { machineLine } from './support/bench-server';
import { personalised } from './support/send-template';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const BASELINE_MESSAGES = Number(process.env.BENCH_BASELINE ?? RECIPIENTS);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 0) || undefined;
const PROFILE_DIR = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;
const SECRET_KEY = 'bench-secret-key-0123456789abcdef0123456789';
const PLANS = ['Starter', 'Pro', 'Team'];

const startSink = async (): Promise<{ port: number; child: ChildProcess; count(): Promise<number> }> => {
  const port = await freePort();
  const child = fork(resolve('bench/support/smtp-sink.ts'), [String(port)], {
    execArgv: ['--import', 'tsx'],
  });
  await once(child, 'message');
  const count = async () => {
    child.send('count');
    const [answer] = (await once(child, 'message')) as [{ count: number }];
    return answer.count;
  };
  return { port, child, count };
};

const rssOf = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
};

/** CPU seconds (user and system) a process has spent so far. */
const cpuOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * CPU seconds Postgres has spent so far: the postmaster, its live processes (the pools' backends, the background
 * workers) and the processes it has already reaped.
 */
const postgresCpuOf = (dataDir: string): number => {
  const postmaster = Number(
    readFileSync(resolve(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const fieldsOf = (pid: number | string) =>
    readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const own = fieldsOf(postmaster);
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fieldsOf(entry);
      if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return ticks / 100;
};

const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** The worker's heap after a full collection (it runs with --expose-gc and answers SIGUSR2). */
const retainedHeap = async (child: ChildProcess): Promise<number> => {
  const answer = new Promise<number>((resolveAnswer) => {
    const read = (chunk: Buffer) => {
      const match = /retained (\d+)/.exec(chunk.toString());
      if (!match) return;
      child.stdout!.off('data', read);
      resolveAnswer(Number(match[1]));
    };
    child.stdout!.on('data', read);
  });
  child.kill('SIGUSR2');
  return answer;
};

const main = async () => {
  console.log(`bench:send on ${await machineLine()}`);
  const dataDir = resolve('.bench-data', `send-${Date.now()}`);
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  mkdirSync(dataDir, { recursive: true });
  const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const url = postgres.connectionString;
  const db = createDb(createPool(url, 4));
  const sink = await startSink();
  const workers: ChildProcess[] = [];
  try {
    await migrateToLatest(db);
    const jobs = await startJobs(url, { error: (object, message) => console.error(message, object) });
    const gallery = GALLERY_TEMPLATES.find((template) => template.listed)!;
    const html = personalised(await previewGalleryTemplate(gallery.id));
    console.log(`template: gallery '${gallery.name}', ${Math.round(html.length / 1024)} KiB of HTML`);

    const { id: accountId } = (
      await sql<{ id: string }>`insert into accounts (name) values ('Bench Co') returning id`.execute(db)
    ).rows[0]!;
    // A paid plan with room for every run: a send stops where the plan's credits or daily limit end.
    await sql`update accounts set plan_name = 'Max', contacts_allocated = 250000 where id = ${accountId}`.execute(
      db,
    );
    await sql`insert into billing_subscriptions
        (account_id, plan_id, currency, period, contact_slab, cost, current_period_start, current_period_end)
      values (${accountId}, 'max', 'USD', 'monthly', 250000, 0, now() - interval '1 day', now() + interval '29 days')`.execute(
      db,
    );
    const { id: senderId } = (
      await sql<{ id: number }>`
        insert into senders (account_id, email, name, provider, settings)
        values (${accountId}, 'news@bench.example', 'Bench News', 'customSMTP',
          ${JSON.stringify({ host: '127.0.0.1', port: sink.port, tls: 'none', user: '', allowSelfSigned: false, ...(CONNECTIONS ? { maxConnections: CONNECTIONS } : {}) })}::jsonb)
        returning id`.execute(db)
    ).rows[0]!;
    const { id: templateId } = (
      await sql<{
        id: number;
      }>`insert into templates (account_id, name, category) values (${accountId}, 'Bench', 'saved') returning id`.execute(
        db,
      )
    ).rows[0]!;
    await sql`insert into template_versions (account_id, template_id, version, html) values (${accountId}, ${templateId}, 1, ${html})`.execute(
      db,
    );
    await sql`insert into contacts (account_id, email, properties)
      select ${accountId}, 'contact' || g || '@inbox.example',
        jsonb_build_object('firstName', 'Zoë ' || g, 'plan', (array['Starter', 'Pro', 'Team'])[1 + g % 3])
      from generate_series(1, ${RECIPIENTS}) g`.execute(db);

    const sendCampaign = async (workerCount: number) => {
      const { id: listId } = (
        await sql<{
          id: number;
        }>`insert into lists (account_id, name, type) values (${accountId}, ${`Bench ${workerCount}`}, 'list') returning id`.execute(
          db,
        )
      ).rows[0]!;
      await sql`insert into list_members (account_id, list_id, contact_id) select ${accountId}, ${listId}, id from contacts where account_id = ${accountId}`.execute(
        db,
      );
      const { id: campaignId } = (
        await sql<{ id: number }>`
          insert into campaigns (account_id, name, status, sender_id, template_id, template_version, subject, preheader)
          values (${accountId}, ${`Bench ${workerCount}`}, 'draft', ${senderId}, ${templateId}, 1,
            'News for {{ first_name | default: "you" }}', 'This week at Bench Co, {{ first_name }}')
          returning id`.execute(db)
      ).rows[0]!;
      await sql`insert into campaign_lists (account_id, campaign_id, list_id) values (${accountId}, ${campaignId}, ${listId})`.execute(
        db,
      );
      await sql`analyze`.execute(db);

      const started = Array.from({ length: workerCount }, (_, index) =>
        spawn(
          process.execPath,
          // The young generation `npm start` gives the server (scripts/start.mjs).
          [
            '--max-semi-space-size=32',
            '--expose-gc',
            '--import',
            'tsx',
            'apps/server/test/campaign-send-worker.ts',
          ],
          {
            env: {
              ...process.env,
              DATABASE_URL: url,
              SECRET_KEY,
              DATA_DIR: dataDir,
              APP_URL: 'http://127.0.0.1:1',
              ...(PROFILE_DIR
                ? { CPU_PROFILE: resolve(PROFILE_DIR, `worker-${index + 1}-of-${workerCount}.cpuprofile`) }
                : {}),
            },
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        ),
      );
      workers.push(...started);
      await Promise.all(started.map((child) => once(child.stdout!, 'data')));
      const before = await sink.count();
      const cpuBefore = [
        ...started.map((child) => cpuOf(child.pid!)),
        cpuOf(sink.child.pid!),
        postgresCpuOf(dataDir),
      ];
      let early: number[] | undefined;
      const t0 = performance.now();
      await db.transaction().execute((trx) => beginCampaignSend(trx, accountId, campaignId, ['draft']));
      const frozenMs = performance.now() - t0;
      await queueSendRuns({ jobs }, accountId, campaignId);
      const samples: number[][] = started.map(() => []);
      for (;;) {
        await sleep(1000);
        started.forEach((child, index) => samples[index]!.push(rssOf(child.pid!, 'VmRSS')));
        const { status, sent } = (
          await sql<{ status: string; sent: number }>`select status,
              (select count(*)::int from campaign_recipients where campaign_id = ${campaignId} and state = 'sent') as sent
            from campaigns where id = ${campaignId}`.execute(db)
        ).rows[0]!;
        if (status !== 'sending') break;
        // The first reading once a tenth has gone: the heap of a worker warmed up, before most of the run.
        if (!early && sent >= RECIPIENTS / 10) early = await Promise.all(started.map(retainedHeap));
      }
      const seconds = (performance.now() - t0) / 1000;
      const counts = (
        await sql<{ sent: number; pending: number }>`
          select count(*) filter (where state = 'sent')::int as sent, count(*) filter (where state <> 'sent')::int as pending
          from campaign_recipients where campaign_id = ${campaignId}`.execute(db)
      ).rows[0]!;
      const atSink = (await sink.count()) - before;
      const peak = started.map((child) => rssOf(child.pid!, 'VmHWM'));
      const cpuAfter = [
        ...started.map((child) => cpuOf(child.pid!)),
        cpuOf(sink.child.pid!),
        postgresCpuOf(dataDir),
      ];
      const late = await Promise.all(started.map(retainedHeap));
      // Profiling, a worker writes its profile on SIGTERM and exits.
      await Promise.all(
        started.map(async (child) => {
          if (!PROFILE_DIR) return child.kill('SIGKILL');
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          await exited;
        }),
      );
      const perThousand = (index: number) =>
        (((cpuAfter[index]! - cpuBefore[index]!) / Math.max(1, atSink)) * 1000).toFixed(2);
      const rate = counts.sent / seconds;
      console.log(
        `engine, ${workerCount} worker${workerCount > 1 ? 's' : ''}: ${counts.sent.toLocaleString('en')} sent (${counts.pending} not), ${atSink.toLocaleString('en')} at the sink, ` +
          `${seconds.toFixed(1)} s end to end (audience frozen in ${(frozenMs / 1000).toFixed(1)} s), ${Math.round(rate).toLocaleString('en')} msg/s`,
      );
      samples.forEach((series, index) => {
        const half = series.slice(Math.floor(series.length / 2));
        console.log(
          `  worker ${index + 1} RSS: peak ${Math.round(peak[index]!)} MiB; second half of the run ${Math.round(Math.min(...half))}–${Math.round(Math.max(...half))} MiB; ` +
            `heap after a full collection ${early ? MiB(early[index]!) : '—'} at a tenth, ${MiB(late[index]!)} at the end; ` +
            `${perThousand(index)} CPU s per 1,000 messages`,
        );
      });
      console.log(`  sink: ${perThousand(started.length)} CPU s per 1,000 messages`);
      console.log(
        `  postgres: ${perThousand(started.length + 1)} CPU s per 1,000 messages (the bench's own progress queries included)`,
      );
      return rate;
    };

    const baseline = async (): Promise<number> => {
      // Pre-rendered: every message filled before the clock starts, a few hundred distinct ones reused.
      const fill = compileMergeTags(html);
      const bodies = Array.from({ length: 300 }, (_, index) =>
        fill(
          mergeValuesOfContact({
            email: `c${index}@inbox.example`,
            properties: { firstName: `Zoë ${index}`, plan: PLANS[index % 3] },
          }),
        ),
      );
      // The pool a send run opens for the bench's sender, one message per connection at a time as the engine.
      const pool = smtpPoolOf({ maxConnections: CONNECTIONS });
      const transporter = nodemailer.createTransport({
        host: '127.0.0.1',
        port: sink.port,
        ignoreTLS: true,
        // The engine's sockets (Nagle's algorithm off), so the ratio compares like with like.
        getSocket: noDelaySocket,
        pool: true,
        ...pool,
        logger: false,
      });
      const before = await sink.count();
      const cpuBefore = [process.cpuUsage(), cpuOf(sink.child.pid!)] as const;
      const t0 = performance.now();
      let next = 0;
      const one = async () => {
        while (next < BASELINE_MESSAGES) {
          const index = next++;
          await transporter.sendMail({
            from: { address: 'news@bench.example', name: 'Bench News' },
            to: `contact${index}@inbox.example`,
            subject: `News for Zoë ${index}`,
            html: bodies[index % bodies.length],
            messageId: `<baseline.${index}@bench.example>`,
          });
        }
      };
      await Promise.all(Array.from({ length: pool.maxConnections }, one));
      const seconds = (performance.now() - t0) / 1000;
      const own = process.cpuUsage(cpuBefore[0]);
      const sinkCpu = cpuOf(sink.child.pid!) - cpuBefore[1];
      transporter.close();
      const atSink = (await sink.count()) - before;
      const rate = BASELINE_MESSAGES / seconds;
      const perThousand = (cpu: number) => ((cpu / Math.max(1, atSink)) * 1000).toFixed(2);
      console.log(
        `nodemailer alone, pre-rendered, ${pool.maxConnections} pooled connections with Nagle's algorithm off as the engine's, ${pool.maxMessages} messages each: ${atSink.toLocaleString('en')} at the sink in ${seconds.toFixed(1)} s, ${Math.round(rate).toLocaleString('en')} msg/s; ` +
          `${perThousand((own.user + own.system) / 1e6)} CPU s per 1,000 messages (sink ${perThousand(sinkCpu)})`,
      );
      return rate;
    };

    const one = await sendCampaign(1);
    const alone = await baseline();
    console.log(`engine with one worker / nodemailer alone: ${(one / alone).toFixed(2)}`);
    await sendCampaign(2);
    await jobs.stop({ graceful: false, timeoutMs: 5_000 });
  } finally {
    for (const child of workers)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    sink.child.kill('SIGKILL');
    await db.destroy();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
