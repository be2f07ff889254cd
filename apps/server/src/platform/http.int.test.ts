import { describe, expect, it } from 'vitest';
import { AuthMessages, authRoutes, profileRoutes, userRoutes } from '@sendwell/contracts';
import { TestBrowser } from '../../test/http-client';
import { signUpUser, TEST_PASSWORD } from '../../test/users';
import { useTestApp } from '../../test/integration-setup';

const t = useTestApp();

describe('health', () => {
  it.each([
    ['/api/auth/v0/health', { status: 'ok' }],
    ['/healthz', { status: 'ok' }],
    ['/readyz', { status: 'ready' }],
  ])('%s answers 200', async (url, body) => {
    const response = await new TestBrowser(t.app).request({ method: 'GET', url });
    expect(response.status).toBe(200);
    expect(response.json).toEqual(body);
  });
});

describe('OpenAPI document', () => {
  it('lists every contract route with its method', async () => {
    const response = await new TestBrowser(t.app).request({ method: 'GET', url: '/api/docs/json' });
    expect(response.status).toBe(200);
    const document = response.json as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);

    expect(t.app.contractRoutes.length).toBeGreaterThan(0);
    const missing = t.app.contractRoutes
      .filter((route) => !document.paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('marks routes that need a session as such', async () => {
    const document = (await new TestBrowser(t.app).request({ method: 'GET', url: '/api/docs/json' })).json as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(document.paths[profileRoutes.getProfile.path]?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths[authRoutes.signIn.path]?.post?.security).toBeUndefined();
  });
});

describe('errors', () => {
  it.each(['GET', 'POST'] as const)('answers an unknown API route (%s) with 404 in the error shape', async (method) => {
    const response = await new TestBrowser(t.app).request({ method, url: '/api/no-such-thing?x=1' });
    expect(response.status).toBe(404);
    expect(response.error).toEqual({ code: 'NOT_FOUND', message: 'No route ' + method + ' /api/no-such-thing' });
  });

  it('answers a malformed JSON body with 400 in the error shape', async () => {
    const browser = new TestBrowser(t.app);
    await browser.request({ method: 'GET', url: authRoutes.health.path });
    const response = await t.app.inject({
      method: 'POST',
      url: authRoutes.signIn.path,
      headers: { 'content-type': 'application/json', 'x-csrf-token': browser.cookies.get('csrf')! },
      cookies: Object.fromEntries(browser.cookies),
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(JSON.parse(response.body) as object)).toEqual(['error']);
  });
});

describe('access before input', () => {
  it('refuses a signed-out caller before looking at the body', async () => {
    const response = await new TestBrowser(t.app).call(profileRoutes.updateProfile, { body: { name: '' } as never });
    expect(response.status).toBe(401);
    expect(response.error.fields).toBeUndefined();
  });

  it('refuses a call without CSRF before looking at the body', async () => {
    const { browser } = await signUpUser(t.app);
    const response = await browser.call(profileRoutes.updateProfile, { body: { name: '' } as never, csrf: 'omit' });
    expect(response.status).toBe(403);
    expect(response.error.code).toBe('CSRF_MISSING');
  });
});

describe('security headers', () => {
  it('sends a content security policy that only runs the app\'s own scripts', async () => {
    for (const url of ['/api/auth/v0/health', '/api/no-such-thing', '/healthz']) {
      const response = await new TestBrowser(t.app).request({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('keeps the session cookie away from page scripts', async () => {
    const { form } = await signUpUser(t.app);
    const response = await new TestBrowser(t.app).call(authRoutes.signIn, { body: { email: form.email, password: form.password } });
    const setCookie = ([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? []);
    const session = setCookie.find((cookie) => cookie.startsWith('sid='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });
});

describe('CSRF', () => {
  it('gives every visitor a csrf cookie the page can read', async () => {
    const browser = new TestBrowser(t.app);
    const response = await browser.request({ method: 'GET', url: '/healthz', csrf: 'omit' });
    const setCookie = ([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? []);
    const csrf = setCookie.find((cookie) => cookie.startsWith('csrf='));
    expect(csrf).toBeDefined();
    expect(csrf).not.toMatch(/HttpOnly/i);
  });

  it('refuses a state-changing call without the header, and changes nothing', async () => {
    const { browser, form } = await signUpUser(t.app);
    const body = { name: 'Changed', company: '', phone: '', timezone: 'UTC' };

    const response = await browser.call(profileRoutes.updateProfile, { body, csrf: 'omit' });

    expect(response.status).toBe(403);
    expect(response.error).toEqual({ code: 'CSRF_MISSING', message: AuthMessages.csrfMissing });
    expect((await browser.call(profileRoutes.getProfile, {})).data.name).toBe(form.name);
  });

  it('refuses a header that does not match the cookie', async () => {
    const { browser } = await signUpUser(t.app);

    const response = await browser.call(authRoutes.signOut, { csrf: { value: 'forged-token' } });

    expect(response.status).toBe(403);
    expect(response.error.code).toBe('CSRF_MISSING');
    expect((await browser.call(userRoutes.getUser, {})).status).toBe(200);
  });

  it('refuses a header when the csrf cookie is missing', async () => {
    const { browser } = await signUpUser(t.app);
    const token = browser.cookies.get('csrf')!;
    browser.cookies.delete('csrf');

    const response = await browser.request({ method: 'POST', url: authRoutes.signOut.path, csrf: { value: token } });

    expect(response.status).toBe(403);
  });

  it('refuses a planted cookie and header that are not the session\'s token, and changes nothing', async () => {
    const { browser, form } = await signUpUser(t.app);
    browser.cookies.set('csrf', 'planted-by-a-sibling-domain');
    const body = { name: 'Changed', company: '', phone: '', timezone: 'UTC' };

    const response = await browser.call(profileRoutes.updateProfile, { body });

    expect(response.status).toBe(403);
    expect(response.error).toEqual({ code: 'CSRF_MISSING', message: AuthMessages.csrfMissing });
    expect((await browser.call(profileRoutes.getProfile, {})).data.name).toBe(form.name);
  });

  it('refuses one session\'s token in another session', async () => {
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    second.browser.cookies.set('csrf', first.browser.cookies.get('csrf')!);

    const response = await second.browser.call(authRoutes.signOut, {});

    expect(response.status).toBe(403);
    expect((await second.browser.call(userRoutes.getUser, {})).status).toBe(200);
  });

  it('hands a browser its session\'s own token, which passes', async () => {
    const { browser } = await signUpUser(t.app);
    browser.cookies.set('csrf', 'left-from-before');
    // Any answer to a signed-in browser carries the session's token, as reloading the page does.
    await browser.call(userRoutes.getUser, {});

    const body = { name: 'Changed', company: '', phone: '', timezone: 'UTC' };
    expect((await browser.call(profileRoutes.updateProfile, { body })).status).toBe(200);
  });

  it('keeps signing out and in again working, before a session exists', async () => {
    const { browser, form } = await signUpUser(t.app);
    const before = browser.cookies.get('csrf');
    expect((await browser.call(authRoutes.signOut, {})).status).toBe(200);
    expect(browser.cookies.get('csrf')).not.toBe(before);

    expect((await browser.call(authRoutes.signIn, { body: { email: form.email, password: TEST_PASSWORD } })).status).toBe(200);
    expect((await browser.call(profileRoutes.updateProfile, { body: { name: 'Back', company: '', phone: '', timezone: 'UTC' } })).status).toBe(200);
  });

  it('does not ask for the header on reads', async () => {
    const { browser } = await signUpUser(t.app);
    const response = await browser.request({ method: 'GET', url: userRoutes.getUser.path, csrf: 'omit' });
    expect(response.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers repeated sign-in attempts with 429 and Retry-After, for that client only', async () => {
    const { form } = await signUpUser(t.app);
    const guesser = new TestBrowser(t.app);
    const body = { email: form.email, password: 'guess' };
    // Each guess names another address, so only this client's limit can stop them (not the one per account).
    const guess = (n: number) => ({ ...body, email: `${n}.${form.email}` });

    // Attempts go four at a time (scrypt runs on a pool of four threads) to reach the limit quickly.
    let limited: Awaited<ReturnType<typeof guesser.call>> | undefined;
    for (let attempts = 0; !limited && attempts < 60; attempts += 4) {
      const batch = await Promise.all([1, 2, 3, 4].map((n) => guesser.call(authRoutes.signIn, { body: guess(attempts + n) })));
      for (const response of batch) {
        if (response.status === 429) limited ??= response;
        else expect(response.status).toBe(401);
      }
    }

    expect(limited, 'no 429 after 60 attempts').toBeDefined();
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited!.error).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' });
    // Even the right password waits; another client is not affected.
    expect((await guesser.call(authRoutes.signIn, { body: { ...body, password: form.password } })).status).toBe(429);
    expect((await new TestBrowser(t.app).call(authRoutes.signIn, { body: { ...body, password: form.password } })).status).toBe(200);
  });

  it('keys the limit on the connection, not on an X-Forwarded-For header the client made up', async () => {
    const browser = new TestBrowser(t.app);
    const body = { email: `nobody.${Date.now()}@example.com` };

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30 && !statuses.includes(429); attempt++) {
      const response = await browser.call(authRoutes.forgotPassword, { body, headers: { 'x-forwarded-for': `203.0.113.${attempt}` } });
      statuses.push(response.status);
    }

    expect(statuses).toContain(429);
  });
});
