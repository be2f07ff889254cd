import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth';
import { afterEach, expect, it } from 'vitest';
import { startRawSmtpPeer, type RawSmtpPeerOptions, type TranscriptStep } from '../../../test/smtp-raw-peer';
import { startSmtpServer, type SmtpServerOptions } from '../../../test/smtp-server';
import { classifySmtpError } from './campaign-delivery';
import { smtpConnectionPool, type SmtpOptions } from './smtp-connection-pool';

const stops: (() => Promise<void>)[] = [];
const pools: { close(): void }[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) pool.close();
  for (const stop of stops.splice(0)) await stop();
});

const rawPeer = async (options: RawSmtpPeerOptions) => {
  const peer = await startRawSmtpPeer(options);
  stops.push(peer.close);
  return peer;
};
const realPeer = async (options: SmtpServerOptions = {}) => {
  const peer = await startSmtpServer(options);
  stops.push(peer.close);
  return peer;
};
const poolTo = (port: number, options: Partial<SmtpOptions> = {}) => {
  const pool = smtpConnectionPool(
    { host: '127.0.0.1', port, ignoreTLS: true, ...options },
    { maxConnections: 1, maxMessages: 100 },
    undefined,
  );
  pools.push(pool);
  return (to: string, bytes = Buffer.from(`To: ${to}\r\nSubject: Hi\r\n\r\nHello\r\n`)) =>
    pool.send({ from: 'bounce@shop.example', to }, bytes);
};

/** The steps of a connection from its first MAIL FROM on. */
const fromMail = (transcript: TranscriptStep[] | undefined) =>
  (transcript ?? []).slice(
    (transcript ?? []).findIndex((step) => 'client' in step && /^MAIL/.test(step.client)),
  );

it('sends MAIL FROM, RCPT TO and DATA in one packet when the server offers PIPELINING, then the message with its end', async () => {
  const peer = await rawPeer({ pipelining: true });
  const message = Buffer.from('Subject: Hi\r\n\r\nHello\r\n');
  await poolTo(peer.port)('ann@inbox.example', message);
  expect(fromMail(peer.transcripts[0]).slice(0, 5)).toEqual([
    { client: 'MAIL FROM:<bounce@shop.example>\r\nRCPT TO:<ann@inbox.example>\r\nDATA\r\n' },
    { server: '250 OK' },
    { server: '250 OK' },
    { server: '354 End data with <CR><LF>.<CR><LF>' },
    { server: '250 2.0.0 Queued' },
  ]);
  expect(peer.messages.map((sent) => sent.data.toString('latin1'))).toEqual([
    `${message.toString('latin1')}.\r\n`,
  ]);
});

it('sends one command at a time, each after the reply to the one before, when the server does not offer PIPELINING', async () => {
  const peer = await rawPeer({ pipelining: false, replyDelayMs: 20 });
  await poolTo(peer.port)('ann@inbox.example');
  expect(fromMail(peer.transcripts[0]).slice(0, 7)).toEqual([
    { client: 'MAIL FROM:<bounce@shop.example>\r\n' },
    { server: '250 OK' },
    { client: 'RCPT TO:<ann@inbox.example>\r\n' },
    { server: '250 OK' },
    { client: 'DATA\r\n' },
    { server: '354 End data with <CR><LF>.<CR><LF>' },
    { server: '250 2.0.0 Queued' },
  ]);
});

it.each([
  ['ending with a line end', '\r\n'],
  ['ending in a dotted line without a line end', '\r\n.last'],
])('delivers a message with lines that start with a dot byte for byte, %s', async (_name, ending) => {
  const peer = await realPeer();
  const message = `..first byte\r\nSubject: Dots\r\n\r\n.\r\n..\r\n...\r\n.a\r\n.b\r\nin.line\r\n. \r\n.${ending}`;
  await poolTo(peer.port)('dots@inbox.example', Buffer.from(message, 'latin1'));
  const mail = await peer.waitFor('dots@inbox.example');
  expect(mail.raw).toBe(message.endsWith('\r\n') ? message : `${message}\r\n`);
});

