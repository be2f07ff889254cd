import DKIM from 'nodemailer/lib/dkim';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailSignature } from '../../platform/mail';
import { noDelaySocket } from '../../platform/smtp-socket';

/*
 * A send run's own pool of SMTP connections, each nodemailer's SMTPConnection: nodemailer opens the connection,
 * greets, starts TLS (implicit or STARTTLS) and signs in exactly as its own pool does, and a message's bytes are
 * handed to the connection as they are. nodemailer's pool instead builds a MIME node around each raw message,
 * runs its plugin steps and streams the bytes through a chain of transforms, which cost as much CPU per message
 * as talking SMTP itself.
 */

/** An SMTP server's connection settings, as nodemailer reads them (a URL read into options first). */
export type SmtpOptions = SMTPTransport.Options;

interface Pending {
  envelope: { from: string; to: string[] };
  bytes: Buffer;
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface Link {
  connection: SMTPConnection;
  sent: number;
  current?: Pending | undefined;
  gone: boolean;
}

/** The sign-in nodemailer's pool hands a connection: none without a user or password. */
const authOf = (options: SmtpOptions) => {
  const auth = options.auth as { user?: string; pass?: string; method?: string } | undefined;
  if (!auth || (!auth.user && !auth.pass)) return undefined;
  return {
    user: auth.user ?? '',
    credentials: { user: auth.user ?? '', pass: auth.pass ?? '' },
    method: auth.method?.trim().toUpperCase() || options.authMethod || undefined,
  };
};

const closedError = (message: string, code: string): Error => Object.assign(new Error(message), { code });

export interface SmtpConnectionPool {
  send(envelope: { from: string; to: string }, bytes: Buffer): Promise<void>;
  close(): void;
}

/**
 * Up to `maxConnections` connections, each closed and replaced after `maxMessages` messages or after any
 * failure (as nodemailer's pool does: a refused message leaves the session mid-transaction). A message waits
 * for a free connection; a connection that cannot be opened or signed in to fails the message that opened it,
 * with nodemailer's own error (what describeSmtpFailure and classifySmtpError read).
 */
export const smtpConnectionPool = (
  options: SmtpOptions,
  limits: { maxConnections: number; maxMessages: number },
  signature: MailSignature | undefined,
): SmtpConnectionPool => {
  const auth = authOf(options);
  const dkim = signature ? new DKIM(signature.dkim) : undefined;
  const queue: Pending[] = [];
  const idle: Link[] = [];
  const links = new Set<Link>();
  let opening = 0;
  let closed = false;

  const retire = (link: Link) => {
    if (link.gone) return;
    link.gone = true;
    links.delete(link);
    const at = idle.indexOf(link);
    if (at >= 0) idle.splice(at, 1);
    link.connection.close();
  };

  /** A connection that broke: the message on it fails with the connection's error. */
  const broke = (link: Link, error: unknown) => {
    const current = link.current;
    link.current = undefined;
    retire(link);
    current?.reject(error);
    pump();
  };

  const open = (): Promise<Link> =>
    new Promise((resolve, reject) => {
      noDelaySocket(options, (_error, socket) => {
        const connection = new SMTPConnection({ ...options, ...socket } as SMTPConnection.Options);
        let settled = false;
        const link: Link = { connection, sent: 0, gone: false };
        const failed = (error: unknown) => {
          if (settled) return broke(link, error);
          settled = true;
          link.gone = true;
          connection.close();
          reject(error);
        };
        connection.on('error', failed);
        connection.once('end', () => failed(closedError('Unexpected socket close', 'ECONNECTION')));
        const ready = () => {
          settled = true;
          links.add(link);
          resolve(link);
        };
        connection.connect(() => {
          if (settled) return;
          // Signed in only when the server offers it, as nodemailer's pool does.
          if (!auth || !(connection as unknown as { allowsAuth: boolean }).allowsAuth) return ready();
          connection.login(auth as unknown as Parameters<SMTPConnection['login']>[0], (error) => {
            if (settled) return;
            if (error) return failed(error);
            ready();
          });
        });
      });
    });

  const sendOn = (link: Link, pending: Pending) => {
    link.current = pending;
    const message = dkim ? dkim.sign(pending.bytes) : pending.bytes;
    link.connection.send(pending.envelope, message, (error) => {
      if (link.current !== pending) return;
      link.current = undefined;
      link.sent++;
      if (error) {
        retire(link);
        pending.reject(error);
      } else {
        pending.resolve();
        if (link.sent >= limits.maxMessages || closed) retire(link);
        else idle.push(link);
      }
      pump();
    });
  };

  const pump = () => {
    while (queue.length > 0 && !closed) {
      const link = idle.pop();
      if (link) {
        sendOn(link, queue.shift()!);
        continue;
      }
      if (links.size + opening >= limits.maxConnections) return;
      const pending = queue.shift()!;
      opening++;
      open().then(
        (opened) => {
          opening--;
          if (closed) {
            retire(opened);
            return pending.reject(closedError('Connection pool was closed', 'ECONNECTION'));
          }
          sendOn(opened, pending);
        },
        (error: unknown) => {
          opening--;
          pending.reject(error);
          pump();
        },
      );
    }
  };

  return {
    send: (envelope, bytes) =>
      new Promise<void>((resolve, reject) => {
        if (closed) return reject(closedError('Connection pool was closed', 'ECONNECTION'));
        queue.push({ envelope: { from: envelope.from, to: [envelope.to] }, bytes, resolve, reject });
        pump();
      }),
    close() {
      closed = true;
      for (const pending of queue.splice(0))
        pending.reject(closedError('Connection pool was closed', 'ECONNECTION'));
      for (const link of [...links]) if (!link.current) retire(link);
    },
  };
};
