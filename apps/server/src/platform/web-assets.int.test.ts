import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerNotFound } from './errors';
import { registerWebAssets } from './web-assets';

const SCRIPT = 'export const greeting = "hello";\n'.repeat(200);
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const FOREVER = 'public, max-age=31536000, immutable';

let distDir: string;
let app: FastifyInstance;

/** Writes a file with its brotli and gzip copies, as the web build leaves them in dist. */
const writeWithCompressedCopies = async (path: string, text: string): Promise<void> => {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
};

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'sendwell-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeWithCompressedCopies(join(distDir, 'assets/index-Ab12Cd34.js'), SCRIPT);
  await writeWithCompressedCopies(join(distDir, 'index.html'), PAGE);
  app = Fastify();
  registerNotFound(app, await registerWebAssets(app, distDir));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('a hashed asset', () => {
  it('goes out as the brotli copy to a client that takes brotli, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(FOREVER);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('goes out as the gzip copy to a client that takes only gzip', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(FOREVER);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('goes out plain to a client that takes no encoding', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(FOREVER);
    expect(response.body).toBe(SCRIPT);
  });
});

describe('the app page', () => {
  it.each(['/index.html', '/app/contacts', '/'])('%s is revalidated on every visit and goes out compressed', async (url) => {
    const response = await get(url, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
  });

  it('goes out plain, still revalidated, to a client that takes no encoding', async () => {
    const response = await get('/app/contacts');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(PAGE);
  });
});
