/**
 * The SMTP client's CPU per message, apart from everything else a send run does: the same campaign messages
 * (built once, as a send run builds them, about 60 KiB each) handed over loopback to the counting sink
 * (bench/support/smtp-sink.ts, in its own process) by nodemailer's pool with each message raw, as campaigns
 * were sent before, and by the send run's own pool (smtp-connection-pool.ts: nodemailer's SMTPConnection opens and
 * signs in, the pool's own transactions pipeline the envelope and write each message whole).
 * The two take turns in rounds, so both see the same load on a shared machine; prints this process's CPU µs per
 * message and the wall messages per second for each round, and the median of each. BENCH_MESSAGES per round (2,000), BENCH_ROUNDS per way (4),
 * BENCH_ONLY (only the ways whose name holds it, to profile one: `node --cpu-prof --import tsx ...`),
 * BENCH_IN_FLIGHT (messages handed over at once, 8 as the connections; a send run hands over twice as many, so a
 * message waits for each connection and the own pool pipelines it after the one before, RFC 2920).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { buildCampaignMime, mimeBoundary } from '../apps/server/src/modules/campaign-sending/campaign-mime';
import { smtpConnectionPool } from '../apps/server/src/modules/campaign-sending/smtp-connection-pool';
import { noDelaySocket } from '../apps/server/src/platform/smtp-socket';
import { freePort } from '../apps/server/test/free-port';
import { machineLine } from './support/bench-server';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const LIMITS = { maxConnections: 8, maxMessages: 100 };
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? LIMITS.maxConnections);

const port = await freePort();
const sink = fork(resolve('bench/support/smtp-sink.ts'), [String(port)], { execArgv: ['--import', 'tsx'] });
await once(sink, 'message');

const boundary = mimeBoundary();
const block = (n: number) =>
  `<tr><td style="padding:12px;font-family:Arial,sans-serif">Offer ${n}: <a href="https://app.example/api/t/c/${'x'.repeat(120)}${n}">Shop the collection</a> — 20 % off until Sunday.</td></tr>\n`;
const html = `<html><body><table>${Array.from({ length: 120 }, (_, n) => block(n)).join('')}</table></body></html>`;
const messages = Array.from({ length: 100 }, (_, n) =>
  buildCampaignMime(
    {
      from: { address: 'news@shop.example', name: 'Shop News' },
      to: `contact${n}@inbox.example`,
      subject: `Zoë ${n}, the spring sale ends soon`,
      messageId: `<c1.${n}@shop.example>`,
      headers: { 'List-Unsubscribe': `<https://app.example/api/t/u/${n}>` },
      text: html.replace(/<[^>]+>/g, ''),
      html,
    },
    boundary,
  ),
);
const options = { host: '127.0.0.1', port, ignoreTLS: true, logger: false };
const envelopeOf = (n: number) => ({ from: 'bounce@shop.example', to: `contact${n % 100}@inbox.example` });

const ways: Record<string, () => { send(n: number): Promise<unknown>; close(): void }> = {
  "nodemailer's pool, raw message": () => {
    const transporter = nodemailer.createTransport({
      ...options,
      getSocket: noDelaySocket,
      pool: true,
      ...LIMITS,
    } as SMTPPool.Options);
    return {
      send: (n) => transporter.sendMail({ raw: messages[n % 100]!, envelope: envelopeOf(n) }),
      close: () => transporter.close(),
    };
  },
  'own pool, pipelined transaction': () => {
    const pool = smtpConnectionPool(options, LIMITS, undefined);
    return { send: (n) => pool.send(envelopeOf(n), messages[n % 100]!), close: () => pool.close() };
  },
};

const round = async (
  open: () => { send(n: number): Promise<unknown>; close(): void },
): Promise<{ micros: number; perSecond: number }> => {
  const way = open();
  const started = process.cpuUsage();
  const startedAt = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < MESSAGES) await way.send(next++);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  const spent = process.cpuUsage(started);
  const seconds = (performance.now() - startedAt) / 1000;
  way.close();
  return { micros: (spent.user + spent.system) / MESSAGES, perSecond: MESSAGES / seconds };
};

console.log(await machineLine());
console.log(
  `${MESSAGES.toLocaleString('en')} messages of ${Math.round(messages[0]!.length / 1024)} KiB per round, ${IN_FLIGHT} in flight on ${LIMITS.maxConnections} connections`,
);
const chosen = Object.entries(ways).filter(([name]) => name.includes(process.env.BENCH_ONLY ?? ''));
const results = new Map<string, { micros: number; perSecond: number }[]>(chosen.map(([name]) => [name, []]));
for (let r = 0; r < ROUNDS; r++)
  for (const [name, open] of chosen) {
    const result = await round(open);
    results.get(name)!.push(result);
    console.log(
      `  round ${r + 1}, ${name}: ${Math.round(result.micros)} µs of CPU per message, ${Math.round(result.perSecond).toLocaleString('en')} messages/s`,
    );
  }
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const [name, all] of results)
  console.log(
    `${name}: median ${Math.round(median(all.map((result) => result.micros)))} µs of CPU per message, ${Math.round(median(all.map((result) => result.perSecond))).toLocaleString('en')} messages/s`,
  );
sink.kill('SIGKILL');
