import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SenderMessages, senderRoutes, sendingEventRoutes, type SenderRecord } from '@sendwell/contracts';
import { linkFrom, waitForMail } from '../../../test/outbox';
import { startProviderPeer } from '../../../test/provider-peer';
import { startSmtpServer, type SmtpPeer } from '../../../test/smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedSubscription } from '../../../test/billing-usage';
import { signInNewMember, signUpUser, type SignedUpUser } from '../../../test/users';
import type { ApiResponse, TestBrowser } from '../../../test/http-client';
import { senderTransportOf } from './senders';

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'smtp-password-4b1e9c';
const SECRETS = {
  smtp: SMTP_PASSWORD,
  sendgrid: 'SG.sendgrid-key-7f3a0d',
  ses: 'ses-secret-access-key-92c1',
  sesSmtp: 'ses-smtp-password-55e0',
  postmark: 'postmark-token-a81c2e',
  replaced: 'replaced-password-0c3d77',
};

let clock = new Date();
let t: TestApp;
let owner: SignedUpUser;
let smtp: SmtpPeer;
let provider: Awaited<ReturnType<typeof startProviderPeer>>;
/** Every answer of a sender call in this file, to prove none holds a secret. */
const answers: string[] = [];

/** Keeps the text of every answer the browser receives. */
const recordAnswers = (browser: TestBrowser): TestBrowser => {
  const request = browser.request.bind(browser);
  browser.request = async <T>(input: Parameters<TestBrowser['request']>[0]): Promise<ApiResponse<T>> => {
    const response = await request<T>(input);
    answers.push(response.text);
    return response;
  };
  return browser;
};

beforeAll(async () => {
  provider = await startProviderPeer((request) =>
    request.path === '/v3/scopes'
      ? { status: 200, body: { scopes: ['mail.send'] } }
      : request.path === '/server'
        ? { status: 200, body: {} }
        : { status: 404 },
  );
  t = await createTestApp({
    now: () => clock,
    env: { SENDGRID_API_URL: provider.url, POSTMARK_API_URL: provider.url },
  });
  await newOwner();
  smtp = await startSmtpServer({ auth: { user: SMTP_USER, password: SMTP_PASSWORD } });
});
afterAll(async () => {
  await Promise.all([t?.close(), smtp?.close(), provider?.close()]);
});

const smtpSender = (email: string, password?: string) => ({
  email,
  name: 'Shop News',
  host: '127.0.0.1',
  port: smtp.port,
  tls: 'none' as const,
  user: SMTP_USER,
  ...(password === undefined ? {} : { password }),
  allowSelfSigned: false,
});

const listed = async (browser: TestBrowser = owner.browser): Promise<SenderRecord[]> =>
  ((await browser.call(senderRoutes.allCredentials, {})).data as { data: SenderRecord[] }).data;

/**
 * An owner on Max (10 sender emails) for each group of tests, which between them add more senders than one
 * plan allows.
 */
const newOwner = async () => {
  owner = await signUpUser(t.app);
  recordAnswers(owner.browser);
  await seedSubscription(t.ctx.db, owner.user.accountId, {
    planId: 'max',
    slab: 10_000,
    period: 'monthly',
    start: '2026-01-01T00:00:00Z',
    end: '2099-01-01T00:00:00Z',
  });
};

