import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../db/database';
import { getTestDatabaseUrl } from '../../test/test-db';
import { registerErrorHandling } from './errors';

let pool: pg.Pool;
let app: FastifyInstance;

/** Statements that reach Postgres with text it cannot store, as code other than a checked request might send. */
const STATEMENTS: Record<string, [string, unknown[]]> = {
  'NUL in text': ['select $1::text', ['a\u0000b']],
  'a \\u0000 escape in jsonb': ['select $1::jsonb', ['{"a":"\\u0000"}']],
  'half a surrogate pair in jsonb': ['select $1::jsonb', [JSON.stringify({ a: 'x\uD800' })]],
};

beforeAll(async () => {
  pool = createPool(getTestDatabaseUrl(), 2);
  app = Fastify();
  registerErrorHandling(app);
  app.get<{ Params: { name: string } }>('/statement/:name', async (request) => {
    const [sql, values] = STATEMENTS[request.params.name]!;
    await pool.query(sql, values);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await pool?.end();
});

describe('text Postgres refuses, past the request check', () => {
  it.each(Object.keys(STATEMENTS))('answers %s with a 400, not a 500', async (name) => {
    const response = await app.inject({ method: 'GET', url: `/statement/${encodeURIComponent(name)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Text must not contain a NUL character or unpaired surrogate',
      },
    });
  });
});