it('reports a recipient refused under pipelining with the RCPT TO reply, not the DATA reply after it, and the pool goes on', async () => {
  const peer = await realPeer({
    refuse: {
      recipient: (to) => (to === 'gone@inbox.example' ? { code: 550, text: 'No such mailbox' } : undefined),
    },
  });
  const send = poolTo(peer.port);
  await send('first@inbox.example');
  const refused = await send('gone@inbox.example').catch((error: unknown) => error);
  expect(refused).toMatchObject({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 });
  expect(classifySmtpError(refused)).toBe('bounce');
  await send('next@inbox.example');
  expect(peer.received.map((mail) => mail.to)).toEqual([['first@inbox.example'], ['next@inbox.example']]);
});

const refusingGone = (rset?: string) => (command: string) =>
  command.includes('gone@') ? '550 5.1.1 No such mailbox' : command === 'RSET' ? rset : undefined;

it('resets a transaction refused with replies still owed once they have arrived, and sends the next on the same connection', async () => {
  const peer = await rawPeer({ pipelining: true, replyDelayMs: 20, answer: refusingGone() });
  const send = poolTo(peer.port);
  await expect(send('gone@inbox.example')).rejects.toMatchObject({ command: 'RCPT TO', responseCode: 550 });
  await send('next@inbox.example');
  expect(fromMail(peer.transcripts[0]).slice(0, 7)).toEqual([
    { client: 'MAIL FROM:<bounce@shop.example>\r\nRCPT TO:<gone@inbox.example>\r\nDATA\r\n' },
    { server: '250 OK' },
    { server: '550 5.1.1 No such mailbox' },
    { server: '503 5.5.1 Error: need RCPT command' },
    { client: 'RSET\r\n' },
    { server: '250 OK' },
    { client: 'MAIL FROM:<bounce@shop.example>\r\nRCPT TO:<next@inbox.example>\r\nDATA\r\n' },
  ]);
  expect(peer.messages.map((sent) => sent.to)).toEqual(['next@inbox.example']);
  expect(peer.transcripts).toHaveLength(1);
});

it('resets a transaction refused without pipelining at once, as no reply is owed', async () => {
  const peer = await rawPeer({ pipelining: false, answer: refusingGone() });
  const send = poolTo(peer.port);
  await expect(send('gone@inbox.example')).rejects.toMatchObject({ command: 'RCPT TO', responseCode: 550 });
  await send('next@inbox.example');
  expect(fromMail(peer.transcripts[0]).slice(0, 7)).toEqual([
    { client: 'MAIL FROM:<bounce@shop.example>\r\n' },
    { server: '250 OK' },
    { client: 'RCPT TO:<gone@inbox.example>\r\n' },
    { server: '550 5.1.1 No such mailbox' },
    { client: 'RSET\r\n' },
    { server: '250 OK' },
    { client: 'MAIL FROM:<bounce@shop.example>\r\n' },
  ]);
  expect(peer.transcripts).toHaveLength(1);
});

it('closes a connection whose RSET is not answered 250 and sends the next message on a new one', async () => {
  const peer = await rawPeer({ pipelining: true, answer: refusingGone('502 5.5.1 Command not implemented') });
  const send = poolTo(peer.port);
  await expect(send('gone@inbox.example')).rejects.toMatchObject({ command: 'RCPT TO', responseCode: 550 });
  await send('next@inbox.example');
  expect(fromMail(peer.transcripts[0]).slice(3)).toEqual([
    { server: '503 5.5.1 Error: need RCPT command' },
    { client: 'RSET\r\n' },
    { server: '502 5.5.1 Command not implemented' },
  ]);
  expect(fromMail(peer.transcripts[1])[0]).toEqual({
    client: 'MAIL FROM:<bounce@shop.example>\r\nRCPT TO:<next@inbox.example>\r\nDATA\r\n',
  });
  expect(peer.messages.map((sent) => sent.to)).toEqual(['next@inbox.example']);
});

