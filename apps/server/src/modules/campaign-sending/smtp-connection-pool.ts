import DKIM from 'nodemailer/lib/dkim';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailSignature } from '../../platform/mail';
import { noDelaySocket } from '../../platform/smtp-socket';
import { smtpError, takeOverSmtpSession, type SmtpSession, type SmtpTransaction } from './smtp-transaction';

/*
 * A send run's own pool of SMTP connections. nodemailer's SMTPConnection opens each one, greets, starts TLS
 * (implicit or STARTTLS) and signs in exactly as its own pool does; the messages then go over it as SMTP
 * sessions of our own (smtp-transaction.ts), which pipeline the envelope and write each message whole.
 * nodemailer's pool instead builds a MIME node around each raw message, runs its plugin steps and streams the
 * bytes through a chain of transforms, which cost as much CPU per message as talking SMTP itself.
 */

/** An SMTP server's connection settings, as nodemailer reads them (a URL read into options first). */
export type SmtpOptions = SMTPTransport.Options;

/**
 * A message in the pool. With DKIM it is signed as it enters the queue, so it is ready by the time a connection
 * could pipeline it: `message` is unset until then, or for good when signing failed (`failure`).
 */
interface Pending {
  envelope: { from: string; to: string };
  message?: Buffer;
  /** Settles (never rejects) once DKIM has signed the message or failed to; none without DKIM. */
  signing?: Promise<void>;
  failure?: unknown;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * A connection once signed in: 'busy' with the messages `carried` (the first one's data may have gone, the
 * second's envelope pipelined after it; or just opened for the message that opened it), or with none while its
 * session resets a refused transaction (RSET); 'idle' in the idle list; or 'gone' once closed, after which
 * nothing it reports counts.
 */
interface Link {
  connection: SMTPConnection;
  session: SmtpSession;
  sent: number;
  state: 'busy' | 'idle' | 'gone';
  carried: Pending[];
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

/** What a message waiting for, or pipelined on, a closed pool fails with. */
const poolClosed = (): Error => smtpError('Connection pool was closed', 'ECONNECTION');

/** A message with its DKIM-Signature header, as nodemailer's signer writes it (a stream) gathered whole. */
const signed = (dkim: DKIM, bytes: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const output = dkim.sign(bytes);
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    output.once('end', () => resolve(Buffer.concat(chunks)));
    output.once('error', (error: Error) => reject(smtpError(error.message, 'ESTREAM', undefined, 'API')));
  });

export interface SmtpConnectionPool {
  send(envelope: { from: string; to: string }, bytes: Buffer): Promise<void>;
  close(): void;
}

/**
 * Up to `maxConnections` connections, each closed (QUIT) and replaced after `maxMessages` messages, refused ones
 * included. A refused message fails alone and its connection goes on: the session resets the transaction (RSET)
 * once the replies still owed are in, and the connection is closed and replaced only when RSET is not answered
 * 250, the server says 421 or the connection breaks, so a list with many bounces does not reconnect for each. With
 * PIPELINING a message waiting for a connection goes behind the one on a connection whose data goes next, in
 * the same write (smtp-transaction.ts); with DKIM, a message is signed as it enters the queue so it is ready by
 * then (the queue holds no more than the send run's slots, two per connection). A message waits for a free
 * connection; a connection that cannot be opened or signed in to fails the message that opened it, with
 * nodemailer's own error (what describeSmtpFailure and classifySmtpError read); a server that stops answering
 * fails the message on it after the options' socketTimeout, as nodemailer does.
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

  const retire = (link: Link, { quit }: { quit: boolean }) => {
    if (link.state === 'gone') return;
    link.state = 'gone';
    links.delete(link);
    const at = idle.indexOf(link);
    if (at >= 0) idle.splice(at, 1);
    if (quit) link.session.quit();
    link.connection.close();
  };

  /**
   * A connection that broke: the message on it fails with the connection's error. One pipelined behind it
   * waits for another connection, as none of its data went (it goes only after its own 354, which comes after
   * the reply to the message before), unless the pool is closed, as a waiting message is then.
   */
  const broke = (link: Link, error: unknown) => {
    const [current, ...behind] = link.carried.splice(0);
    retire(link, { quit: false });
    if (!closed) queue.unshift(...behind);
    else for (const pending of behind) pending.reject(poolClosed());
    current?.reject(error);
    pump();
  };

  /** A link done with its messages: idle for the next, or closed (QUIT) once it has carried its share. */
  const settle = (link: Link) => {
    if (link.sent >= limits.maxMessages || closed) retire(link, { quit: true });
    else {
      link.state = 'idle';
      idle.push(link);
    }
  };

  const finished = (link: Link, pending: Pending, error?: unknown) => {
    const at = link.carried.indexOf(pending);
    if (at < 0) return;
    link.carried.splice(at, 1);
    link.sent++;
    // A session still resetting a refused transaction settles when the server has answered its RSET (`reset`).
    if (link.carried.length === 0 && link.session.idle) settle(link);
    if (error) pending.reject(error);
    else pending.resolve();
    pump();
  };

  /** The server answered the RSET after a refusal: the link goes on as after a message sent. */
  const reset = (link: Link) => {
    if (link.state !== 'busy' || link.carried.length > 0) return;
    settle(link);
    pump();
  };

  /**
   * The message first in the queue, to pipeline behind the one whose data goes now, if the connection may carry
   * it (not beyond maxMessages) and it is ready: one DKIM is still signing waits for a connection to take it
   * rather than let a later one overtake it.
   */
  const following = (link: Link): SmtpTransaction | undefined => {
    if (closed || link.state !== 'busy') return undefined;
    if (link.sent + link.carried.length >= limits.maxMessages) return undefined;
    const message = queue[0]?.message;
    if (!message) return undefined;
    const pending = queue.shift()!;
    link.carried.push(pending);
    return { envelope: pending.envelope, message, done: (error) => finished(link, pending, error) };
  };

  const open = (): Promise<Link> =>
    new Promise((resolve, reject) => {
      noDelaySocket(options, (_error, socket) => {
        const connection = new SMTPConnection({ ...options, ...socket } as SMTPConnection.Options);
        let opened: Link | undefined;
        let failedToOpen = false;
        const failed = (error: unknown) => {
          if (opened) return broke(opened, error);
          if (failedToOpen) return;
          failedToOpen = true;
          connection.close();
          reject(error);
        };
        connection.on('error', failed);
        connection.once('end', () => failed(smtpError('Unexpected socket close', 'ECONNECTION')));
        const ready = () => {
          try {
            const link: Partial<Link> = { connection, sent: 0, state: 'busy', carried: [] };
            link.session = takeOverSmtpSession(connection, {
              broken: failed,
              following: () => following(link as Link),
              reset: () => reset(link as Link),
            });
            opened = link as Link;
          } catch (error) {
            return failed(error);
          }
          links.add(opened);
          resolve(opened);
        };
        connection.connect(() => {
          if (failedToOpen) return;
          // Signed in only when the server offers it, as nodemailer's pool does.
          if (!auth || !(connection as unknown as { allowsAuth: boolean }).allowsAuth) return ready();
          connection.login(auth as unknown as Parameters<SMTPConnection['login']>[0], (error) => {
            if (failedToOpen) return;
            if (error) return failed(error);
            ready();
          });
        });
      });
    });

  const sendOn = (link: Link, pending: Pending) => {
    link.state = 'busy';
    link.carried = [pending];
    const transact = () => {
      if (!link.carried.includes(pending)) return;
      if (!pending.message) return finished(link, pending, pending.failure);
      link.session.send(pending.envelope, pending.message, (error) => finished(link, pending, error));
    };
    if (pending.message || !pending.signing) return transact();
    void pending.signing.then(transact);
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
            retire(opened, { quit: true });
            return pending.reject(poolClosed());
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
        if (closed) return reject(poolClosed());
        const pending: Pending = { envelope, resolve, reject };
        if (!dkim) pending.message = bytes;
        else
          pending.signing = signed(dkim, bytes).then(
            (message) => {
              pending.message = message;
            },
            (error: unknown) => {
              pending.failure = error;
              // Still queued, it fails now; taken by a connection meanwhile, it fails there (sendOn).
              const at = queue.indexOf(pending);
              if (at < 0) return;
              queue.splice(at, 1);
              reject(error);
            },
          );
        queue.push(pending);
        pump();
      }),
    close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(poolClosed());
      for (const link of [...links]) if (link.state === 'idle') retire(link, { quit: true });
    },
  };
};
