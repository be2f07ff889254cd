import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/** A self-signed certificate for 127.0.0.1 and localhost (valid for a century), for TLS tests. */
const tlsDir = join(dirname(fileURLToPath(import.meta.url)), 'tls');
export const selfSignedTls = () => ({
  key: readFileSync(join(tlsDir, 'smtp-self-signed.key')),
  cert: readFileSync(join(tlsDir, 'smtp-self-signed.crt')),
});

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface SmtpServerOptions {
  /** The one user it signs in; without it, sign-in is optional and any is accepted. */
  auth?: { user: string; password: string };
  /**
   * 'tls': TLS from the first byte; 'starttls': plain, upgraded on request; 'none' (the default): plain only,
   * so nodemailer does not upgrade to TLS with the self-signed certificate on its own.
   */
  tls?: 'none' | 'starttls' | 'tls';
  /**
   * The server's answer to a recipient (at RCPT TO, as a mailbox that does not exist is refused) or to a
   * message once its data has arrived (as a busy server asks to try later); undefined accepts it.
   */
  refuse?: {
    recipient?: (to: string) => SmtpRefusal | undefined;
    message?: (to: string[]) => SmtpRefusal | undefined;
  };
}

export interface SmtpRefusal {
  code: number;
  text: string;
}

const refusal = ({ code, text }: SmtpRefusal): Error => Object.assign(new Error(text), { responseCode: code });

/**
 * A real SMTP server on loopback that keeps what it receives: the one way tests start an SMTP peer, whether
 * the product's own mail goes to it or a sender's transport signs in to it.
 */
export const startSmtpServer = async (options: SmtpServerOptions = {}) => {
  const { auth, tls = 'none', refuse } = options;
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let connections = 0;
  const server = new SMTPServer({
    secure: tls === 'tls',
    ...(tls === 'none' ? { disabledCommands: ['STARTTLS'] } : {}),
    ...selfSignedTls(),
    authOptional: auth === undefined,
    authMethods: ['PLAIN', 'LOGIN'],
    // Sign-in over plain text is what a local test needs; real servers insist on TLS.
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onAuth(given, _session, callback) {
      if (!auth || (given.username === auth.user && given.password === auth.password))
        callback(null, { user: given.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const refused = refuse?.recipient?.(address.address);
      callback(refused ? refusal(refused) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refused = refuse?.message?.(session.envelope.rcptTo.map((rcpt) => rcpt.address));
        if (refused) {
          callback(refusal(refused));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  // A client's connection failing (reset by a worker killed mid-message, closed while TLS starts because the
  // client refused the certificate) is the client's story, which its test checks; the server goes on.
  server.on('error', () => {});
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  /** The first message to `to`, waiting for it for a bounded time. */
  const waitFor = async (to: string, timeoutMs = 10_000): Promise<ReceivedMail> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((message) => message.to.includes(to));
      if (mail) return mail;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${to} reached the SMTP server`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many connections clients have opened to it so far. */
    connections: () => connections,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The message as a reader sees it: quoted-printable soft breaks and escapes undone. */
export const decoded = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A host that takes the connection and never says a word: what a firewall black hole looks like to a client. */
export const startSilentPeer = async (): Promise<{ port: number; close(): Promise<void> }> => {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

/**
 * The decoded body of a message's first part of `type` (text/plain, text/html), read from its raw MIME
 * (quoted-printable or base64, UTF-8); undefined when it has no such part.
 */
export const mimePart = (raw: string, type: string): string | undefined => {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  const parts = boundaries.length ? boundaries.flatMap((boundary) => raw.split(`--${boundary}`)) : [raw];
  for (const part of parts) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const head = part.slice(0, split.index);
    if (!new RegExp(`^content-type:\\s*${type.replace('/', '\\/')}\\b`, 'im').test(head)) continue;
    const body = part.slice(split.index + split[0].length);
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable')
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    return body;
  }
  return undefined;
};
