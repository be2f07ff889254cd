import { SMTPServer } from 'smtp-server';
import { afterEach, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { startRawSmtpPeer } from '../../../test/smtp-raw-peer';
import { startSmtpServer } from '../../../test/smtp-server';
import { smtpConnectionPool } from './smtp-connection-pool';

/** An SMTP server that counts what each connection carried and how many were open at once. */
const startCountingServer = async (refuse: (to: string) => number | undefined = () => undefined) => {
  const perConnection = new Map<string, string[]>();
  let open = 0;
  let mostOpen = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      open++;
      mostOpen = Math.max(mostOpen, open);
      callback();
    },
    onClose() {
      open--;
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]!.address;
        const code = refuse(to);
        if (code) return callback(Object.assign(new Error('Try again later'), { responseCode: code }));
        perConnection.set(session.id, [...(perConnection.get(session.id) ?? []), to]);
        callback();
      });
    },
  });
  server.on('error', () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port, perConnection, mostOpen: () => mostOpen };
};

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const bytes = (to: string) =>
  Buffer.from(`From: news@shop.example\r\nTo: ${to}\r\nSubject: Hi\r\n\r\n.leading dot\r\nbody\r\n`);

it('keeps to its connections and messages per connection, and sends every message once', async () => {
  const server = await startCountingServer();
  const pool = smtpConnectionPool(
    { host: '127.0.0.1', port: server.port, ignoreTLS: true },
    { maxConnections: 3, maxMessages: 4 },
    undefined,
  );
  const recipients = Array.from({ length: 30 }, (_, n) => `r${n}@inbox.example`);
  try {
    await Promise.all(recipients.map((to) => pool.send({ from: 'news@shop.example', to }, bytes(to))));
  } finally {
    pool.close();
  }
  const carried = [...server.perConnection.values()];
  expect(carried.flat().sort()).toEqual([...recipients].sort());
  expect(Math.max(...carried.map((messages) => messages.length))).toBeLessThanOrEqual(4);
  expect(carried.length).toBeGreaterThanOrEqual(8);
  expect(server.mostOpen()).toBeLessThanOrEqual(3);
});

it("fails a message the server asks to try later at its end with the server's code, and sends the next on the same connection", async () => {
  const server = await startCountingServer((to) => (to === 'busy@inbox.example' ? 451 : undefined));
  const pool = smtpConnectionPool(
    { host: '127.0.0.1', port: server.port, ignoreTLS: true },
    { maxConnections: 1, maxMessages: 100 },
    undefined,
  );
  try {
    const send = (to: string) => pool.send({ from: 'news@shop.example', to }, bytes(to));
    await send('first@inbox.example');
    await expect(send('busy@inbox.example')).rejects.toMatchObject({ responseCode: 451 });
    await send('next@inbox.example');
  } finally {
    pool.close();
  }
  expect([...server.perConnection.values()]).toEqual([['first@inbox.example', 'next@inbox.example']]);
});

it('sends a list where every third recipient is refused over one connection, failing only the refused', async () => {
  const recipients = Array.from({ length: 20 }, (_, n) => `r${n}@inbox.example`);
  const refused = new Set(recipients.filter((_, n) => n % 3 === 2));
  const peer = await startSmtpServer({
    refuse: {
      recipient: (to) => (refused.has(to) ? { code: 550, text: '5.1.1 No such mailbox' } : undefined),
    },
  });
  stops.push(peer.close);
  const pool = smtpConnectionPool(
    { host: '127.0.0.1', port: peer.port, ignoreTLS: true },
    { maxConnections: 1, maxMessages: 100 },
    undefined,
  );
  let outcomes: unknown[];
  try {
    outcomes = await Promise.all(
      recipients.map((to) =>
        pool.send({ from: 'news@shop.example', to }, bytes(to)).then(
          () => 'sent',
          (error: unknown) => error,
        ),
      ),
    );
  } finally {
    pool.close();
  }
  for (const [n, to] of recipients.entries())
    if (refused.has(to)) expect(outcomes[n]).toMatchObject({ command: 'RCPT TO', responseCode: 550 });
    else expect(outcomes[n]).toBe('sent');
  expect(peer.received.map((mail) => mail.to[0])).toEqual(recipients.filter((to) => !refused.has(to)));
  expect(peer.connections()).toBe(1);
});

