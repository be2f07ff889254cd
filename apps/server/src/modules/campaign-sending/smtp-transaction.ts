import type { Socket } from 'node:net';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import { smtpDataSection } from './smtp-data';

/**
 * nodemailer's error for an SMTP failure (its SMTPConnection's _formatError), so the rest of the engine reads ours
 * as it reads nodemailer's: `code` ('EENVELOPE', 'EMESSAGE'...), the server's `response` and its `responseCode`.
 */
export const smtpError = (message: string, code: string, response?: string, command?: string): Error => {
  const error = Object.assign(new Error(response ? `${message}: ${response}` : message), { code });
  const responseCode = response ? Number(/^\d+/.exec(response)?.[0]) : 0;
  return Object.assign(
    error,
    response ? { response } : {},
    responseCode ? { responseCode } : {},
    command ? { command } : {},
  );
};

/** The parts of nodemailer's SMTPConnection a session takes over (see takeOverSmtpSession). */
interface ConnectionInternals {
  _socket?: Socket | false;
  _onSocketData?: (chunk: Buffer) => void;
  _supportedExtensions?: string[];
}

/** The reply a session waits for next, named by the command it answers. */
type Awaited = 'MAIL FROM' | 'RCPT TO' | 'DATA' | 'message';

/** A 421 reply: the server is closing the connection, whatever command it answers (RFC 5321 3.8). */
const CLOSING = /^421[ -]/;

/** One message to one address; `done` is called once, with nodemailer's error when the server refuses it. */
export interface SmtpTransaction {
  envelope: { from: string; to: string };
  message: Buffer;
  done: (error?: Error) => void;
}

/** How a session reaches the pool that owns its connection. */
export interface SessionHooks {
  /**
   * The connection is of no more use: a reply no command asked for, RSET not answered 250, or a server that
   * said 421 (closing) once the replies it still owed are in.
   */
  broken: (error: Error) => void;
  /** The message to pipeline behind the one whose data goes now, if one waits. */
  following?: () => SmtpTransaction | undefined;
  /** The server answered RSET after a refused transaction: the session is idle again. */
  reset?: () => void;
}

export interface SmtpSession {
  /** No transaction under way, no reply owed and no reset to come: it takes a transaction now. */
  readonly idle: boolean;
  /**
   * Starts a transaction on an idle session. A transaction refused in its envelope is still open on the server,
   * so the session resets it (RSET) once the replies to what it pipelined after the refused command are in, and
   * calls `reset` when the server has answered; until then it is not idle.
   */
  send(envelope: SmtpTransaction['envelope'], message: Buffer, done: SmtpTransaction['done']): void;
  /** Says goodbye; the caller then closes the connection. */
  quit(): void;
}

const NON_ASCII = /[\x80-\uFFFF]/;
const MULTILINE = /^\d+-/;

/**
 * Runs message transactions on a connection nodemailer has opened, greeted, secured and signed in, writing to its
 * socket directly: MAIL FROM, RCPT TO and DATA in one write when the server offers PIPELINING (RFC 2920), one at
 * a time otherwise, then the message and its end in one more. nodemailer's own send waits for each reply before
 * the next command, writes each command and the message's chunks separately and dot-escapes byte by byte in
 * JavaScript, which on a fast server costs more CPU than the rest of a message's way out.
 *
 * Taking over only the socket's 'data' listener is the least nodemailer a session depends on: driving its
 * command queue instead (_sendCommand, _responseActions) would tie us to how it chains replies (one per tick)
 * and to its action functions, and a client of our own would have to redo STARTTLS, every sign-in method and
 * the greeting and connection time limits. Its socket, 'data' listener and extension list are read once, and
 * checked, so a nodemailer that keeps them otherwise fails every connection loudly rather than sending wrongly.
 * Its 'error', 'end', 'close' and 'timeout' listeners stay on the socket: a broken connection and a server that
 * stops answering for socketTimeout still surface as nodemailer's 'error' event (ECONNECTION, ESOCKET,
 * ETIMEDOUT), and its close() still ends the connection. Replies are read as nodemailer reads them (latin1,
 * a multi-line reply joined with '\n', empty lines skipped), so the errors carry the same `response`. A reply
 * no command asked for (a server closing an idle connection with 421) goes to `broken`.
 *
 * With PIPELINING, the next message's MAIL FROM, RCPT TO and DATA follow a message's end of data in the same
 * write (RFC 2920 3.1 allows commands after the data's end in one group) when `following` has one at the 354:
 * the replies then come in order, the message's own first, so each message costs the connection one write and
 * the server's reply to one message cannot be taken for another's. A message refused at its end leaves the next
 * one's commands to be answered as those of a fresh transaction, which they are to the server.
 *
 * A message refused in its envelope (MAIL FROM, RCPT TO or DATA) fails at once, and the session then resets the
 * transaction with RSET (RFC 5321 4.1.1.5), so the connection carries the next message rather than being closed
 * and opened again (connect, EHLO, STARTTLS, AUTH), which providers rate-limit when a list has many bounces.
 */
