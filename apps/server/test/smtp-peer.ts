import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { freePorts } from './free-port';

/** A self-signed certificate for 127.0.0.1 and localhost (valid for a century), for TLS tests. */
const tlsDir = join(dirname(fileURLToPath(import.meta.url)), 'tls');
export const selfSignedTls = () => ({
  key: readFileSync(join(tlsDir, 'smtp-self-signed.key')),
  cert: readFileSync(join(tlsDir, 'smtp-self-signed.crt')),
});

export interface SmtpPeer {
  port: number;
  /** Messages received, raw, with their envelope. */
  received: { from: string | undefined; to: string[]; raw: string }[];
  close(): Promise<void>;
}

export interface SmtpPeerOptions {
  user: string;
  password: string;
  /** 'tls': TLS from the first byte; 'starttls': plain, upgraded on request; 'none': plain only. */
  tls: 'none' | 'starttls' | 'tls';
}

/** A real SMTP server on loopback that signs in one user and keeps what it receives. */
export const startSmtpPeer = async (options: SmtpPeerOptions): Promise<SmtpPeer> => {
  const received: SmtpPeer['received'] = [];
  const server = new SMTPServer({
    secure: options.tls === 'tls',
    ...(options.tls === 'none' ? { disabledCommands: ['STARTTLS'] } : {}),
    ...selfSignedTls(),
    authMethods: ['PLAIN', 'LOGIN'],
    // Sign-in over plain text is what a local test needs; real servers insist on TLS.
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const [port] = await freePorts(1);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port!, '127.0.0.1', () => resolve());
  });
  return {
    port: port!,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A host that takes the connection and never says a word: what a firewall black hole looks like to a client. */
export const startSilentPeer = async (): Promise<{ port: number; close(): Promise<void> }> => {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const [port] = await freePorts(1);
  await new Promise<void>((resolve) => server.listen(port!, '127.0.0.1', () => resolve()));
  return {
    port: port!,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
