import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePorts } from './free-port';

/*
 * The real server process (apps/server/src/main.ts) on its own embedded Postgres and data directory, for
 * tests of what only a whole process shows: recovery after a kill, shutdown on a signal. It does not use
 * the shared test database.
 */

const ROOT_DIR = resolve(import.meta.dirname, '../../..');
const STARTUP_TIMEOUT_MS = 90_000;

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Pids whose command line names `needle` (what `pgrep -f` does, without needing procps installed). */
export const pidsMentioning = (needle: string): number[] =>
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

export interface ServerDataDir {
  dir: string;
  env: Record<string, string>;
  baseUrl: string;
  port: number;
  /** Stops a Postgres left running on this directory and removes it. */
  remove(): Promise<void>;
}

/** A fresh data directory and free ports for one server; start as many servers on it as the test needs. */
export const createServerDataDir = async (prefix: string): Promise<ServerDataDir> => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  // As root, Postgres runs as the 'postgres' system user, which must be able to enter this directory.
  chmodSync(dir, 0o755);
  const [port, pgPort] = await freePorts(2);
  const baseUrl = `http://127.0.0.1:${port!}`;
  return {
    dir,
    baseUrl,
    port: port!,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      EMBEDDED_PG_PORT: String(pgPort),
      APP_URL: baseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    async remove() {
      await stopLeftoverPostgres(join(dir, 'postgres'));
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

export const startServer = async (dataDir: ServerDataDir, env: Record<string, string> = {}): Promise<RunningServer> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inheritedEnv(), ...dataDir.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'exit', not 'close': an orphaned Postgres may keep the output pipes open after a SIGKILL.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const server: RunningServer = { child, baseUrl: dataDir.baseUrl, port: dataDir.port, output: () => output, exited };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${dataDir.baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become ready. Its output:\n${output}`);
};

/** Waits for the process to exit; undefined when it is still running after `timeoutMs`. */
export const exitWithin = (server: RunningServer, timeoutMs: number) =>
  Promise.race([server.exited, sleep(timeoutMs).then(() => undefined)]);

export const killIfRunning = (server: RunningServer): void => {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
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