export const takeOverSmtpSession = (connection: SMTPConnection, hooks: SessionHooks): SmtpSession => {
  const internals = connection as unknown as ConnectionInternals;
  const socket = internals._socket;
  const extensions = internals._supportedExtensions;
  if (!socket || typeof internals._onSocketData !== 'function' || !Array.isArray(extensions))
    throw new Error("nodemailer's SMTPConnection no longer keeps its socket as the SMTP pool expects");
  if (!socket.listeners('data').includes(internals._onSocketData))
    throw new Error("nodemailer's SMTPConnection no longer reads its socket as the SMTP pool expects");
  socket.removeListener('data', internals._onSocketData);
  return smtpSession(socket, extensions.includes('PIPELINING'), extensions.includes('SMTPUTF8'), hooks);
};

/** A transaction under way: `over` once its `done` is called, so later replies to it are only read past. */
interface Open {
  from: string;
  to: string;
  utf8: boolean;
  message: Buffer;
  done: (error?: Error) => void;
  over: boolean;
}

const smtpSession = (
  socket: Socket,
  pipelining: boolean,
  smtpUtf8: boolean,
  { broken, following = () => undefined, reset = () => undefined }: SessionHooks,
): SmtpSession => {
  const awaited: ({ step: Awaited; transaction: Open } | { step: 'RSET' })[] = [];
  let open = 0;
  /** What the session does once every reply still owed after a refusal has arrived. */
  let afterRefusal: 'reset' | { end: Error } | undefined;
  /** Said QUIT or reported broken: what the server says next is read by no one. */
  let ended = false;
  let remainder = '';
  let multiline = '';

  const finish = (transaction: Open, error?: Error) => {
    if (transaction.over) return;
    transaction.over = true;
    open--;
    transaction.done(error);
  };

  /** A transaction for `envelope`, or none when an address is not one (its `done` then fails it, later). */
  const begin = ({ envelope, message, done }: SmtpTransaction): Open | undefined => {
    const from = envelope.from.trim();
    const to = envelope.to.trim();
    // As nodemailer checks them: a line end in an address would be a command of its own.
    const invalid = /[\r\n<>]/.test(from)
      ? smtpError(`Invalid sender ${JSON.stringify(from)}`, 'EENVELOPE', undefined, 'API')
      : !to || /[\r\n<>]/.test(to)
        ? smtpError(`Invalid recipient ${JSON.stringify(to)}`, 'EENVELOPE', undefined, 'API')
        : undefined;
    if (invalid) {
      queueMicrotask(() => done(invalid));
      return undefined;
    }
    open++;
    const utf8 = smtpUtf8 && (NON_ASCII.test(from) || NON_ASCII.test(to));
    return { from, to, utf8, message, done, over: false };
  };

  const mailFrom = (transaction: Open) =>
    `MAIL FROM:<${transaction.from}>${transaction.utf8 ? ' SMTPUTF8' : ''}`;

  /** The envelope's three commands, to go in one write with whatever precedes them. */
  const envelopeCommands = (transaction: Open) => {
    awaited.push(
      { step: 'MAIL FROM', transaction },
      { step: 'RCPT TO', transaction },
      { step: 'DATA', transaction },
    );
    return `${mailFrom(transaction)}\r\nRCPT TO:<${transaction.to}>\r\nDATA\r\n`;
  };

  const command = (line: string, step: Awaited, transaction: Open) => {
    awaited.push({ step, transaction });
    socket.write(`${line}\r\n`);
  };

  const next = (): Open | undefined => {
    for (let taken = following(); taken; taken = following()) {
      const transaction = begin(taken);
      if (transaction) return transaction;
    }
    return undefined;
  };

  const giveUp = (error: Error) => {
    ended = true;
    broken(error);
  };

  /**
   * A transaction the server refused fails now; what the session owes the server follows once the replies to
   * what was pipelined after the refused command are in. Refused in its envelope, the transaction is still open
   * on the server (its sender taken, maybe a recipient), and a new MAIL FROM would be refused as nested: RSET
   * clears it. Refused at its end of data, it is over: the server consumes and clears the transaction's buffers
   * on the end of data whatever it answers (RFC 5321 4.1.1.4), so the next MAIL FROM, maybe already pipelined,
   * starts a fresh one and nothing is owed. A 421 says the server is closing the connection (3.8): no RSET, the
   * connection is given up.
   */
  const refuse = (transaction: Open, step: Awaited, error: Error, reply: string) => {
    if (CLOSING.test(reply))
      afterRefusal = { end: smtpError('Server terminates connection', 'ECONNECTION', reply, step) };
    else if (step !== 'message') afterRefusal ??= 'reset';
    finish(transaction, error);
  };

  const afterOwedReplies = () => {
    if (awaited.length > 0 || !afterRefusal) return;
    if (afterRefusal !== 'reset') return giveUp(afterRefusal.end);
    awaited.push({ step: 'RSET' });
    socket.write('RSET\r\n');
  };

  const onReset = (reply: string) => {
    if (!reply.startsWith('250'))
      return giveUp(smtpError('Could not reset session state', 'EPROTOCOL', reply, 'RSET'));
    afterRefusal = undefined;
    reset();
  };

  const answer = (step: Awaited, current: Open, reply: string) => {
    const positive = reply.charCodeAt(0) === 0x32;
    switch (step) {
      case 'MAIL FROM':
        if (!positive) {
          const refusedUtf8 = current.utf8 && /^550 /.test(reply) && NON_ASCII.test(current.from);
          const message = refusedUtf8 ? 'Internationalized mailbox name not allowed' : 'Mail command failed';
          return refuse(current, step, smtpError(message, 'EENVELOPE', reply, 'MAIL FROM'), reply);
        }
        if (!pipelining) command(`RCPT TO:<${current.to}>`, 'RCPT TO', current);
        return;
      case 'RCPT TO':
        if (!positive) {
          const message = "Can't send mail - all recipients were rejected";
          return refuse(current, step, smtpError(message, 'EENVELOPE', reply, 'RCPT TO'), reply);
        }
        if (!pipelining) command('DATA', 'DATA', current);
        return;
      case 'DATA': {
        // Some servers answer DATA with 250 rather than 354; nodemailer accepts both.
        if (!positive && reply.charCodeAt(0) !== 0x33)
          return refuse(current, step, smtpError('Data command failed', 'EENVELOPE', reply, 'DATA'), reply);
        awaited.push({ step: 'message', transaction: current });
        // Nothing goes behind a message on a connection the server is closing.
        const after = pipelining && !afterRefusal ? next() : undefined;
        socket.cork();
        for (const piece of smtpDataSection(current.message)) socket.write(piece);
        if (after) socket.write(envelopeCommands(after));
        socket.uncork();
        return;
      }
      case 'message':
        if (positive) return finish(current);
        return refuse(current, step, smtpError('Message failed', 'EMESSAGE', reply, 'DATA'), reply);
    }
  };

  const onReply = (reply: string) => {
    const awaiting = awaited.shift();
    if (!awaiting) return giveUp(smtpError('Unexpected Response', 'EPROTOCOL', reply, 'CONN'));
    if (awaiting.step === 'RSET') return onReset(reply);
    // Replies to what was pipelined after a refused command answer a transaction that is already over.
    if (!awaiting.transaction.over) answer(awaiting.step, awaiting.transaction, reply);
    afterOwedReplies();
  };

  socket.on('data', (chunk: Buffer) => {
    if (ended) return;
    const text = remainder + chunk.toString('latin1');
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0 && !ended; end = text.indexOf('\n', start)) {
      const line = text.slice(start, text.charCodeAt(end - 1) === 0x0d ? end - 1 : end);
      start = end + 1;
      if (!line) continue;
      if (MULTILINE.test(line)) {
        multiline += `${line}\n`;
        continue;
      }
      const reply = multiline + line;
      multiline = '';
      onReply(reply);
    }
    remainder = text.slice(start);
  });

  const idle = () => open === 0 && awaited.length === 0 && !afterRefusal && !ended;

  return {
    get idle() {
      return idle();
    },
    send(envelope, message, done) {
      if (!idle()) {
        const busy = smtpError('Connection is busy with another message', 'ECONNECTION', undefined, 'API');
        return queueMicrotask(() => done(busy));
      }
      const transaction = begin({ envelope, message, done });
      if (!transaction) return;
      if (pipelining) return void socket.write(envelopeCommands(transaction));
      command(mailFrom(transaction), 'MAIL FROM', transaction);
    },
    quit() {
      if (ended) return;
      ended = true;
      if (!socket.destroyed && socket.writable) socket.write('QUIT\r\n');
    },
  };
};
