import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDataDir, exitWithin, killIfRunning, pidsMentioning, startServer, type RunningServer, type ServerDataDir } from '../test/server-process';

/*
 * A hard kill of Sendwell (power cut, OOM killer, `kill -9`) must lose no acknowledged write, and the next
 * start must recover on its own: the embedded Postgres may live on as an orphan holding the data directory.
 * This drives the real server process on its own data directory; it does not use the shared test database.
 */

const SHUTDOWN_TIMEOUT_MS = 40_000;

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

describe('crash recovery', () => {
  let dataDir: ServerDataDir | undefined;
  let baseUrl: string;
  const started: RunningServer[] = [];

  beforeAll(async () => {
    dataDir = await createServerDataDir('sendwell-crash-');
    baseUrl = dataDir.baseUrl;
  });

  afterAll(async () => {
    started.forEach(killIfRunning);
    await dataDir?.remove();
  }, 30_000);

  it('keeps every acknowledged sign-up after a SIGKILL and shuts down cleanly on SIGTERM', async () => {
    const users = [1, 2, 3].map((n) => ({
      name: `Crash Tester ${n}`,
      company: 'Recovery Ltd',
      email: `crash-${n}-${Date.now()}@example.com`,
      password: `survives-kill-${n}`,
    }));

    const first = await startServer(dataDir!);
    started.push(first);
    for (const user of users) {
      const client = createClient(baseUrl);
      await client.start();
      const response = await client.post('/api/auth/v0/signup', user);
      expect(response.status, await response.clone().text()).toBe(201);
    }

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startServer(dataDir!);
    started.push(second);
    for (const user of users) {
      const client = createClient(baseUrl);
      await client.start();
      const response = await client.post('/api/auth/v0/login', { email: user.email, password: user.password });
      expect(response.status, `sign-in of ${user.email} after the crash: ${await response.clone().text()}`).toBe(200);
    }

    second.child.kill('SIGTERM');
    const stop = await exitWithin(second, SHUTDOWN_TIMEOUT_MS);
    expect(stop, `the server did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000}s of SIGTERM:\n${second.output()}`).toEqual({ code: 0, signal: null });

    const clusterDir = join(dataDir!.dir, 'postgres');
    // The postmaster's children exit just after it; give them a moment.
    for (let i = 0; i < 50 && pidsMentioning(clusterDir).length > 0; i++) await sleep(100);
    expect(pidsMentioning(clusterDir), 'Postgres processes of this data dir still running after a clean stop').toEqual([]);
  }, 300_000);
});