it('gives up a connection whose server says 421 without resetting it, and sends the next on a new one', async () => {
  const peer = await rawPeer({
    pipelining: true,
    answer: (command) => (command.includes('busy@') ? '421 4.7.0 Closing connection' : undefined),
  });
  const send = poolTo(peer.port);
  await expect(send('busy@inbox.example')).rejects.toMatchObject({ command: 'RCPT TO', responseCode: 421 });
  await send('next@inbox.example');
  expect(fromMail(peer.transcripts[0]).slice(1)).toEqual([
    { server: '250 OK' },
    { server: '421 4.7.0 Closing connection' },
    { server: '503 5.5.1 Error: need RCPT command' },
  ]);
  expect(peer.messages.map((sent) => sent.to)).toEqual(['next@inbox.example']);
  expect(peer.transcripts).toHaveLength(2);
});

it('fails a message with a timeout when the server stops answering after its data, and the next goes on a fresh connection', async () => {
  const peer = await rawPeer({
    pipelining: true,
    afterData: (to) => (to === 'stall@inbox.example' ? 'silence' : undefined),
  });
  const send = poolTo(peer.port, { socketTimeout: 300 });
  await expect(send('stall@inbox.example')).rejects.toMatchObject({ code: 'ETIMEDOUT' });
  await send('next@inbox.example');
  expect(peer.messages.map((sent) => sent.to)).toEqual(['stall@inbox.example', 'next@inbox.example']);
  expect(peer.transcripts).toHaveLength(2);
});

it('asks for SMTPUTF8 on MAIL FROM for an address beyond ASCII when the server offers it', async () => {
  const peer = await rawPeer({ pipelining: true, smtpUtf8: true });
  await poolTo(peer.port)('zoë@inbox.example');
  expect(fromMail(peer.transcripts[0])[0]).toEqual({
    client: 'MAIL FROM:<bounce@shop.example> SMTPUTF8\r\nRCPT TO:<zoë@inbox.example>\r\nDATA\r\n',
  });
});

it("leaves an address beyond ASCII to the server's answer when it does not offer SMTPUTF8", async () => {
  const peer = await rawPeer({
    pipelining: true,
    answer: (command) => (/[^ -~]/.test(command) ? '553 5.6.7 SMTPUTF8 is required' : undefined),
  });
  await expect(poolTo(peer.port)('zoë@inbox.example')).rejects.toMatchObject({
    code: 'EENVELOPE',
    responseCode: 553,
  });
  expect(fromMail(peer.transcripts[0])[0]).toEqual({
    client: 'MAIL FROM:<bounce@shop.example>\r\nRCPT TO:<zoë@inbox.example>\r\nDATA\r\n',
  });
});

it('refuses an address with a line end in it before anything is sent', async () => {
  const peer = await rawPeer({ pipelining: true });
  await expect(poolTo(peer.port)('ann@inbox.example>\r\nRCPT TO:<eve@inbox.example')).rejects.toMatchObject({
    code: 'EENVELOPE',
  });
  expect(peer.transcripts.flat().filter((step) => 'client' in step && /RCPT/.test(step.client))).toEqual([]);
});

it('reads a reply of several lines whole, as nodemailer reports it', async () => {
  const peer = await rawPeer({
    pipelining: true,
    answer: (command) =>
      command.startsWith('RCPT')
        ? '550-5.1.1 The account you tried to reach does not exist.\r\n550 5.1.1 Check the address.'
        : undefined,
  });
  await expect(poolTo(peer.port)('gone@inbox.example')).rejects.toMatchObject({
    responseCode: 550,
    response: '550-5.1.1 The account you tried to reach does not exist.\n550 5.1.1 Check the address.',
  });
});

