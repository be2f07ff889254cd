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

export interface SmtpSession {
  /**
   * One message to one address; `done` is called once, with nodemailer's error when the server refuses it. After a
   * refusal the session may still be waiting for replies to commands it pipelined: close the connection.
   */
  send(envelope: { from: string; to: string }, message: Buffer, done: (error?: Error) => void): void;
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
 */
export const takeOverSmtpSession = (
  connection: SMTPConnection,
  broken: (error: Error) => void,
): SmtpSession => {
  const internals = connection as unknown as ConnectionInternals;
  const socket = internals._socket;
  const extensions = internals._supportedExtensions;
  if (!socket || typeof internals._onSocketData !== 'function' || !Array.isArray(extensions))
    throw new Error("nodemailer's SMTPConnection no longer keeps its socket as the SMTP pool expects");
  if (!socket.listeners('data').includes(internals._onSocketData))
    throw new Error("nodemailer's SMTPConnection no longer reads its socket as the SMTP pool expects");
  socket.removeListener('data', internals._onSocketData);
  return smtpSession(socket, extensions.includes('PIPELINING'), extensions.includes('SMTPUTF8'), broken);
};

const smtpSession = (
  socket: Socket,
  pipelining: boolean,
  smtpUtf8: boolean,
  broken: (error: Error) => void,
): SmtpSession => {
  const awaited: Awaited[] = [];
  let transaction:
    { from: string; to: string; utf8: boolean; message: Buffer; done: (error?: Error) => void } | undefined;
  let quitting = false;
  let remainder = '';
  let multiline = '';

  const finish = (error?: Error) => {
    const done = transaction?.done;
    transaction = undefined;
    done?.(error);
  };

  const command = (line: string, reply: Awaited) => {
    awaited.push(reply);
    socket.write(`${line}\r\n`);
  };

  const onReply = (reply: string) => {
    const step = awaited.shift();
    if (!step) return broken(smtpError('Unexpected Response', 'EPROTOCOL', reply, 'CONN'));
    // Replies to what was pipelined after a refused command answer a transaction that is already over.
    const current = transaction;
    if (!current) return;
    const positive = reply.charCodeAt(0) === 0x32;
    switch (step) {
      case 'MAIL FROM':
        if (!positive) {
          const refusedUtf8 = current.utf8 && /^550 /.test(reply) && NON_ASCII.test(current.from);
          const message = refusedUtf8 ? 'Internationalized mailbox name not allowed' : 'Mail command failed';
          return finish(smtpError(message, 'EENVELOPE', reply, 'MAIL FROM'));
        }
        if (!pipelining) command(`RCPT TO:<${current.to}>`, 'RCPT TO');
        return;
      case 'RCPT TO':
        if (!positive)
          return finish(
            smtpError("Can't send mail - all recipients were rejected", 'EENVELOPE', reply, 'RCPT TO'),
          );
        if (!pipelining) command('DATA', 'DATA');
        return;
      case 'DATA': {
        // Some servers answer DATA with 250 rather than 354; nodemailer accepts both.
        if (!positive && reply.charCodeAt(0) !== 0x33)
          return finish(smtpError('Data command failed', 'EENVELOPE', reply, 'DATA'));
        awaited.push('message');
        socket.cork();
        for (const piece of smtpDataSection(current.message)) socket.write(piece);
        socket.uncork();
        return;
      }
      case 'message':
        return finish(positive ? undefined : smtpError('Message failed', 'EMESSAGE', reply, 'DATA'));
    }
  };

  socket.on('data', (chunk: Buffer) => {
    if (quitting) return;
    const text = remainder + chunk.toString('latin1');
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
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

  return {
    send(envelope, message, done) {
      const from = envelope.from.trim();
      const to = envelope.to.trim();
      // As nodemailer checks them: a line end in an address would be a command of its own.
      const invalid = /[\r\n<>]/.test(from)
        ? smtpError(`Invalid sender ${JSON.stringify(from)}`, 'EENVELOPE', undefined, 'API')
        : !to || /[\r\n<>]/.test(to)
          ? smtpError(`Invalid recipient ${JSON.stringify(to)}`, 'EENVELOPE', undefined, 'API')
          : transaction || awaited.length > 0
            ? smtpError('Connection is busy with another message', 'ECONNECTION', undefined, 'API')
            : undefined;
      if (invalid) return queueMicrotask(() => done(invalid));
      const utf8 = smtpUtf8 && (NON_ASCII.test(from) || NON_ASCII.test(to));
      transaction = { from, to, utf8, message, done };
      const mail = `MAIL FROM:<${from}>${utf8 ? ' SMTPUTF8' : ''}`;
      if (!pipelining) return command(mail, 'MAIL FROM');
      awaited.push('MAIL FROM', 'RCPT TO', 'DATA');
      socket.write(`${mail}\r\nRCPT TO:<${to}>\r\nDATA\r\n`);
    },
    quit() {
      if (quitting) return;
      quitting = true;
      if (!socket.destroyed && socket.writable) socket.write('QUIT\r\n');
    },
  };
};
