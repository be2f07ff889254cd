import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderPeer, type ProviderRequest, type ProviderReply } from '../../../../test/provider-peer';
import { startSilentPeer, startSmtpServer, type SmtpPeer } from '../../../../test/smtp-server';
import { createPostmarkTransport } from './postmark-transport';
import { createSendgridTransport } from './sendgrid-transport';
import { ConnectionProblem, type SenderTransport } from './sender-transport';
import { createSesTransport } from './ses-transport';
import { createSmtpSenderTransport, type SmtpSettings } from './smtp-transport';

const USER = 'mailer';
const PASSWORD = 'correct horse battery staple';
const identity = { email: 'news@shop.example', name: 'Shop News' };
const message = { to: 'ada@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };
/** Short enough for a test of a host that never answers; the product uses 10 seconds. */
const TIMEOUT_MS = 1_500;

/** What a failed check says; fails the test when the check passes. */
const problemOf = async (transport: SenderTransport): Promise<string> => {
  try {
    await transport.check();
  } catch (error) {
    expect(error).toBeInstanceOf(ConnectionProblem);
    return (error as ConnectionProblem).message;
  }
  throw new Error('The check passed');
};

describe('custom SMTP against a real SMTP server on loopback', () => {
  let plain: SmtpPeer;
  let implicitTls: SmtpPeer;
  let starttls: SmtpPeer;
  const smtp = (peer: SmtpPeer, overrides: Partial<SmtpSettings> = {}) =>
    createSmtpSenderTransport(
      {
        host: '127.0.0.1',
        port: peer.port,
        tls: 'none',
        user: USER,
        password: PASSWORD,
        allowSelfSigned: false,
        ...overrides,
      },
      identity,
      TIMEOUT_MS,
    );

  beforeAll(async () => {
    [plain, implicitTls, starttls] = await Promise.all([
      startSmtpServer({ auth: { user: USER, password: PASSWORD }, tls: 'none' }),
      startSmtpServer({ auth: { user: USER, password: PASSWORD }, tls: 'tls' }),
      startSmtpServer({ auth: { user: USER, password: PASSWORD }, tls: 'starttls' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), implicitTls?.close(), starttls?.close()]);
  });

  it('signs in with the right password and delivers as the sender', async () => {
    const transport = smtp(plain);
    await transport.check();
    await transport.deliver('msg-1', message);
    expect(plain.received).toHaveLength(1);
    expect(plain.received[0]).toMatchObject({ from: identity.email, to: [message.to] });
    expect(plain.received[0]!.raw).toContain('From: Shop News <news@shop.example>');
  });

  it('says the password is wrong, without repeating it', async () => {
    const problem = await problemOf(smtp(plain, { password: 'not the password' }));
    expect(problem).toBe('The SMTP server refused the user name or password. Check them and try again.');
    expect(problem).not.toContain('not the password');
  });

  it('refuses a self-signed certificate until the member allows it (TLS from the start)', async () => {
    expect(await problemOf(smtp(implicitTls, { tls: 'tls' }))).toBe(
      `The SMTP server at 127.0.0.1:${implicitTls.port} uses a self-signed certificate. Turn on "Allow self-signed certificate" only if you trust this server.`,
    );
    await smtp(implicitTls, { tls: 'tls', allowSelfSigned: true }).check();
  });

  it('refuses a self-signed certificate until the member allows it (STARTTLS)', async () => {
    expect(await problemOf(smtp(starttls, { tls: 'starttls' }))).toContain('uses a self-signed certificate');
    const transport = smtp(starttls, { tls: 'starttls', allowSelfSigned: true });
    await transport.check();
    await transport.deliver('msg-2', message);
    expect(starttls.received).toHaveLength(1);
  });

  it('asks for STARTTLS where the server offers none', async () => {
    expect(await problemOf(smtp(plain, { tls: 'starttls', allowSelfSigned: true }))).toBe(
      `The SMTP server at 127.0.0.1:${plain.port} does not offer STARTTLS. Choose another TLS mode.`,
    );
  });

  it('gives up on a host that does not answer', async () => {
    const silent = await startSilentPeer();
    try {
      const transport = createSmtpSenderTransport(
        {
          host: '127.0.0.1',
          port: silent.port,
          tls: 'none',
          user: USER,
          password: PASSWORD,
          allowSelfSigned: false,
        },
        identity,
        TIMEOUT_MS,
      );
      expect(await problemOf(transport)).toBe(
        `The SMTP host 127.0.0.1:${silent.port} did not answer within 2 seconds. Check the host and port, and that a firewall lets the connection through.`,
      );
    } finally {
      await silent.close();
    }
  });

  it('says when nothing listens on the port', async () => {
    const closed = await startSilentPeer();
    await closed.close();
    const transport = createSmtpSenderTransport(
      {
        host: '127.0.0.1',
        port: closed.port,
        tls: 'none',
        user: USER,
        password: PASSWORD,
        allowSelfSigned: false,
      },
      identity,
      TIMEOUT_MS,
    );
    expect(await problemOf(transport)).toBe(
      `Nothing at 127.0.0.1:${closed.port} accepts connections. Check the host and port.`,
    );
  });
});

describe('API providers against a loopback HTTP server', () => {
  let peer: Awaited<ReturnType<typeof startProviderPeer>>;
  let reply: (request: ProviderRequest) => ProviderReply = () => ({ status: 200, body: {} });
  beforeAll(async () => {
    peer = await startProviderPeer((request) => reply(request));
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('SendGrid: checks the API key and its mail.send scope, then sends', async () => {
    reply = (request) =>
      request.headers.authorization === 'Bearer SG.good'
        ? { status: 200, body: { scopes: ['mail.send', 'user.profile.read'] } }
        : request.headers.authorization === 'Bearer SG.readonly'
          ? { status: 200, body: { scopes: ['user.profile.read'] } }
          : { status: 401, body: { errors: [{ message: 'authorization required' }] } };
    await createSendgridTransport(peer.url, 'SG.good', identity, TIMEOUT_MS).check();
    expect(peer.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v3/scopes' });
    expect(await problemOf(createSendgridTransport(peer.url, 'SG.wrong', identity, TIMEOUT_MS))).toBe(
      'SendGrid refused the API key. Check it and try again.',
    );
    expect(await problemOf(createSendgridTransport(peer.url, 'SG.readonly', identity, TIMEOUT_MS))).toBe(
      'The SendGrid API key may not send mail: give it the "Mail Send" permission.',
    );

    reply = () => ({ status: 202 });
    await createSendgridTransport(peer.url, 'SG.good', identity, TIMEOUT_MS).deliver('msg-3', message);
    const sent = peer.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v3/mail/send' });
    expect(JSON.parse(sent.body)).toMatchObject({
      from: { email: identity.email, name: identity.name },
      personalizations: [{ to: [{ email: message.to }] }],
      subject: 'Hello',
    });
  });

  it('Postmark: checks the server token, then sends', async () => {
    reply = (request) =>
      request.headers['x-postmark-server-token'] === 'pm-good'
        ? { status: 200, body: { ID: 1, Name: 'Shop' } }
        : { status: 401, body: { ErrorCode: 10 } };
    await createPostmarkTransport(peer.url, 'pm-good', identity, TIMEOUT_MS).check();
    expect(peer.requests.at(-1)).toMatchObject({ method: 'GET', path: '/server' });
    expect(await problemOf(createPostmarkTransport(peer.url, 'pm-wrong', identity, TIMEOUT_MS))).toBe(
      'Postmark refused the server token. Check it and try again.',
    );
    await createPostmarkTransport(peer.url, 'pm-good', identity, TIMEOUT_MS).deliver('msg-4', message);
    expect(JSON.parse(peer.requests.at(-1)!.body)).toMatchObject({
      From: '"Shop News" <news@shop.example>',
      To: message.to,
      TextBody: 'Hi',
    });
  });

  it('Amazon SES: signs each call with Signature Version 4 and reads a refused key', async () => {
    const credentials = {
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'ses-secret-value',
      region: 'eu-west-1',
    };
    reply = () => ({ status: 200, body: { SendingEnabled: true } });
    await createSesTransport(peer.url, credentials, identity, TIMEOUT_MS, () => peer.url).check();
    const checked = peer.requests.at(-1)!;
    expect(checked).toMatchObject({ method: 'GET', path: '/v2/email/account' });
    expect(checked.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/ses\/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(checked.headers.authorization).not.toContain('ses-secret-value');

    reply = () => ({ status: 200, body: { SendingEnabled: false } });
    expect(
      await problemOf(createSesTransport(peer.url, credentials, identity, TIMEOUT_MS, () => peer.url)),
    ).toBe('Sending is paused for this Amazon SES account in eu-west-1.');

    reply = () => ({
      status: 403,
      body: { message: 'The security token included in the request is invalid.' },
      headers: { 'x-amzn-ErrorType': 'UnrecognizedClientException:http://internal.amazon.com/' },
    });
    expect(
      await problemOf(createSesTransport(peer.url, credentials, identity, TIMEOUT_MS, () => peer.url)),
    ).toBe(
      'Amazon SES refused the access key ID or secret access key. Check them and the region (eu-west-1).',
    );

    reply = () => ({ status: 200, body: { MessageId: 'm-1' } });
    await createSesTransport(peer.url, credentials, identity, TIMEOUT_MS, () => peer.url).deliver(
      'msg-5',
      message,
    );
    const sent = peer.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v2/email/outbound-emails' });
    expect(JSON.parse(sent.body)).toMatchObject({
      FromEmailAddress: '"Shop News" <news@shop.example>',
      Destination: { ToAddresses: [message.to] },
    });
  });

  it('says when a provider does not answer in time', async () => {
    reply = () => 'hang';
    expect(await problemOf(createPostmarkTransport(peer.url, 'pm-good', identity, TIMEOUT_MS))).toBe(
      'Postmark did not answer within 2 seconds. Try again in a while.',
    );
  });
});
