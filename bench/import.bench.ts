/**
 * CSV import on 1M rows of 10 columns with 5% duplicate e-mails: into an empty account, then the same
 * file again (nothing changes), against a plain COPY of the file into an unindexed table.
 * Targets: 1M rows <= 12 s end to end, unchanged re-import <= 8 s, peak RSS <= 300 MB per process.
 * API and worker run as separate processes, as they may in production, so each one's memory is measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdirSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createDb, createPool } from '../apps/server/src/db/database';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { freePort } from '../apps/server/test/free-port';
import { machineLine, signUpSession } from './support/bench-server';
import { uploadFile } from './support/upload-file';
import { runBench } from './support/run-bench';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DUPLICATE_SHARE = 0.05;
const CITIES = ['Berlin', 'Lyon', 'Osaka', 'Lagos', 'Lima', 'Porto', 'Quito', 'Turku'];

/** Writes the file: every 20th row repeats an earlier row's e-mail (in another case). */
const generateCsv = async (path: string): Promise<void> => {
  const out = createWriteStream(path);
  out.write('email,firstName,lastName,phone,company,city,country,age,vip,joined\n');
  let chunk = '';
  const every = Math.round(1 / DUPLICATE_SHARE);
  for (let i = 1; i <= ROWS; i++) {
    const n = i % every === 0 ? i - every + 1 : i;
    const email = i % every === 0 ? `Contact${n}@Example.com` : `contact${n}@example.com`;
    chunk += `${email},First${i},"Last, ${i}",+1555${String(i).padStart(7, '0')},Company ${i % 997},${CITIES[i % CITIES.length]},Country ${i % 50},${18 + (i % 60)},${i % 3 === 0 ? 'true' : 'false'},2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
};

const startProcess = (role: 'api' | 'worker', env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, ...env, SENDWELL_ROLE: role },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

const peakRssMiB = (pid: number | undefined): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const main = async () => {
  console.log(`bench:import on ${await machineLine()}`);
  const dataDir = resolve('.bench-data', `import-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  chmodSync(resolve('.bench-data'), 0o755);
  chmodSync(dataDir, 0o755);
  const csvPath = resolve(dataDir, 'contacts.csv');
  let started = performance.now();
  await generateCsv(csvPath);
  console.log(
    `generated ${ROWS.toLocaleString()} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const db = createDb(createPool(postgres.connectionString, 4));
  await migrateToLatest(db);
  // A server that has run batch jobs reuses its WAL files; a new cluster creates, zero-fills and syncs each
  // one as the first import writes it. Write about a gigabyte of WAL once, as such a server has.
  started = performance.now();
  await sql`create table bench_wal_warmup as select g, repeat('x', 400) as filler from generate_series(1, 2000000) g`.execute(
    db,
  );
  await sql`drop table bench_wal_warmup`.execute(db);
  await sql`checkpoint`.execute(db);
  console.log(`WAL files made ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.connectionString,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  };
  const api = startProcess('api', env);
  const worker = startProcess('worker', env);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (
      let i = 0;
      !(await fetch(`${baseUrl}/readyz`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      if (i > 600) throw new Error('server did not become ready');
      await sleep(100);
    }
    const { headers, accountId } = await signUpSession(baseUrl, `bench.${Date.now()}@example.com`);
    await db
      .updateTable('accounts')
      .set({ contacts_allocated: 2 * ROWS })
      .where('id', '=', accountId)
      .execute();
    await sleep(2_000);

    const mapping = [
      'email',
      'firstName',
      'lastName',
      'phone',
      'company',
      'city',
      'country',
      'age',
      'vip',
      'joined',
    ].map((header) => ({
      header,
      key: header,
      ...(header === 'age'
        ? { type: 'number' }
        : header === 'vip'
          ? { type: 'boolean' }
          : header === 'joined'
            ? { type: 'date' }
            : {}),
    }));
    /**
     * The search text of imported contacts is written by a job after the import (see queueSearchText): the
     * time until a search reads it from its index, and no later run starts before then.
     */
    const waitForSearchText = async (label: string, begin: number) => {
      const { rows } = await sql<{
        queue: string | null;
      }>`select to_regclass('contact_search_pending')::text as queue`.execute(db);
      if (!rows[0]?.queue) return;
      for (;;) {
        const queued = await sql<{ queued: boolean }>`select exists (
          select 1 from contact_search_pending where account_id = ${accountId}) as queued`.execute(db);
        if (!queued.rows[0]?.queued) break;
        await sleep(100);
      }
      const seconds = (performance.now() - begin) / 1000;
      console.log(`${label.padEnd(18)} search text indexed after ${seconds.toFixed(2)} s`);
    };
    let listId: number | undefined;
    const runImport = async (label: string) => {
      const begin = performance.now();
      const response = await uploadFile(
        `${baseUrl}/api/listUploadWithType`,
        headers,
        {
          recipientListId: listId === undefined ? '' : String(listId),
          name: 'Bench import',
          noHeader: 'false',
          mapping: JSON.stringify(mapping),
        },
        csvPath,
      );
      if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${response.body}`);
      const accepted = JSON.parse(response.body) as { id: number; importId: number };
      listId = accepted.id;
      const uploaded = (performance.now() - begin) / 1000;
      for (;;) {
        const record = (await (
          await fetch(`${baseUrl}/api/imports/${accepted.importId}`, { headers })
        ).json()) as {
          status: string;
          counts: Record<string, number>;
        };
        if (record.status === 'failed') throw new Error(`import failed: ${JSON.stringify(record)}`);
        if (record.status === 'done') {
          const seconds = (performance.now() - begin) / 1000;
          console.log(
            `${label.padEnd(18)} ${seconds.toFixed(2)} s (upload ${uploaded.toFixed(2)} s)  ${Math.round(ROWS / seconds).toLocaleString()} rows/s  ${JSON.stringify(record.counts)}`,
          );
          await waitForSearchText(label, begin);
          return seconds;
        }
        await sleep(100);
      }
    };
    const first = await runImport('import (empty)');
    const second = await runImport('import (unchanged)');

    const client = new pg.Client({ connectionString: postgres.connectionString });
    await client.connect();
    await client.query(
      `create table copy_baseline (${mapping.map((column) => `"${column.header}" text`).join(', ')})`,
    );
    started = performance.now();
    await pipeline(
      createReadStream(csvPath),
      client.query(copyFrom('copy copy_baseline from stdin with (format csv, header true)')),
    );
    const copySeconds = (performance.now() - started) / 1000;
    await client.end();
    console.log(
      `plain COPY         ${copySeconds.toFixed(2)} s  ${Math.round(ROWS / copySeconds).toLocaleString()} rows/s`,
    );
    console.log(
      `import / COPY      ${(first / copySeconds).toFixed(1)}x (empty), ${(second / copySeconds).toFixed(1)}x (unchanged)`,
    );
    const contacts = await sql<{
      count: number;
    }>`select count(*)::int as count from contacts where account_id = ${accountId}`.execute(db);
    console.log(`contacts           ${contacts.rows[0]?.count.toLocaleString()}`);
    console.log(
      `peak RSS           api ${peakRssMiB(api.pid).toFixed(0)} MiB, worker ${peakRssMiB(worker.pid).toFixed(0)} MiB`,
    );
  } finally {
    api.kill('SIGTERM');
    worker.kill('SIGTERM');
    await Promise.all([once(api, 'exit'), once(worker, 'exit')]);
    await db.destroy();
    await postgres.stop();
    if (process.env.BENCH_KEEP !== 'true') rmSync(dataDir, { recursive: true, force: true });
  }
};

runBench(main);
