import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { getTestDatabaseUrl } from '../../../test/test-db';

/*
 * A worker killed outright (kill -9, the OOM killer) in the middle of an import: once another worker runs,
 * the import ends in exactly the state an uninterrupted one would have reached. API and worker are separate
 * processes on this test file's database; the worker is killed once while it reads the file and once while
 * it merges. The file is large enough for the merge to match in parts and write the new memberships beside
 * the contacts.
 */

const ROOT_DIR = resolve(import.meta.dirname, '../../../../..');
const ROWS = 300_000;

/** Every 20th row repeats the one before in capitals; every 100th has no valid e-mail. */
const csvFile = (): string => {
  const lines = ['email,firstName,age'];
  for (let i = 1; i <= ROWS; i++) {
    if (i % 100 === 0) lines.push(`broken-${i},Broken,1`);
    else if (i % 20 === 0) lines.push(`CRASH${i - 1}@EXAMPLE.COM,Repeat ${i},${i % 90}`);
    else lines.push(`crash${i}@example.com,Name ${i},${i % 90}`);
  }
  return `${lines.join('\n')}\n`;
};
const INVALID = ROWS / 100;
const REPEATS = ROWS / 20 - ROWS / 100;
const DISTINCT = ROWS - INVALID - REPEATS;

const startProcess = (role: 'api' | 'worker', env: Record<string, string>): ChildProcess => {
  const { DATABASE_URL: _url, SENDWELL_ROLE: _role, ...rest } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...rest, ...env, SENDWELL_ROLE: role },
  });
  return child;
};

const killed = (child: ChildProcess): Promise<void> =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });

