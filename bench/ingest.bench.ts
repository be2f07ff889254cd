/**
 * Custom events through the public API: batches of 1,000 over loopback, one after another (BENCH_CONCURRENCY
 * puts more in flight), into an account of 100k contacts. Targets: >= 20,000 events/s sustained, p99 < 100 ms
 * per batch, and every event accepted found in the database.
 */
import { sql } from 'kysely';
import { machineLine, signUpSession, startBenchServer } from './support/bench-server';
import { runBench } from './support/run-bench';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 30);
/** One client sending batch after batch; on two cores, a second in flight trades latency for throughput. */
const IN_FLIGHT = Number(process.env.BENCH_CONCURRENCY ?? 1);
const BATCH = 1_000;
const WARM_UP_BATCHES = 20;
/** Bodies are made before the run, so the load generator spends its share of the CPU on sending only. */
const DISTINCT_BODIES = 64;
const EVENT_NAME = 'Bench Purchase';

const PLANS = ['Starter', 'Pro', 'Team'];

const body = (seed: number): string => {
  const now = Date.now();
  const events = Array.from({ length: BATCH }, (_, index) => {
    const n = (seed * BATCH + index) * 7919;
    return {
      name: EVENT_NAME,
      email: `contact${(n % CONTACTS) + 1}@example.com`,
      time: now - (n % 86_400_000),
      properties: { amount: (n % 500) + 0.5, plan: PLANS[n % PLANS.length], firstOrder: n % 3 === 0 },
    };
  });
  return JSON.stringify({ events });
};

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const main = async () => {
  console.log(`bench:ingest on ${await machineLine()}`);
  const server = await startBenchServer(`ingest-${Date.now()}`);
  try {
    const { headers, accountId } = await signUpSession(server.baseUrl, `bench.${Date.now()}@example.com`);
    const db = server.db;
    await sql`update accounts set contacts_allocated = ${CONTACTS * 2},
      settings = settings || jsonb_build_object('clientEventsPerMonth', 1000000000) where id = ${accountId}`.execute(db);
    await sql`insert into contacts (account_id, email) select ${accountId}, 'contact' || g || '@example.com' from generate_series(1, ${CONTACTS}) g`.execute(db);
    await sql`analyze contacts`.execute(db);

    const created = await fetch(`${server.baseUrl}/api/auth/v0/api-key/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench loader' }),
    });
    if (created.status !== 201) throw new Error(`creating the key answered ${created.status}: ${await created.text()}`);
    const { apiKey } = (await created.json()) as { apiKey: string };
    const bodies = Array.from({ length: DISTINCT_BODIES }, (_, seed) => body(seed));

    let accepted = 0;
    let next = 0;
    const send = async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/v1/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: bodies[next++ % DISTINCT_BODIES],
      });
      const answer = (await response.json()) as { accepted?: number; rejected?: number };
      if (response.status !== 200 || answer.accepted !== BATCH) throw new Error(`batch answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      accepted += answer.accepted;
      return performance.now() - started;
    };

    for (let i = 0; i < WARM_UP_BATCHES; i++) await send();
    const warmUp = accepted;

    const latencies: number[] = [];
    const deadline = performance.now() + DURATION_S * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (performance.now() < deadline) latencies.push(await send());
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sent = accepted - warmUp;

    const stored = await sql<{ count: number }>`select count(*)::int as count from events where account_id = ${accountId} and name = ${EVENT_NAME}`.execute(db);
    const inDatabase = stored.rows[0]?.count ?? 0;
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`sent ${sent.toLocaleString()} events in ${latencies.length} batches of ${BATCH} over ${seconds.toFixed(1)} s, ${IN_FLIGHT} in flight`);
    console.log(`throughput ${Math.round(sent / seconds).toLocaleString()} events/s`);
    console.log(
      `per batch  p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
    );
    console.log(`in the database ${inDatabase.toLocaleString()} of ${accepted.toLocaleString()} accepted (warm-up included): ${inDatabase === accepted ? 'nothing lost' : 'MISMATCH'}`);
    console.log(`server peak RSS ${server.serverPeakRssMiB().toFixed(0)} MiB`);
    if (inDatabase !== accepted) process.exitCode = 1;
  } finally {
    await server.stop();
  }
};

runBench(main);
