import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes, devRoutes } from '@sendwell/contracts';
import { TestBrowser } from '../../test/http-client';
import { waitForMail } from '../../test/outbox';
import { decoded, startSmtpServer, type SmtpPeer } from '../../test/smtp-server';
import { newSignUp } from '../../test/users';
import { verificationEmail } from '../modules/auth/auth-emails';
import { createOutboxTransport, createSmtpTransport, type MailMessage } from './mail';
import { useTestApp } from '../../test/integration-setup';

const FROM = 'Sendwell <no-reply@sendwell.local>';

let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

describe('SMTP transport', () => {
  it('delivers a message with its recipient, subject, sender and link', async () => {
    const link = `http://localhost:3000/verify?token=${'t'.repeat(43)}`;
    const message = verificationEmail('reader@example.com', 'Reader', link);
    const id = randomUUID();

    await createSmtpTransport(smtp.url, FROM).deliver(id, message);

    const mail = await smtp.waitFor('reader@example.com');
    expect(mail.from).toBe('no-reply@sendwell.local');
    expect(mail.to).toEqual(['reader@example.com']);
    const text = decoded(mail.raw);
    expect(text).toMatch(/^Subject: Verify your email for Sendwell$/m);
    expect(text).toMatch(/^To: reader@example\.com$/m);
    expect(text).toContain(`Message-ID: <${id}@sendwell>`);
    expect(text).toContain(link);
  });
});

describe('outbox transport', () => {
  const t = useTestApp();

  it('keeps one copy of a message delivered twice under the same id', async () => {
    const transport = createOutboxTransport(t.ctx.db);
    const id = randomUUID();
    const message: MailMessage = {
      to: 'twice@example.com',
      subject: 'Once only',
      html: '<p>first</p>',
      text: 'first',
    };

    await transport.deliver(id, message);
    await transport.deliver(id, { ...message, text: 'second' });

    const rows = await t.ctx.db
      .selectFrom('mail_outbox')
      .select(['id', 'body_text'])
      .where('recipient', '=', 'twice@example.com')
      .execute();
    expect(rows).toEqual([{ id, body_text: 'first' }]);
  });

  it('shows captured mail at the development outbox', async () => {
    const form = newSignUp();
    await new TestBrowser(t.app).call(authRoutes.signUp, { body: form });

    await waitForMail(t.ctx.db, form.email, 'Verify');

    const { data } = (
      await new TestBrowser(t.app, '127.0.0.1').call(devRoutes.listOutbox, {
        query: { to: form.email.toUpperCase() },
      })
    ).data;
    expect(data).toEqual([
      expect.objectContaining({ to: form.email, subject: 'Verify your email for Sendwell' }),
    ]);
  });

  it('keeps captured mail from every other machine, whatever X-Forwarded-For says', async () => {
    const remote = await new TestBrowser(t.app, '203.0.113.7').call(devRoutes.listOutbox, {
      query: {},
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.status).toBe(404);
  });
});

describe('mail from the app over SMTP', () => {
  const t = useTestApp(() => ({ transport: createSmtpTransport(smtp.url, FROM), env: { NODE_ENV: 'production' } }));

  it('sends the verification mail of a sign-up through the job queue to the SMTP server', async () => {
    const form = newSignUp();
    expect((await new TestBrowser(t.app).call(authRoutes.signUp, { body: form })).status).toBe(201);

    const mail = await smtp.waitFor(form.email);
    expect(decoded(mail.raw)).toMatch(/http:\/\/localhost:3000\/verify\?token=[A-Za-z0-9_-]{43}/);
    expect(
      await t.ctx.db.selectFrom('mail_outbox').select('id').where('recipient', '=', form.email).execute(),
    ).toEqual([]);
  });

  it('does not serve the development outbox in production', async () => {
    const response = await new TestBrowser(t.app).request({ method: 'GET', url: devRoutes.listOutbox.path });
    expect(response.status).toBe(404);
  });
});
