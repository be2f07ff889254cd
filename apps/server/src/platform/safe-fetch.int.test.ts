import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBSITE_FIXTURES, serveWebsite, type FixtureSite } from '../../test/website-fixtures';
import { SafeFetchError, SafeFetchMessages, safeFetch } from './safe-fetch';

const refusal = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return (error as Error).message;
};

describe('safeFetch', () => {
  let shop: FixtureSite;
  let moved: FixtureSite;
  let hostile: FixtureSite;
  beforeAll(async () => {
    [shop, moved, hostile] = await Promise.all([
      serveWebsite(WEBSITE_FIXTURES.shop),
      serveWebsite(WEBSITE_FIXTURES.moved),
      serveWebsite(WEBSITE_FIXTURES.hostile),
    ]);
  });
  afterAll(() => Promise.all([shop, moved, hostile].map((site) => site.close())));

  it('reads a page, following redirects, and says where it ended', async () => {
    const page = await safeFetch(`${moved.url}/`, { allowLoopback: true });
    expect(page.url).toBe(`${moved.url}/home`);
    expect(page.contentType).toContain('iso-8859-1');
    expect(page.body.toString('latin1')).toContain('Café Olé');
  });

  it('never reaches loopback unless told, by address or by name', async () => {
    expect(await refusal(safeFetch(`${shop.url}/`))).toBe(SafeFetchMessages.privateAddress);
    expect(await refusal(safeFetch(shop.url.replace('127.0.0.1', 'localhost')))).toBe(
      SafeFetchMessages.privateAddress,
    );
    expect(await refusal(safeFetch('http://[::1]:9/'))).toBe(SafeFetchMessages.privateAddress);
    expect(await refusal(safeFetch('http://[::ffff:127.0.0.1]:9/'))).toBe(SafeFetchMessages.privateAddress);
  });

  it('never reaches private or link-local addresses, even with loopback allowed or through a redirect', async () => {
    for (const address of [
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
    ]) {
      expect(await refusal(safeFetch(address, { allowLoopback: true })), address).toBe(
        SafeFetchMessages.privateAddress,
      );
    }
    expect(await refusal(safeFetch(`${hostile.url}/metadata`, { allowLoopback: true }))).toBe(
      SafeFetchMessages.privateAddress,
    );
  });

  it('refuses other schemes, credentials in the address, redirect loops, oversized pages and silence', async () => {
    expect(await refusal(safeFetch('file:///etc/passwd'))).toBe(SafeFetchMessages.scheme);
    expect(await refusal(safeFetch('ftp://example.com/'))).toBe(SafeFetchMessages.scheme);
    expect(await refusal(safeFetch('http://user:secret@example.com/'))).toBe(SafeFetchMessages.invalid);
    expect(await refusal(safeFetch(`${hostile.url}/loop`, { allowLoopback: true }))).toBe(
      SafeFetchMessages.tooManyRedirects,
    );
    expect(await refusal(safeFetch(`${hostile.url}/huge`, { allowLoopback: true }))).toBe(
      SafeFetchMessages.tooLarge('2 MB'),
    );
    expect(await refusal(safeFetch(`${hostile.url}/slow`, { allowLoopback: true, timeoutMs: 300 }))).toBe(
      SafeFetchMessages.timeout(0.3),
    );
    expect(await refusal(safeFetch(`${hostile.url}/missing`, { allowLoopback: true }))).toBe(
      SafeFetchMessages.status(404),
    );
  });
});
