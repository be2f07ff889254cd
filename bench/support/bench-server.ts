import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDb, createPool } from '../../apps/server/src/db/database';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { freePort } from '../../apps/server/test/free-port';

/**
 * A real Sendwell process (API and workers, as `npm start` runs it) on its own embedded Postgres in
 * `.bench-data/<name>`, durable as in production, on a free loopback port. The load generator stays in
 * this process, so it never shares an event loop with the server it measures. With `keep` the data
 * directory outlives the run, so the next run with the same name starts from the data it left.
 */
export const startBenchServer = async (name: string, { keep = false }: { keep?: boolean } = {}) => {
  const dataDir = resolve('.bench-data', name);
  mkdirSync(dataDir, { recursive: true });
  chmodSync(resolve('.bench-data'), 0o755);
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const db = createDb(createPool(postgres.connectionString, 4));
  await migrateToLatest(db);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.connectionString,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ready = await fetch(`${baseUrl}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (i > 600) throw new Error('server did not become ready');
    await sleep(100);
  }
  return {
    db,
    baseUrl,
    serverPid: server.pid,
    /** Peak resident memory of the server process so far, from /proc. */
    serverPeakRssMiB: () => {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      server.kill('SIGTERM');
      await once(server, 'exit');
      await db.destroy();
      await postgres.stop();
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const PASSWORD = 'bench-password';

const postAnonymously = async (baseUrl: string, path: string, body: Record<string, string>, expected: number) => {
  const first = await fetch(`${baseUrl}/api/auth/v0/health`);
  const csrf = /csrf=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('no csrf cookie');
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrf=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify(body),
  });
  if (response.status !== expected) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return { response };
};

/** Signs an existing user in through the API; returns the cookie and CSRF header a browser would send. */
export const signInSession = async (baseUrl: string, email: string) => {
  const { response } = await postAnonymously(baseUrl, '/api/auth/v0/login', { email, password: PASSWORD }, 200);
  const cookies = response.headers.get('set-cookie') ?? '';
  const sid = /sid=([^;]+)/.exec(cookies)?.[1];
  // Signing in hands over the session's own CSRF token.
  const csrf = /csrf=([^;]+)/.exec(cookies)?.[1];
  if (!csrf) throw new Error('signing in set no csrf cookie');
  const headers = { cookie: `csrf=${csrf}; sid=${sid}`, 'x-csrf-token': csrf };
  const user = (await (await fetch(`${baseUrl}/api/user`, { headers })).json()) as { accountId: string };
  return { headers, accountId: user.accountId };
};

/** Signs up through the API, which starts no session, then signs in. */
export const signUpSession = async (baseUrl: string, email: string) => {
  await postAnonymously(baseUrl, '/api/auth/v0/signup', { name: 'Bench Marketer', company: 'Bench Co', email, password: PASSWORD }, 201);
  return signInSession(baseUrl, email);
};

export const machineLine = async (): Promise<string> => {
  const os = await import('node:os');
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
};