describe('senders of every kind', () => {
  it('adds a custom SMTP sender that connects, and keeps its password sealed', async () => {
    const added = await owner.browser.call(senderRoutes.smtp.add, {
      body: smtpSender('news@shop.example', SMTP_PASSWORD),
    });
    expect(added.status).toBe(201);
    const { id } = added.data as { id: number };

    const sender = (await listed()).find((item) => item.id === id);
    expect(sender).toMatchObject({
      kind: 'customSMTP',
      email: 'news@shop.example',
      status: 'NOT_VERIFIED',
      secretsSet: ['password'],
      webhookVerified: false,
    });
    expect(sender?.settings).toEqual({
      host: '127.0.0.1',
      port: smtp.port,
      tls: 'none',
      user: SMTP_USER,
      allowSelfSigned: false,
    });

    const row = await t.ctx.db
      .selectFrom('senders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(SMTP_PASSWORD);
    expect(row.secrets).toMatch(/^v1\./);

    // Left out, the stored password is used: the connection test signs in with it.
    const check = await owner.browser.call(senderRoutes.testConnection, {
      body: { id, settings: { kind: 'customSMTP', ...smtpSender('news@shop.example') } },
    });
    expect(check.data).toEqual({ ok: true, problem: null });

    const wrong = await owner.browser.call(senderRoutes.testConnection, {
      body: { settings: { kind: 'customSMTP', ...smtpSender('news@shop.example', 'a wrong password') } },
    });
    expect(wrong.data).toEqual({
      ok: false,
      problem: 'The SMTP server refused the user name or password. Check them and try again.',
    });
  });

  it('sends through a stored SMTP sender with its sealed password', async () => {
    const { id } = (
      await owner.browser.call(senderRoutes.smtp.add, {
        body: smtpSender('send@shop.example', SMTP_PASSWORD),
      })
    ).data;
    const transport = await senderTransportOf(t.ctx, owner.user.accountId, id);
    await transport!.deliver('campaign-1-contact-1', {
      to: 'ada@example.com',
      subject: 'Spring sale',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    expect(smtp.received.at(-1)).toMatchObject({ from: 'send@shop.example', to: ['ada@example.com'] });
    expect(await senderTransportOf(t.ctx, owner.user.accountId, id + 1000)).toBeUndefined();
  });

  it('keeps a stored secret when an update leaves it out, and replaces it when given', async () => {
    const { id } = (
      await owner.browser.call(senderRoutes.smtp.add, {
        body: smtpSender('team@shop.example', SMTP_PASSWORD),
      })
    ).data as { id: number };
    expect(
      (
        await owner.browser.call(senderRoutes.smtp.update, {
          body: { id, ...smtpSender('team@shop.example'), name: 'Team' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await owner.browser.call(senderRoutes.testConnection, {
          body: { id, settings: { kind: 'customSMTP', ...smtpSender('team@shop.example') } },
        })
      ).data,
    ).toMatchObject({ ok: true });

    await owner.browser.call(senderRoutes.smtp.update, {
      body: { id, ...smtpSender('team@shop.example', SECRETS.replaced) },
    });
    expect(
      (
        await owner.browser.call(senderRoutes.testConnection, {
          body: { id, settings: { kind: 'customSMTP', ...smtpSender('team@shop.example') } },
        })
      ).data,
    ).toMatchObject({ ok: false });
    expect((await listed()).find((item) => item.id === id)?.name).toBe('Shop News');
  });

  it("keeps an SMTP sender's connection limits on an update that sends them back, and checks them as on adding", async () => {
    const limits = { maxConnections: 4, maxMessagesPerConnection: 200 };
    const { id } = (
      await owner.browser.call(senderRoutes.smtp.add, {
        body: { ...smtpSender('pool@shop.example', SMTP_PASSWORD), ...limits },
      })
    ).data as { id: number };
    const settingsOf = async () => (await listed()).find((item) => item.id === id)?.settings;
    expect(await settingsOf()).toMatchObject(limits);

    // What the edit form sends when only the name changed: the stored settings as they were shown.
    const shown = await settingsOf();
    const update = (body: Record<string, unknown>) =>
      owner.browser.call(senderRoutes.smtp.update, {
        body: { id, ...smtpSender('pool@shop.example'), ...body },
      });
    expect((await update({ ...shown, name: 'Pool' })).status).toBe(200);
    expect(await settingsOf()).toMatchObject(limits);

    for (const [field, value, message] of [
      ['maxConnections', 0, SenderMessages.maxConnectionsInvalid],
      ['maxConnections', 51, SenderMessages.maxConnectionsInvalid],
      ['maxConnections', 2.5, SenderMessages.maxConnectionsInvalid],
      ['maxMessagesPerConnection', 100_001, SenderMessages.maxMessagesPerConnectionInvalid],
      // What a form field can hold when typed or pasted into: 300 digits, past Infinity, emoji, a Turkish i.
      ['maxConnections', '4'.repeat(300), SenderMessages.maxConnectionsInvalid],
      ['maxConnections', '9'.repeat(400), SenderMessages.maxConnectionsInvalid],
      ['maxConnections', '😀'.repeat(300), SenderMessages.maxConnectionsInvalid],
      ['maxMessagesPerConnection', 'İ'.repeat(300), SenderMessages.maxMessagesPerConnectionInvalid],
      ['maxMessagesPerConnection', '1'.repeat(300), SenderMessages.maxMessagesPerConnectionInvalid],
    ] as const) {
      const refused = await update({ ...limits, [field]: value });
      expect(refused.status, `${field} ${value}`).toBe(400);
      expect(refused.error.fields?.[field], `${field} ${value}`).toBe(message);
    }
    const nul = await update({ ...limits, maxConnections: '4\u0000' });
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.error.fields ?? {})).toEqual(['maxConnections']);
    expect(await settingsOf()).toMatchObject(limits);

    const widest = { maxConnections: 50, maxMessagesPerConnection: 100_000 };
    expect((await update(widest)).status).toBe(200);
    expect(await settingsOf()).toMatchObject(widest);
    // Left out, the send engine's defaults apply again.
    expect((await update({})).status).toBe(200);
    expect(await settingsOf()).not.toHaveProperty('maxConnections');
    expect(await settingsOf()).not.toHaveProperty('maxMessagesPerConnection');
  });

  it('adds API senders, checks their credentials, and needs each secret the first time', async () => {
    const sendgrid = await owner.browser.call(senderRoutes.sendgrid.add, {
      body: { email: 'grid@shop.example', name: 'Grid', apiKey: SECRETS.sendgrid },
    });
    expect(sendgrid.status).toBe(201);
    const { id } = sendgrid.data as { id: number };
    expect(
      (
        await owner.browser.call(senderRoutes.testConnection, {
          body: { id, settings: { kind: 'sendgrid', email: 'grid@shop.example' } },
        })
      ).data,
    ).toEqual({ ok: true, problem: null });
    expect(provider.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SECRETS.sendgrid}`);

    const postmark = await owner.browser.call(senderRoutes.postmark.add, {
      body: { email: 'mark@shop.example', serverToken: SECRETS.postmark },
    });
    expect(postmark.status).toBe(201);
    expect(
      (
        await owner.browser.call(senderRoutes.ses.add, {
          body: {
            email: 'ses@shop.example',
            region: 'eu-west-1',
            accessKeyId: 'AKIDEXAMPLE',
            secretAccessKey: SECRETS.ses,
          },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await owner.browser.call(senderRoutes.sesSmtp.add, {
          body: {
            email: 'sesmtp@shop.example',
            region: 'eu-west-1',
            user: 'AKIDSMTP',
            password: SECRETS.sesSmtp,
          },
        })
      ).status,
    ).toBe(201);

    const missing = await owner.browser.call(senderRoutes.sendgrid.add, {
      body: { email: 'nokey@shop.example' },
    });
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({
      message: SenderMessages.secretRequired,
      fields: { apiKey: SenderMessages.secretRequired },
    });

    const taken = await owner.browser.call(senderRoutes.email.add, { body: { email: 'GRID@shop.example' } });
    expect(taken.status).toBe(400);
    expect(taken.error.fields).toEqual({ email: SenderMessages.emailTaken });

    const kinds = (await listed()).map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(['customSMTP', 'sendgrid', 'postmark', 'ses', 'sesSmtp']));
    const ses = (await listed()).find((item) => item.kind === 'ses');
    expect(ses).toMatchObject({
      settings: { region: 'eu-west-1', accessKeyId: 'AKIDEXAMPLE' },
      secretsSet: ['secretAccessKey'],
    });
  });

  it('lets a limited member read senders but not add, change or test them', async () => {
    const limited = recordAnswers(await signInNewMember(t, owner.user.accountId, { limitedAccess: true }));
    expect((await listed(limited)).length).toBeGreaterThan(0);
    const refused = await limited.call(senderRoutes.smtp.add, {
      body: smtpSender('limited@shop.example', 'x'),
    });
    expect(refused.status).toBe(403);
    expect(
      (
        await limited.call(senderRoutes.testConnection, {
          body: { settings: { kind: 'sendwell', email: 'a@shop.example' } },
        })
      ).status,
    ).toBe(403);
  });
});

describe('sender address verification', () => {
  beforeAll(newOwner);
  it('mails a signed link; the sender waits until it is opened, then is verified', async () => {
    const { id } = (
      await owner.browser.call(senderRoutes.email.add, {
        body: { email: 'hello@shop.example', name: 'Hello' },
      })
    ).data as { id: number };
    const status = async () =>
      (
        (await owner.browser.call(senderRoutes.verifyEmailStatus, { query: { credentialId: String(id) } }))
          .data as { output: { status: string } }
      ).output.status;
    expect(await status()).toBe('NOT_VERIFIED');

    expect(
      (await owner.browser.call(senderRoutes.sendVerificationEmail, { query: { credentialId: String(id) } }))
        .data,
    ).toEqual({ success: true });
    expect(await status()).toBe('WAITING');
    const mail = await waitForMail(t.ctx.db, 'hello@shop.example', 'Confirm your sender address');
    const token = linkFrom(mail, '/verify-sender').searchParams.get('token')!;

    const tampered = await owner.browser.call(senderRoutes.confirmEmail, {
      body: { token: `${token.slice(0, -2)}xx` },
    });
    expect(tampered.status).toBe(400);
    expect(tampered.error.message).toBe(SenderMessages.linkInvalid);

    const confirmed = await owner.browser.call(senderRoutes.confirmEmail, { body: { token } });
    expect(confirmed.data).toEqual({ email: 'hello@shop.example', status: 'VERIFIED' });
    expect(await status()).toBe('VERIFIED');
    expect((await listed()).find((item) => item.id === id)?.status).toBe('VERIFIED');
  });

  it('reads NOT_VERIFIED once the link has expired unopened, and the old link no longer works', async () => {
    const { id } = (
      await owner.browser.call(senderRoutes.email.add, { body: { email: 'late@shop.example' } })
    ).data as { id: number };
    await owner.browser.call(senderRoutes.sendVerificationEmail, { query: { credentialId: String(id) } });
    const mail = await waitForMail(t.ctx.db, 'late@shop.example', 'Confirm your sender address');
    const token = linkFrom(mail, '/verify-sender').searchParams.get('token')!;
    const now = clock;
    clock = new Date(now.getTime() + 25 * 3_600_000);
    try {
      expect(
        (await owner.browser.call(senderRoutes.verifyEmailStatus, { query: { credentialId: String(id) } }))
          .data,
      ).toEqual({ output: { status: 'NOT_VERIFIED' } });
      const expired = await owner.browser.call(senderRoutes.confirmEmail, { body: { token } });
      expect(expired.status).toBe(400);
      expect(expired.error.message).toBe(SenderMessages.linkExpired);
    } finally {
      clock = now;
    }
  });

  it('voids a link when the address changes before it is opened', async () => {
    const { id } = (await owner.browser.call(senderRoutes.email.add, { body: { email: 'old@shop.example' } }))
      .data as { id: number };
    await owner.browser.call(senderRoutes.sendVerificationEmail, { query: { credentialId: String(id) } });
    const token = linkFrom(
      await waitForMail(t.ctx.db, 'old@shop.example', 'Confirm'),
      '/verify-sender',
    ).searchParams.get('token')!;
    await owner.browser.call(senderRoutes.email.update, { body: { id, email: 'new@shop.example' } });
    expect((await owner.browser.call(senderRoutes.confirmEmail, { body: { token } })).status).toBe(400);
    expect((await listed()).find((item) => item.id === id)?.status).toBe('NOT_VERIFIED');
  });
});

describe('event webhooks of a sender', () => {
  beforeAll(newOwner);
  it('of an SMTP sender, which has no API to ask, is verified once an event has reached its address', async () => {
    const { id } = (
      await owner.browser.call(senderRoutes.smtp.add, {
        body: smtpSender('hooks@shop.example', SMTP_PASSWORD),
      })
    ).data as { id: number };
    expect(
      (await owner.browser.call(senderRoutes.getEventWebhook, { query: { id: String(id) } })).data,
    ).toMatchObject({ data: { configured: false, kind: 'customSMTP' }, smtpStatus: 'NOT_VERIFIED' });

    const { webhookUrl } = (await owner.browser.call(sendingEventRoutes.createWebhook, { params: { id } }))
      .data;
    const early = await owner.browser.call(senderRoutes.verifySmtpWebhook, { body: { id } });
    expect(early.data).toEqual({
      verified: false,
      checkedBy: 'event',
      message: SenderMessages.webhookNotVerified,
      problem: SenderMessages.webhookNoEvent,
    });
    const wrongCall = await owner.browser.call(senderRoutes.verifySesWebhook, { body: { id } });
    expect(wrongCall.status).toBe(400);

    const delivered = await t.app.inject({
      method: 'POST',
      url: new URL(webhookUrl).pathname,
      payload: { events: [{ id: 'evt-test', type: 'delivered', email: 'nobody@example.com' }] },
    });
    expect(delivered.statusCode).toBe(200);
    expect((await owner.browser.call(senderRoutes.verifySmtpWebhook, { body: { id } })).data).toEqual({
      verified: true,
      checkedBy: 'event',
      message: SenderMessages.webhookVerified,
      problem: null,
    });
    expect(
      (await owner.browser.call(senderRoutes.getEventWebhook, { query: { id: String(id) } })).data,
    ).toMatchObject({ data: { configured: true }, smtpStatus: 'VERIFIED' });
    expect((await listed()).find((item) => item.id === id)?.webhookVerified).toBe(true);
  });
});

describe('deleting a sender', () => {
  beforeAll(newOwner);
  it('removes it and its webhook; refuses while a campaign uses it', async () => {
    const { id } = (
      await owner.browser.call(senderRoutes.email.add, { body: { email: 'gone@shop.example' } })
    ).data as { id: number };
    const { webhookUrl } = (await owner.browser.call(sendingEventRoutes.createWebhook, { params: { id } }))
      .data;
    expect((await owner.browser.call(senderRoutes.remove, { params: { id } })).data).toEqual({ ok: true });
    expect((await listed()).some((item) => item.id === id)).toBe(false);
    const afterDelete = await t.app.inject({
      method: 'POST',
      url: new URL(webhookUrl).pathname,
      payload: { events: [] },
    });
    expect(afterDelete.statusCode).toBe(401);

    const used = (await owner.browser.call(senderRoutes.email.add, { body: { email: 'used@shop.example' } }))
      .data as { id: number };
    await t.ctx.db
      .insertInto('campaigns')
      .values({ account_id: owner.user.accountId, name: 'Spring', sender_id: used.id, sent_at: new Date() })
      .execute();
    const refused = await owner.browser.call(senderRoutes.remove, { params: { id: used.id } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(SenderMessages.usedByCampaigns);
  });

  it("answers 404 for another account's sender", async () => {
    const other = await signUpUser(t.app);
    recordAnswers(other.browser);
    const { id } = (
      await other.browser.call(senderRoutes.email.add, { body: { email: 'theirs@shop.example' } })
    ).data as { id: number };
    expect((await owner.browser.call(senderRoutes.remove, { params: { id } })).status).toBe(404);
    expect(
      (
        await owner.browser.call(senderRoutes.smtp.update, {
          body: { id, ...smtpSender('theirs@shop.example', 'x') },
        })
      ).status,
    ).toBe(404);
  });
});

describe('secrets are write-only', () => {
  it('no answer of any sender call holds a stored secret', () => {
    expect(answers.length).toBeGreaterThan(40);
    for (const body of answers)
      for (const secret of Object.values(SECRETS)) expect(body).not.toContain(secret);
  });
});
