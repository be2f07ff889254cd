import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { startSmtpServer, type SmtpPeer } from '../../test/smtp-server';
import { DeliveryRefused, pooledSmtp } from '../modules/campaign-sending/campaign-delivery';
import {
  createSmtpSenderTransport,
  describeSmtpFailure,
  smtpConnectionOptions,
  type SmtpSettings,
} from '../modules/senders/transports/smtp-transport';
import { createSmtpTransport } from './mail';

const USER = 'mailer';
const PASSWORD = 'correct horse battery staple';
const TIMEOUT_MS = 5_000;

/**
 * Every client TCP connection this process opens (Node publishes each on the 'net.client.socket' channel), with
 * the port it reached and whether Nagle's algorithm was off on it. Node keeps that setting on the socket under
 * an internal symbol; there is no public getter.
 */
interface Opened {
  port: number | undefined;
  noDelay: boolean;
}
let opened: Opened[] = [];
const noDelayOf = (socket: Socket): boolean => {
  const key = Object.getOwnPropertySymbols(socket).find((symbol) => symbol.description === 'kSetNoDelay');
  if (!key)
    throw new Error("This Node keeps no 'kSetNoDelay' on its sockets: the test must read it another way");
  return (socket as unknown as Record<symbol, unknown>)[key] === true;
};
const onSocket = (message: unknown) => {
  const { socket } = message as { socket: Socket };
  socket.once('connect', () => opened.push({ port: socket.remotePort, noDelay: noDelayOf(socket) }));
};
/** The connections made to a peer: at least one, each with Nagle's algorithm off. */
const expectNoDelayTo = (peer: SmtpPeer) => {
  const toPeer = opened.filter((socket) => socket.port === peer.port);
  expect(toPeer.length).toBeGreaterThan(0);
  expect(toPeer.filter((socket) => !socket.noDelay)).toEqual([]);
};

const settings = (peer: SmtpPeer, tls: SmtpSettings['tls']): SmtpSettings => ({
  host: '127.0.0.1',
  port: peer.port,
  tls,
  user: USER,
  password: PASSWORD,
  allowSelfSigned: true,
});
const message = (to: string, messageId: string) => ({
  to,
  subject: 'Hello',
  html: '<p>Hi</p>',
  text: 'Hi',
  headers: {},
  messageId,
  contactId: 1,
});
const from = { address: 'news@shop.example', name: 'Shop News' };

describe('every SMTP connection the app opens has Nagle’s algorithm off', () => {
  let plain: SmtpPeer;
  let implicitTls: SmtpPeer;
  let starttls: SmtpPeer;
  beforeAll(async () => {
    subscribe('net.client.socket', onSocket);
    [plain, implicitTls, starttls] = await Promise.all([
      startSmtpServer({ tls: 'none' }),
      startSmtpServer({ auth: { user: USER, password: PASSWORD }, tls: 'tls' }),
      startSmtpServer({ auth: { user: USER, password: PASSWORD }, tls: 'starttls' }),
    ]);
  });
  afterAll(async () => {
    unsubscribe('net.client.socket', onSocket);
    await Promise.all([plain?.close(), implicitTls?.close(), starttls?.close()]);
  });
  beforeEach(() => {
    opened = [];
  });

  it.each([
    ['TLS from the first byte', 'tls', () => implicitTls],
    ['STARTTLS', 'starttls', () => starttls],
  ] as const)("a campaign's pooled connections, signed in over %s", async (_name, tls, peerOf) => {
    const peer = peerOf();
    const delivery = pooledSmtp(
      smtpConnectionOptions(settings(peer, tls), TIMEOUT_MS),
      { maxConnections: 2, maxMessages: 1 },
      from,
      undefined,
      String,
    );
    try {
      await Promise.all(
        ['a', 'b', 'c'].map((name) =>
          delivery.deliver(message(`${name}-${tls}@inbox.example`, `c1.${name}`)),
        ),
      );
    } finally {
      delivery.close();
    }
    expect(peer.received.filter((mail) => mail.to[0]!.endsWith(`-${tls}@inbox.example`))).toHaveLength(3);
    expectNoDelayTo(peer);
  });

  it("a campaign's pool to the SMTP server set in SMTP_URL", async () => {
    const delivery = pooledSmtp(plain.url, { maxConnections: 2, maxMessages: 100 }, from, undefined, String);
    try {
      await delivery.deliver(message('url@inbox.example', 'c1.url'));
    } finally {
      delivery.close();
    }
    await plain.waitFor('url@inbox.example');
    expectNoDelayTo(plain);
  });

  it("a sender's check and test message (STARTTLS, signed in)", async () => {
    const identity = { email: from.address, name: from.name };
    await createSmtpSenderTransport(settings(starttls, 'starttls'), identity, TIMEOUT_MS).check();
    await createSmtpSenderTransport(settings(starttls, 'starttls'), identity, TIMEOUT_MS).deliver('t1', {
      to: 'test-message@inbox.example',
      subject: 'Test',
      html: '<p>Test</p>',
      text: 'Test',
    });
    await starttls.waitFor('test-message@inbox.example');
    expectNoDelayTo(starttls);
  });

  it("the app's own mail through SMTP_URL", async () => {
    await createSmtpTransport(plain.url, 'Sendwell <hello@sendwell.test>').deliver('m1', {
      to: 'own-mail@inbox.example',
      subject: 'Welcome',
      html: '<p>Welcome</p>',
      text: 'Welcome',
    });
    await plain.waitFor('own-mail@inbox.example');
    expectNoDelayTo(plain);
  });

  it("a campaign's pool to a port where nothing listens fails every message as unreachable, in words a marketer can act on", async () => {
    const closed = { ...settings(plain, 'none'), port: await freePort() };
    const delivery = pooledSmtp(
      smtpConnectionOptions(closed, TIMEOUT_MS),
      { maxConnections: 2, maxMessages: 100 },
      from,
      undefined,
      (error) => describeSmtpFailure(error, closed, TIMEOUT_MS),
    );
    try {
      const outcomes = await Promise.allSettled(
        [1, 2, 3, 4].map((index) =>
          delivery.deliver(message(`nobody-${index}@inbox.example`, `c1.n${index}`)),
        ),
      );
      expect(
        outcomes.map((outcome) =>
          outcome.status === 'rejected' && outcome.reason instanceof DeliveryRefused
            ? [outcome.reason.kind, outcome.reason.message]
            : outcome.status,
        ),
      ).toEqual(
        Array.from({ length: 4 }, () => [
          'unreachable',
          `Nothing at 127.0.0.1:${closed.port} accepts connections. Check the host and port.`,
        ]),
      );
    } finally {
      delivery.close();
    }
  });
});
