import nodemailer from 'nodemailer';
import type { SmtpTlsMode } from '@sendwell/contracts';
import { noDelaySocket } from '../../../platform/smtp-socket';
import { ConnectionProblem, fromHeader, type SenderIdentity, type SenderTransport } from './sender-transport';

export interface SmtpSettings {
  host: string;
  port: number;
  tls: SmtpTlsMode;
  user: string;
  password?: string | undefined;
  allowSelfSigned: boolean;
  /** Connections a campaign's send run keeps open at once; the engine's default when unset. */
  maxConnections?: number | undefined;
  /** Messages over one connection before a new one is opened; the engine's default when unset. */
  maxMessagesPerConnection?: number | undefined;
}

const SELF_SIGNED = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
]);

const codeOf = (error: unknown, key: 'code' | 'responseCode'): string | number | undefined => {
  if (typeof error !== 'object' || error === null || !(key in error)) return undefined;
  const value: unknown = (error as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
};

/** Node's TLS and socket errors, wherever nodemailer nests them. */
const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (
    let current = error, depth = 0;
    typeof current === 'object' && current !== null && depth < 5;
    depth++
  ) {
    chain.push(current);
    current = 'cause' in current ? current.cause : undefined;
  }
  return chain;
};

/**
 * What went wrong, in words a marketer can act on. Built from error codes only: a server's reply or an
 * error's own message might echo what was sent, and the password must never reach an answer or a log.
 */
export const describeSmtpFailure = (error: unknown, settings: SmtpSettings, timeoutMs: number): string => {
  const codes = causes(error).map((item) => codeOf(item, 'code'));
  const message = causes(error)
    .map((item) => (item instanceof Error ? item.message : ''))
    .join(' ');
  const where = `${settings.host}:${settings.port}`;
  if (
    codes.some((code) => typeof code === 'string' && SELF_SIGNED.has(code)) ||
    /self[- ]signed/i.test(message)
  ) {
    return `The SMTP server at ${where} uses a self-signed certificate. Turn on "Allow self-signed certificate" only if you trust this server.`;
  }
  if (codes.includes('CERT_HAS_EXPIRED')) return `The SMTP server's certificate at ${where} has expired.`;
  if (codes.includes('ERR_TLS_CERT_ALTNAME_INVALID'))
    return `The SMTP server's certificate does not match the host name ${settings.host}.`;
  if (codes.includes('EAUTH')) {
    return codeOf(error, 'responseCode') === 530 || /no auth|authentication not/i.test(message)
      ? `The SMTP server at ${where} does not accept sign-in. Check the user name, or leave it empty if the server needs none.`
      : 'The SMTP server refused the user name or password. Check them and try again.';
  }
  if (codes.includes('ETIMEDOUT'))
    return `The SMTP host ${where} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Check the host and port, and that a firewall lets the connection through.`;
  const has = (code: string): boolean => codes.includes(code) || message.includes(code);
  if (has('ECONNREFUSED')) return `Nothing at ${where} accepts connections. Check the host and port.`;
  if (has('ENOTFOUND') || has('EAI_AGAIN'))
    return `No host is known by the name ${settings.host}. Check the spelling.`;
  if (codes.includes('ETLS') || /STARTTLS/i.test(message))
    return `The SMTP server at ${where} does not offer STARTTLS. Choose another TLS mode.`;
  if (codes.includes('ESOCKET') && /wrong version number|packet length too long|ssl/i.test(message)) {
    return `The SMTP server at ${where} does not speak TLS on this port. Choose STARTTLS or no TLS, or the server's TLS port.`;
  }
  if (codes.includes('ECONNRESET') || codes.includes('ESOCKET') || codes.includes('ECONNECTION'))
    return `The SMTP server at ${where} closed the connection. Check the port and TLS mode.`;
  return `Could not connect to the SMTP server at ${where}.`;
};

/**
 * How nodemailer connects to a sender's SMTP server: host, TLS mode, sign-in and time limits, over sockets with
 * Nagle's algorithm off (platform/smtp-socket.ts).
 */
export const smtpConnectionOptions = (settings: SmtpSettings, timeoutMs: number) => ({
  host: settings.host,
  port: settings.port,
  secure: settings.tls === 'tls',
  requireTLS: settings.tls === 'starttls',
  ignoreTLS: settings.tls === 'none',
  ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
  tls: { rejectUnauthorized: !settings.allowSelfSigned },
  connectionTimeout: timeoutMs,
  greetingTimeout: timeoutMs,
  socketTimeout: timeoutMs,
  logger: false,
  debug: false,
  getSocket: noDelaySocket,
});

export const createSmtpSenderTransport = (
  settings: SmtpSettings,
  identity: SenderIdentity,
  timeoutMs: number,
): SenderTransport => {
  const transporter = nodemailer.createTransport(smtpConnectionOptions(settings, timeoutMs));
  return {
    async check() {
      try {
        await transporter.verify();
      } catch (error) {
        throw new ConnectionProblem(describeSmtpFailure(error, settings, timeoutMs));
      } finally {
        transporter.close();
      }
    },
    async deliver(id, message) {
      try {
        await transporter.sendMail({
          from: fromHeader(identity),
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
          messageId: `<${id}@sendwell>`,
        });
      } catch (error) {
        throw new ConnectionProblem(describeSmtpFailure(error, settings, timeoutMs));
      }
    },
  };
};
