import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../test/free-port';

/*
 * A hard kill of Sendwell (power cut, OOM killer, `kill -9`) must lose no acknowledged write, and the next
 * start must recover on its own: the embedded Postgres may live on as an orphan holding the data directory.
 * This drives the real server process on its own data directory; it does not use the shared test database.
 */

const ROOT_DIR = resolve(import.meta.dirname, '../../..');
const STARTUP_TIMEOUT_MS = 90_000;
const SHUTDOWN_TIMEOUT_MS = 40_000;

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}


/** Pids whose command line names `needle` (what `pgrep -f` does, without needing procps installed). */
const pidsMentioning = (needle: string): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(needle);
      } catch {
        return false;
      }
    })
    .map(Number);

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The caller's environment without what would point the server away from its own embedded Postgres. */
const inheritedEnv = (): NodeJS.ProcessEnv => {
  const { DATABASE_URL: _databaseUrl, SMTP_URL: _smtpUrl, SECRET_KEY: _secretKey, SENDWELL_ROLE: _role, ...rest } = process.env;
  return rest;
};

const startServer = async (env: Record<string, string>, baseUrl: string): Promise<RunningServer> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inheritedEnv(), ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'exit', not 'close': an orphaned Postgres may keep the output pipes open after a SIGKILL.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const server: RunningServer = { child, baseUrl, output: () => output, exited };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become ready. Its output:\n${output}`);
};

/** A browser-like client: keeps the cookies and echoes the csrf cookie in X-CSRF-Token. */
const createClient = (baseUrl: string) => {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    async start() {
      const response = await fetch(`${baseUrl}/api/auth/v0/health`);
      expect(response.status).toBe(200);
      remember(response);
      expect(cookies.get('csrf')).toBeTruthy();
    },
    async post(path: string, body: unknown) {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookieHeader(), 'x-csrf-token': cookies.get('csrf') ?? '' },
        body: JSON.stringify(body),
      });
      remember(response);
      return response;
    },
  };
};

const stopLeftoverPostgres = async (clusterDir: string): Promise<void> => {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !pidsMentioning(clusterDir).includes(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
};

describe('crash recovery', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let baseUrl: string;
  const started: RunningServer[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sendwell-crash-'));
    // As root, Postgres runs as the 'postgres' system user, which must be able to enter this directory.
    chmodSync(dataDir, 0o755);
    const [port, pgPort] = await freePorts(2);
    baseUrl = `http://127.0.0.1:${port}`;
    env = {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      APP_URL: baseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
  });

  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
    if (dataDir) {
      await stopLeftoverPostgres(join(dataDir, 'postgres'));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('keeps every acknowledged sign-up after a SIGKILL and shuts down cleanly on SIGTERM', async () => {
    const users = [1, 2, 3].map((n) => ({
      name: `Crash Tester ${n}`,
      company: 'Recovery Ltd',
      email: `crash-${n}-${Date.now()}@example.com`,
      password: `survives-kill-${n}`,
    }));

    const first = await startServer(env, baseUrl);
    started.push(first);
    for (const user of users) {
      const client = createClient(baseUrl);
      await client.start();
      const response = await client.post('/api/auth/v0/signup', user);
      expect(response.status, await response.clone().text()).toBe(201);
    }

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startServer(env, baseUrl);
    started.push(second);
    for (const user of users) {
      const client = createClient(baseUrl);
      await client.start();
      const response = await client.post('/api/auth/v0/login', { email: user.email, password: user.password });
      expect(response.status, `sign-in of ${user.email} after the crash: ${await response.clone().text()}`).toBe(200);
    }

    second.child.kill('SIGTERM');
    const stop = await Promise.race([second.exited, sleep(SHUTDOWN_TIMEOUT_MS).then(() => undefined)]);
    expect(stop, `the server did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000}s of SIGTERM:\n${second.output()}`).toEqual({ code: 0, signal: null });

    const clusterDir = join(dataDir, 'postgres');
    // The postmaster's children exit just after it; give them a moment.
    for (let i = 0; i < 50 && pidsMentioning(clusterDir).length > 0; i++) await sleep(100);
    expect(pidsMentioning(clusterDir), 'Postgres processes of this data dir still running after a clean stop').toEqual([]);
  }, 300_000);
});
