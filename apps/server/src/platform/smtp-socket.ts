import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { createConnection, type Socket } from 'node:net';

/** The connection settings nodemailer hands its getSocket hook (its own options, a URL already read). */
interface SocketOptions {
  host?: string | undefined;
  port?: number | string | undefined;
  secure?: boolean | undefined;
  localAddress?: string | undefined;
  connectionTimeout?: number | undefined;
}

/** nodemailer's own time limit for a connection to open, when its options set none. */
const CONNECTION_TIMEOUT_MS = 2 * 60 * 1000;

/**
 * nodemailer's `getSocket` hook: opens the TCP connection to the SMTP server with Nagle's algorithm off. nodemailer
 * writes each command and each message's last bytes as small writes and waits for the answer; with Nagle's
 * algorithm on, a small write waits for the peer's delayed acknowledgement (tens of milliseconds) on every
 * message. nodemailer never turns it off on the sockets it opens itself, and a socket handed over unconnected
 * does not help, so the hook connects and hands over the open socket: nodemailer then starts TLS over it itself
 * (from the first byte for `secure`, or on STARTTLS), signs in and applies its greeting and socket time limits as
 * on its own sockets. The port and host default as nodemailer's do. A connection that fails or does not open in time
 * is left to nodemailer: it connects again itself and fails as it always does (its pool only recovers from a
 * failure of its own connection, and its errors are what describeSmtpFailure reads), so an unreachable server is
 * reported the same way, after up to twice the connection timeout.
 */
export const noDelaySocket = (
  options: SocketOptions,
  callback: (error: null, socketOptions?: { connection: Socket }) => void,
): void => {
  const secure = options.secure ?? Number(options.port) === 465;
  const socket = createConnection({
    host: options.host || 'localhost',
    port: Number(options.port) || (secure ? 465 : 587),
    noDelay: true,
    keepAlive: true,
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  });
  let settled = false;
  const failed = () => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    socket.destroy();
    callback(null);
  };
  const timer = setTimeout(failed, options.connectionTimeout || CONNECTION_TIMEOUT_MS);
  socket.once('error', failed);
  socket.once('connect', () => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    socket.off('error', failed);
    callback(null, { connection: socket });
  });
};

/**
 * The connection options an SMTP URL (SMTP_URL) stands for. nodemailer reads a URL given as `url` in place of
 * every other option, `getSocket` included, so a URL is read into options first and the hook added to those.
 */
export const smtpUrlOptions = (url: string): SMTPTransport.Options =>
  nodemailer.createTransport(url).options as SMTPTransport.Options;