describe('an import whose worker is killed', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let baseUrl: string;
  let db: pg.Pool;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sendwell-import-crash-'));
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    env = {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      DATABASE_URL: getTestDatabaseUrl(),
      SECRET_KEY: 'import-crash-test-secret-key-0123456789abcdef',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
    };
    db = new pg.Pool({ connectionString: getTestDatabaseUrl(), max: 2 });
  });

  afterAll(async () => {
    await Promise.all(children.map(killed));
    await db?.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const waitFor = async <T>(
    what: string,
    probe: () => Promise<T | undefined>,
    timeoutMs: number,
  ): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await sleep(20);
    }
  };

  it('ends exactly as an uninterrupted import would, after kills while reading and while merging', async () => {
    const api = startProcess('api', env);
    children.push(api);
    await waitFor(
      'the API',
      () =>
        fetch(`${baseUrl}/readyz`).then(
          (r) => (r.ok ? true : undefined),
          () => undefined,
        ),
      90_000,
    );

    const health = await fetch(`${baseUrl}/api/auth/v0/health`);
    const csrf = /csrf=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const post = (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `csrf=${csrf}`, 'x-csrf-token': csrf },
        body: JSON.stringify(body),
      });
    const user = { name: 'Crash Tester', company: 'Recovery Ltd', email: `import-crash-${Date.now()}@example.com`, password: 'survives the kill' };
    expect((await post('/api/auth/v0/signup', user)).status).toBe(201);
    // Sign-up starts no session; the password does, and hands over the session's own CSRF token.
    const signIn = await post('/api/auth/v0/login', { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.get('set-cookie') ?? '';
    const sid = /sid=([^;]+)/.exec(cookies)?.[1] ?? '';
    const sessionCsrf = /csrf=([^;]+)/.exec(cookies)?.[1] ?? '';
    const headers = { cookie: `csrf=${sessionCsrf}; sid=${sid}`, 'x-csrf-token': sessionCsrf };
    await db.query('update accounts set contacts_allocated = $1', [ROWS]);

    const form = new FormData();
    form.append('name', 'Survivors');
    form.append('noHeader', 'false');
    form.append(
      'mapping',
      JSON.stringify([
        { header: 'email', key: 'email' },
        { header: 'firstName', key: 'firstName' },
        { header: 'age', key: 'age', type: 'number' },
      ]),
    );
    form.append('file', new Blob([csvFile()], { type: 'text/csv' }), 'survivors.csv');
    const upload = await fetch(`${baseUrl}/api/listUploadWithType`, { method: 'POST', headers, body: form });
    expect(upload.status, await upload.clone().text()).toBe(202);
    const { id: listId, importId } = (await upload.json()) as { id: number; importId: number };

    // Killed while reading the file: rows are being staged.
    const reader = startProcess('worker', env);
    children.push(reader);
    await waitFor(
      'staging to start',
      async () => {
        const row = await db.query<{ processed_rows: number }>(
          'select processed_rows from imports where id = $1',
          [importId],
        );
        return (row.rows[0]?.processed_rows ?? 0) > 0 ? true : undefined;
      },
      120_000,
    );
    await killed(reader);
    // The import is unfinished, and the list says so.
    const midway = (await (
      await fetch(`${baseUrl}/api/listUploadV2/isProcessing?recipientListId=${listId}`, { headers })
    ).json()) as { processing: boolean };
    expect(midway.processing).toBe(true);
    const afterFirstKill = await db.query<{ status: string; staged_rows: number | null }>(
      'select status, staged_rows from imports where id = $1',
      [importId],
    );
    expect(afterFirstKill.rows[0]).toEqual({ status: 'running', staged_rows: null });

    // Killed while merging: the insert into contacts is running, and the memberships written beside it
    // are prepared, waiting for it to commit.
    const merger = startProcess('worker', env);
    children.push(merger);
    await waitFor(
      'the merge to start',
      async () => {
        const active = await db.query<{ inserting: number; prepared: number }>(
          `select (select count(*)::int from pg_stat_activity where state = 'active' and pid <> pg_backend_pid()
              and query like '%insert into contacts (%') as inserting,
            (select count(*)::int from pg_prepared_xacts where database = current_database()) as prepared`,
        );
        const { inserting = 0, prepared = 0 } = active.rows[0] ?? {};
        return inserting > 0 && prepared > 0 ? true : undefined;
      },
      180_000,
    );
    await killed(merger);
    const afterSecondKill = await db.query<{ contacts: number; members: number; prepared: number }>(
      `select (select count(*)::int from contacts) as contacts, (select count(*)::int from list_members) as members,
        (select count(*)::int from pg_prepared_xacts where database = current_database()) as prepared`,
    );
    expect(afterSecondKill.rows[0]).toEqual({ contacts: 0, members: 0, prepared: 1 });

    const finisher = startProcess('worker', env);
    children.push(finisher);
    const record = await waitFor(
      'the import to finish',
      async () => {
        const response = await fetch(`${baseUrl}/api/imports/${importId}`, { headers });
        const body = (await response.json()) as {
          status: string;
          counts: Record<string, number>;
          processedRows: number;
        };
        return body.status === 'done' || body.status === 'failed' ? body : undefined;
      },
      180_000,
    );

    expect(record).toMatchObject({
      status: 'done',
      processedRows: ROWS,
      counts: { new: DISTINCT, updated: 0, unchanged: 0, invalid: INVALID, duplicates: REPEATS },
    });
    // Nothing of the merge is left behind: staging, match and prepared memberships. The worker commits the
    // memberships and clears the rest just after recording the import done.
    const leftovers = async () => {
      const { rows } = await db.query<{ tables: number; prepared: number }>(
        `select (select count(*)::int from pg_tables where schemaname = 'import_staging'
            and (tablename = $1 or tablename like $2)) as tables,
          (select count(*)::int from pg_prepared_xacts where database = current_database()) as prepared`,
        [`import_${importId}`, `import\\_${importId}\\_match\\_%`],
      );
      return rows[0];
    };
    await waitFor(
      'the merge to clear up',
      async () => {
        const left = await leftovers();
        return left?.tables === 0 && left.prepared === 0 ? true : undefined;
      },
      10_000,
    ).catch(() => undefined);
    expect(await leftovers()).toEqual({ tables: 0, prepared: 0 });
    const contacts = await db.query<{ total: number; distinct: number; repeated: string }>(
      `select count(*)::int as total, count(distinct lower(email))::int as distinct,
        max(properties->>'firstName') filter (where lower(email) = 'crash19@example.com') as repeated
       from contacts`,
    );
    expect(contacts.rows[0]).toEqual({ total: DISTINCT, distinct: DISTINCT, repeated: 'Repeat 20' });
    const members = await db.query<{ count: number }>(
      'select count(*)::int as count from list_members where list_id = $1',
      [listId],
    );
    expect(members.rows[0]?.count).toBe(DISTINCT);
    const list = await fetch(`${baseUrl}/api/listUploadV2/isProcessing?recipientListId=${listId}`, {
      headers,
    });
    expect(await list.json()).toEqual({ processing: false, processingCount: 0, recipientsCount: DISTINCT });
    const report = await (await fetch(`${baseUrl}/api/imports/${importId}/errors`, { headers })).text();
    expect(report.trim().split('\n')).toHaveLength(INVALID + 1);
  }, 600_000);
});
