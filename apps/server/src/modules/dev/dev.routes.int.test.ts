import { beforeAll, describe, expect, it } from 'vitest';
import { authRoutes, devRoutes } from '@sendwell/contracts';
import { TestBrowser } from '../../../test/http-client';
import { waitForMail } from '../../../test/outbox';
import { type TestApp } from '../../../test/test-app';
import { newSignUp } from '../../../test/users';
import { useTestApp } from '../../../test/integration-setup';

/*
 * The dev outbox holds every account's password-reset links: only a browser on this machine may read it,
 * and only outside production.
 */

const signUpAndWaitForMail = async (t: TestApp): Promise<string> => {
  const form = newSignUp();
  expect((await new TestBrowser(t.app).call(authRoutes.signUp, { body: form })).status).toBe(201);
  await waitForMail(t.ctx.db, form.email, 'Verify');
  return form.email;
};

describe('the dev outbox in development, behind a trusted proxy setting', () => {
  const t = useTestApp({ env: { NODE_ENV: 'development', TRUST_PROXY: 'true' } });
  let email: string;
  beforeAll(async () => {
    email = await signUpAndWaitForMail(t);
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('lists the mail for a browser on this machine (%s)', async (address) => {
    const response = await new TestBrowser(t.app, address).call(devRoutes.listOutbox, { query: { to: email } });
    expect(response.status).toBe(200);
    expect(response.data.data).toEqual([expect.objectContaining({ to: email, subject: 'Verify your email for Sendwell' })]);
  });

  it('answers 404 to another machine, even one that claims to be this one in X-Forwarded-For', async () => {
    const response = await new TestBrowser(t.app, '203.0.113.7').call(devRoutes.listOutbox, {
      query: { to: email },
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.status).toBe(404);
  });

  it.each<Record<string, string>>([{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }])(
    'answers 404 to a request a proxy on this machine forwards for someone else (%o)',
    async (headers) => {
      const response = await new TestBrowser(t.app, '127.0.0.1').call(devRoutes.listOutbox, { query: { to: email }, headers });
      expect(response.status).toBe(404);
    },
  );
});

describe('the dev outbox in production', () => {
  const t = useTestApp({ env: { NODE_ENV: 'production' } });

  it('is not served at all, even to this machine while mail is captured', async () => {
    await signUpAndWaitForMail(t);
    const response = await new TestBrowser(t.app, '127.0.0.1').call(devRoutes.listOutbox, { query: {} });
    expect(response.status).toBe(404);
    expect(t.app.hasRoute({ method: 'GET', url: devRoutes.listOutbox.path })).toBe(false);
  });
});
