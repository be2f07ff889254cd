import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabaseUrl } from '../../test/test-db';
import { copyOut } from './copy-out';

/** Collects what is written, optionally slowly, so the reader has to wait for the target. */
const collector = (options: { delayMs?: number; highWaterMark?: number } = {}) => {
  const parts: Buffer[] = [];
  const stream = new Writable({
    highWaterMark: options.highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      if (options.delayMs) setTimeout(callback, options.delayMs);
      else callback();
    },
  });
  return { stream, text: () => Buffer.concat(parts).toString('utf8'), writes: () => parts.length };
};

describe('copyOut', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: getTestDatabaseUrl() });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  it('writes every row exactly as COPY prints it, in large writes, and reports the row count', async () => {
    const query = `select g, repeat(chr(97 + g % 26), g % 300), case when g % 7 = 0 then 'a,"quoted"' || chr(10) || 'line' end
      from generate_series(1, 50000) g`;
    const text = `copy (${query}) to stdout with (format csv, header true)`;
    const target = collector();
    const rows = await copyOut(client, text, target.stream);
    expect(rows).toBe(50_000);
    // The same COPY through the general-purpose stream reader.
    const reference = collector();
    await pipeline(client.query(copyTo(text)), reference.stream);
    expect(target.text()).toBe(reference.text());
    expect(target.text()).toMatch(/^g,repeat,case\n1,b,\n/);
    // About 8 MB arrives in some 8 kB network reads; it leaves in blocks of up to a megabyte.
    expect(target.writes()).toBeLessThan(20);
  });

  it('carries a row longer than a block and waits for a slow target', async () => {
    const target = collector({ delayMs: 5, highWaterMark: 1024 });
    const rows = await copyOut(client, `copy (select repeat('x', 3 * 1024 * 1024) union all select 'end') to stdout`, target.stream);
    expect(rows).toBe(2);
    expect(target.text()).toBe(`${'x'.repeat(3 * 1024 * 1024)}\nend\n`);
  });

  it('fails with the database error part way through, and the connection stays usable', async () => {
    const target = collector();
    await expect(copyOut(client, `copy (select 1 / (20000 - g) from generate_series(1, 30000) g) to stdout`, target.stream)).rejects.toThrow(
      'division by zero',
    );
    expect((await client.query('select 41 + 1 as answer')).rows).toEqual([{ answer: 42 }]);
  });

  it('fails with the target error, and the connection stays usable', async () => {
    const broken = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error('disk full'));
      },
    });
    broken.on('error', () => undefined);
    await expect(copyOut(client, `copy (select repeat('y', 1000) from generate_series(1, 5000)) to stdout`, broken)).rejects.toThrow('disk full');
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