/** Each message as the raw peer received it, by recipient. */
const dataOf = (peer: { messages: { to: string; data: Buffer }[] }) =>
  peer.messages.map((sent) => [sent.to, sent.data.toString('latin1')]);
const mailOf = (to: string) => Buffer.from(`To: ${to}\r\nSubject: Hi\r\n\r\n.dotted\r\nHello ${to}\r\n`);
const dataSection = (to: string) => `To: ${to}\r\nSubject: Hi\r\n\r\n..dotted\r\nHello ${to}\r\n.\r\n`;
/** Sends each at once, each message's outcome: 'sent' or its error. */
const sendAll = (send: ReturnType<typeof poolTo>, recipients: string[]) =>
  Promise.all(
    recipients.map((to) =>
      send(to, mailOf(to)).then(
        () => 'sent',
        (error: unknown) => error,
      ),
    ),
  );
/** The packets that carry a message's end of data and, with it, the next message's envelope. */
const pipelinedBehind = (peer: { packets: Buffer[][] }) =>
  peer.packets
    .flat()
    .map((packet) => packet.toString('latin1'))
    .map(
      (packet) =>
        /\r\n\.\r\nMAIL FROM:<bounce@shop\.example>\r\nRCPT TO:<([^>]*)>\r\nDATA\r\n$/.exec(packet)?.[1],
    )
    .filter((to) => to !== undefined);

it("writes a waiting message's MAIL FROM, RCPT TO and DATA in the same packet as the end of the data before it", async () => {
  const peer = await rawPeer({ pipelining: true });
  const send = poolTo(peer.port);
  const recipients = ['a@inbox.example', 'b@inbox.example', 'c@inbox.example', 'd@inbox.example'];
  await Promise.all(recipients.map((to) => send(to, mailOf(to))));
  expect(pipelinedBehind(peer)).toEqual(recipients.slice(1));
  expect(dataOf(peer)).toEqual(recipients.map((to) => [to, dataSection(to)]));
  expect(peer.transcripts).toHaveLength(1);
});

it('pipelines DKIM-signed messages as it does unsigned ones, each with a signature that verifies', async () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dkimRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  // Replies come slowly enough that signing is over before the first message's data goes, however busy the
  // machine: what is asserted is that a signed message waiting is pipelined, not how fast signing is.
  const peer = await rawPeer({ pipelining: true, replyDelayMs: 20 });
  const pool = smtpConnectionPool(
    { host: '127.0.0.1', port: peer.port, ignoreTLS: true },
    { maxConnections: 1, maxMessages: 100 },
    {
      dkim: {
        domainName: 'shop.example',
        keySelector: 'sw1',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    },
  );
  pools.push(pool);
  const recipients = ['a@inbox.example', 'b@inbox.example', 'c@inbox.example'];
  const mail = (to: string) =>
    Buffer.from(`From: news@shop.example\r\nTo: ${to}\r\nSubject: Hi\r\n\r\nHello ${to}\r\n`);
  await Promise.all(recipients.map((to) => pool.send({ from: 'bounce@shop.example', to }, mail(to))));
  expect(pipelinedBehind(peer)).toEqual(recipients.slice(1));
  expect(peer.messages.map((sent) => sent.to)).toEqual(recipients);
  for (const sent of peer.messages) {
    const raw = sent.data.toString('latin1').slice(0, -'.\r\n'.length);
    expect(raw).toMatch(/^DKIM-Signature: /);
    const verified = await dkimVerify(raw, {
      resolver: (name: string) =>
        Promise.resolve(name === 'sw1._domainkey.shop.example' ? [[dkimRecord]] : []) as Promise<string[][]>,
    });
    expect(verified.results).toEqual([
      expect.objectContaining({
        signingDomain: 'shop.example',
        status: expect.objectContaining({ result: 'pass' }),
      }),
    ]);
  }
});

