import { createServer, type Socket } from 'node:net';
import { freePort } from './free-port';

export interface RawSmtpPeerOptions {
  /** Offers PIPELINING (RFC 2920) after EHLO. */
  pipelining?: boolean;
  /** Offers SMTPUTF8 after EHLO. */
  smtpUtf8?: boolean;
  /** Waits this long before each reply, so a client that does not wait for one shows in the transcript. */
  replyDelayMs?: number;
  /**
   * The reply to a MAIL FROM, RCPT TO or RSET line; undefined accepts it with 250. After a refused RCPT TO, DATA
   * is answered with 503, as a server without a recipient answers it.
   */
  answer?: (command: string) => string | undefined;
  /**
   * The reply once a message's data has arrived; 'silence' never answers again on that connection, whatever
   * follows, as a stalled server does.
   */
  afterData?: (to: string) => string | 'silence' | undefined;
}

/** One step of a connection: a packet the client sent in the command phase, or a reply. */
export type TranscriptStep = { client: string } | { server: string };

export interface RawMessage {
  to: string;
  /** The data section exactly as it arrived, dot-stuffed, with its end-of-data line. */
  data: Buffer;
}

const END_OF_DATA = Buffer.from('\r\n.\r\n');

/**
 * An SMTP server written on a bare socket, for tests that must see the exact bytes and packets a client sends
 * (which the smtp-server package parses away): it records every packet of the command phase and every reply per
 * connection, every packet as it arrived (data included), and each message's data section as it arrived.
 */
export const startRawSmtpPeer = async (options: RawSmtpPeerOptions = {}) => {
  const transcripts: TranscriptStep[][] = [];
  const packets: Buffer[][] = [];
  const messages: RawMessage[] = [];
  const sockets = new Set<Socket>();
  const ehlo = [
    '250-raw.test',
    ...(options.pipelining ? ['250-PIPELINING'] : []),
    ...(options.smtpUtf8 ? ['250-SMTPUTF8'] : []),
    '250 8BITMIME',
  ].join('\r\n');

  const serve = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setNoDelay(true);
    const transcript: TranscriptStep[] = [];
    transcripts.push(transcript);
    const received: Buffer[] = [];
    packets.push(received);
    let replies = Promise.resolve();
    const reply = (text: string) => {
      replies = replies.then(async () => {
        if (options.replyDelayMs) await new Promise((resolve) => setTimeout(resolve, options.replyDelayMs));
        transcript.push({ server: text });
        if (!socket.destroyed) socket.write(`${text}\r\n`);
      });
    };
    let to = '';
    let recipient = false;
    let inData = false;
    let stalled = false;
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received.push(Buffer.from(chunk));
      if (stalled) return;
      if (!inData) transcript.push({ client: chunk.toString('utf8') });
      let buffer: Buffer = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf(END_OF_DATA);
          if (end < 0) break;
          // The data starts right after DATA's line end, taken back in below so an empty message is found too.
          messages.push({ to, data: Buffer.from(buffer.subarray(2, end + END_OF_DATA.length)) });
          inData = false;
          buffer = buffer.subarray(end + END_OF_DATA.length);
          const answer = options.afterData?.(to);
          if (answer === 'silence') {
            stalled = true;
            return;
          }
          reply(answer ?? '250 2.0.0 Queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) break;
        const line = buffer.toString('utf8', 0, newline);
        buffer = buffer.subarray(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply(ehlo);
        else if (verb === 'QUIT') {
          reply('221 Bye');
          void replies.then(() => socket.end());
        } else if (verb === 'DATA' && !recipient) reply('503 5.5.1 Error: need RCPT command');
        else if (verb === 'DATA') {
          recipient = false;
          reply('354 End data with <CR><LF>.<CR><LF>');
          inData = true;
          buffer = Buffer.concat([Buffer.from('\r\n'), buffer]);
        } else {
          const answer = options.answer?.(line) ?? '250 OK';
          if (verb === 'RCPT') to = /<(.*)>/.exec(line)?.[1] ?? '';
          if (verb === 'RCPT') recipient = answer.startsWith('2');
          if (verb === 'MAIL' || verb === 'RSET') recipient = false;
          reply(answer);
        }
      }
      pending = Buffer.from(buffer);
    });
    reply('220 raw.test ESMTP');
  };

  const server = createServer(serve);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    port,
    transcripts,
    packets,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