/** Each connection's commands after its greeting, once every connection has ended (the peer ends it on QUIT). */
const commandsOf = async (peer: Awaited<ReturnType<typeof startRawSmtpPeer>>, connections: number) => {
  const ended = () =>
    peer.transcripts.length === connections &&
    peer.transcripts.every((steps) =>
      steps.some((step) => 'server' in step && step.server.startsWith('221')),
    );
  for (let waited = 0; !ended() && waited < 5_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return peer.transcripts.map((steps) =>
    steps
      .flatMap((step) => ('client' in step ? step.client.split('\r\n').filter(Boolean) : []))
      .map((line) => line.split(/[: ]/)[0]),
  );
};

it('says QUIT on each connection once it has carried its messages', async () => {
  const peer = await startRawSmtpPeer({ pipelining: true });
  stops.push(peer.close);
  const pool = smtpConnectionPool(
    { host: '127.0.0.1', port: peer.port, ignoreTLS: true },
    { maxConnections: 1, maxMessages: 2 },
    undefined,
  );
  try {
    for (const to of ['a', 'b', 'c', 'd'])
      await pool.send({ from: 'news@shop.example', to: `${to}@inbox.example` }, bytes(to));
  } finally {
    pool.close();
  }
  const once = ['EHLO', 'MAIL', 'RCPT', 'DATA', 'MAIL', 'RCPT', 'DATA', 'QUIT'];
  expect(await commandsOf(peer, 2)).toEqual([once, once]);
});

it('counts a refused message among those a connection carries, and resets before the next', async () => {
  const peer = await startRawSmtpPeer({
    pipelining: true,
    answer: (command) => (command.includes('gone@') ? '550 5.1.1 No such mailbox' : undefined),
  });
  stops.push(peer.close);
  const pool = smtpConnectionPool(
    { host: '127.0.0.1', port: peer.port, ignoreTLS: true },
    { maxConnections: 1, maxMessages: 2 },
    undefined,
  );
  const send = (to: string) => pool.send({ from: 'news@shop.example', to: `${to}@inbox.example` }, bytes(to));
  try {
    await expect(send('gone')).rejects.toMatchObject({ responseCode: 550 });
    await send('a');
    await send('b');
  } finally {
    pool.close();
  }
  expect(await commandsOf(peer, 2)).toEqual([
    ['EHLO', 'MAIL', 'RCPT', 'DATA', 'RSET', 'MAIL', 'RCPT', 'DATA', 'QUIT'],
    ['EHLO', 'MAIL', 'RCPT', 'DATA', 'QUIT'],
  ]);
});

it('fails the messages still waiting when closed, finishes the one on its way and then says QUIT', async () => {
  const peer = await startRawSmtpPeer({ pipelining: true, replyDelayMs: 20 });
  stops.push(peer.close);
  const pool = smtpConnectionPool(
    { host: '127.0.0.1', port: peer.port, ignoreTLS: true },
    { maxConnections: 1, maxMessages: 100 },
    undefined,
  );
  const send = (to: string) => pool.send({ from: 'news@shop.example', to }, bytes(to));
  await send('first@inbox.example');
  const onItsWay = send('second@inbox.example');
  const waiting = send('third@inbox.example');
  pool.close();
  await expect(waiting).rejects.toThrow('Connection pool was closed');
  await onItsWay;
  await expect(send('late@inbox.example')).rejects.toThrow('Connection pool was closed');
  expect(await commandsOf(peer, 1)).toEqual([
    ['EHLO', 'MAIL', 'RCPT', 'DATA', 'MAIL', 'RCPT', 'DATA', 'QUIT'],
  ]);
  expect(peer.messages.map((message) => message.to)).toEqual(['first@inbox.example', 'second@inbox.example']);
});
