import type { SenderSettings } from '@sendwell/contracts';
import type { ProviderApis } from '../../../platform/config';
import type { Mailer } from '../../../platform/mail';
import type { SenderSecrets } from '../sender-secrets';
import { createPostmarkTransport } from './postmark-transport';
import { createSendgridTransport } from './sendgrid-transport';
import type { SenderTransport } from './sender-transport';
import { regionalUrl } from './ses-api';
import { createSesTransport } from './ses-transport';
import { createSmtpSenderTransport, type SmtpSettings } from './smtp-transport';

export interface TransportOptions {
  /** The sender's account: our own delivery signs its mail with the account's key for the address's domain. */
  accountId: string;
  apis: ProviderApis;
  /** Sendwell's own delivery, for senders of kind 'sendwell'. */
  mailer: Mailer;
  timeoutMs: number;
}

/** A sender's settings without their secrets, and the secrets apart: how they are stored. */
export type StoredSettings = Omit<SenderSettings, 'password' | 'apiKey' | 'secretAccessKey' | 'serverToken'>;

/** Where an SMTP sender connects and signs in; undefined for the kinds that send through an API. */
export const smtpSettingsOf = (
  settings: SenderSettings,
  secrets: SenderSecrets,
  apis: ProviderApis,
): SmtpSettings | undefined => {
  if (settings.kind === 'customSMTP') return { ...settings, password: secrets.password };
  if (settings.kind === 'sesSmtp')
    return {
      host: regionalUrl(apis.sesSmtpHost, settings.region),
      port: 587,
      tls: 'starttls',
      user: settings.user,
      password: secrets.password,
      allowSelfSigned: false,
      maxConnections: settings.maxConnections,
      maxMessagesPerConnection: settings.maxMessagesPerConnection,
    };
  return undefined;
};

/** The transport of one sender, from its settings and its opened secrets. */
export const createSenderTransport = (
  settings: SenderSettings,
  secrets: SenderSecrets,
  options: TransportOptions,
): SenderTransport => {
  const identity = { email: settings.email, name: settings.name };
  switch (settings.kind) {
    case 'sendwell':
      return {
        check: async () => {},
        deliver: (_id, message) =>
          options.mailer.send({
            ...message,
            sender: { accountId: options.accountId, address: identity.email, name: identity.name },
          }),
      };
    case 'customSMTP':
    case 'sesSmtp':
      return createSmtpSenderTransport(smtpSettingsOf(settings, secrets, options.apis)!, identity, options.timeoutMs);
    case 'sendgrid':
      return createSendgridTransport(
        options.apis.sendgrid,
        secrets.apiKey ?? '',
        identity,
        options.timeoutMs,
      );
    case 'ses':
      return createSesTransport(
        regionalUrl(options.apis.ses, settings.region),
        {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: secrets.secretAccessKey ?? '',
          region: settings.region,
        },
        identity,
        options.timeoutMs,
        (region) => regionalUrl(options.apis.sns, region),
      );
    case 'postmark':
      return createPostmarkTransport(
        options.apis.postmark,
        secrets.serverToken ?? '',
        identity,
        options.timeoutMs,
      );
  }
};