it('pipelines no message beyond what a connection may carry', async () => {
  const peer = await rawPeer({ pipelining: true });
  const pool = smtpConnectionPool(
    { host: '127.0.0.1', port: peer.port, ignoreTLS: true },
    { maxConnections: 1, maxMessages: 2 },
    undefined,
  );
  pools.push(pool);
  const recipients = ['a@inbox.example', 'b@inbox.example', 'c@inbox.example', 'd@inbox.example'];
  await Promise.all(recipients.map((to) => pool.send({ from: 'bounce@shop.example', to }, mailOf(to))));
  expect(pipelinedBehind(peer)).toEqual(['b@inbox.example', 'd@inbox.example']);
  expect(peer.packets.map((packets) => pipelinedBehind({ packets: [packets] }))).toEqual([
    ['b@inbox.example'],
    ['d@inbox.example'],
  ]);
  expect(dataOf(peer)).toEqual(recipients.map((to) => [to, dataSection(to)]));
});

it.each([
  ['550 5.7.1 Message rejected as spam', 'bounce'],
  ['451 4.3.0 Try again later', 'retry'],
])(
  'fails a message refused at its end with %s, and delivers the one pipelined behind it once',
  async (refusal, kind) => {
    const peer = await rawPeer({
      pipelining: true,
      afterData: (to) => (to === 'refused@inbox.example' ? refusal : undefined),
    });
    const send = poolTo(peer.port);
    const recipients = ['refused@inbox.example', 'next@inbox.example', 'last@inbox.example'];
    const outcomes = await sendAll(send, recipients);
    expect(outcomes[0]).toMatchObject({ code: 'EMESSAGE', command: 'DATA', response: refusal });
    expect(classifySmtpError(outcomes[0])).toBe(kind);
    expect(outcomes.slice(1)).toEqual(['sent', 'sent']);
    expect(pipelinedBehind(peer)[0]).toBe('next@inbox.example');
    expect(dataOf(peer)).toEqual(recipients.map((to) => [to, dataSection(to)]));
    // The end of data closes the transaction on the server, refused or not: nothing to reset.
    expect(peer.transcripts.flat().filter((step) => 'client' in step && /RSET/.test(step.client))).toEqual(
      [],
    );
    expect(peer.transcripts).toHaveLength(1);
  },
);

it('reports a recipient refused for a message pipelined behind another with the RCPT TO reply, and the one before is sent', async () => {
  const peer = await rawPeer({
    pipelining: true,
    answer: (command) => (command.includes('gone@') ? '550 5.1.1 No such mailbox' : undefined),
  });
  const send = poolTo(peer.port);
  const recipients = ['first@inbox.example', 'gone@inbox.example', 'next@inbox.example'];
  const outcomes = await sendAll(send, recipients);
  expect(outcomes[0]).toBe('sent');
  expect(outcomes[1]).toMatchObject({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 });
  expect(classifySmtpError(outcomes[1])).toBe('bounce');
  expect(outcomes[2]).toBe('sent');
  expect(pipelinedBehind(peer)[0]).toBe('gone@inbox.example');
  expect(dataOf(peer)).toEqual([
    ['first@inbox.example', dataSection('first@inbox.example')],
    ['next@inbox.example', dataSection('next@inbox.example')],
  ]);
});

it('sends a message pipelined behind one whose server stops answering on a fresh connection, once', async () => {
  const peer = await rawPeer({
    pipelining: true,
    afterData: (to) => (to === 'stall@inbox.example' ? 'silence' : undefined),
  });
  const send = poolTo(peer.port, { socketTimeout: 300 });
  const outcomes = await sendAll(send, ['stall@inbox.example', 'next@inbox.example']);
  expect(outcomes[0]).toMatchObject({ code: 'ETIMEDOUT' });
  expect(outcomes[1]).toBe('sent');
  expect(pipelinedBehind(peer)).toEqual(['next@inbox.example']);
  expect(peer.messages.map((sent) => sent.to)).toEqual(['stall@inbox.example', 'next@inbox.example']);
  expect(peer.transcripts).toHaveLength(2);
});
