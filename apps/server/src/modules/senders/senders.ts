import {
  SENDER_CONNECT_TIMEOUT_MS,
  SenderMessages,
  SenderSettings,
  type SenderKind,
} from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { missingSecret, type SenderSecrets } from './sender-secrets';
import { storedSecrets } from './sender-write';
import { findSenderRow, sealedSecretsOf, senderEmailRows, senderExistsRow } from './senders.repository';
import { createSenderTransport } from './transports/create-sender-transport';
import {
  ConnectionProblem,
  type ProviderWebhooks,
  type SenderTransport,
} from './transports/sender-transport';

export type { ProviderWebhooks } from './transports/sender-transport';

/** What other areas may read of senders: whether one exists in the account, and the addresses mail can come from. */
export const senderExists = async (db: Db, accountId: string, senderId: number): Promise<boolean> =>
  (await senderExistsRow(db, accountId, senderId)) !== undefined;

/** Sender addresses by address; with `includeUnverified` false, only those confirmed. */
export const senderEmails = (
  db: Db,
  accountId: string,
  includeUnverified: boolean,
): Promise<{ id: number; emailId: string; name: string }[]> =>
  senderEmailRows(db, accountId, includeUnverified);

/** The provider kind of a sender in the account, or undefined when there is no such sender. */
export const senderKindOf = async (
  db: Db,
  accountId: string,
  senderId: number,
): Promise<SenderKind | undefined> => (await findSenderRow(db, accountId, senderId))?.kind;

/** A sender's settings and opened secrets; undefined when there is no such sender or they no longer read as its kind's. */
export const openSender = async (
  ctx: AppContext,
  accountId: string,
  senderId: number,
): Promise<{ settings: SenderSettings; secrets: SenderSecrets } | undefined> => {
  const row = await findSenderRow(ctx.db, accountId, senderId);
  if (!row) return undefined;
  const settings = SenderSettings.safeParse({
    ...row.settings,
    kind: row.kind,
    email: row.email,
    name: row.name,
  });
  if (!settings.success) return undefined;
  const secrets = storedSecrets(ctx, accountId, await sealedSecretsOf(ctx.db, accountId, senderId));
  return { settings: settings.data, secrets };
};

const transportOf = (
  ctx: AppContext,
  accountId: string,
  opened: { settings: SenderSettings; secrets: SenderSecrets },
) =>
  createSenderTransport(opened.settings, opened.secrets, {
    accountId,
    apis: ctx.config.providerApis,
    mailer: ctx.mailer,
    timeoutMs: SENDER_CONNECT_TIMEOUT_MS,
  });

/**
 * The transport mail from a sender goes out through, with its stored secrets opened; undefined when there is
 * no such sender or its stored settings no longer read as its kind's.
 */
export const senderTransportOf = async (
  ctx: AppContext,
  accountId: string,
  senderId: number,
): Promise<SenderTransport | undefined> => {
  const opened = await openSender(ctx, accountId, senderId);
  return opened && transportOf(ctx, accountId, opened);
};

/**
 * The event webhooks a sender's provider has set up, asked through its API with the sender's stored
 * credentials; 'no api' for senders whose provider has none to ask (SMTP), or a problem in plain words.
 */
export const readProviderWebhooks = async (
  ctx: AppContext,
  accountId: string,
  senderId: number,
): Promise<{ found: ProviderWebhooks } | { problem: string } | 'no api'> => {
  const opened = await openSender(ctx, accountId, senderId);
  if (!opened) return { problem: SenderMessages.settingsUnreadable };
  const transport = transportOf(ctx, accountId, opened);
  if (!transport.eventWebhooks) return 'no api';
  // Without its credential the provider would only refuse; say so without asking it.
  if (missingSecret(opened.settings.kind, opened.secrets))
    return { problem: SenderMessages.settingsUnreadable };
  try {
    return { found: await transport.eventWebhooks() };
  } catch (error) {
    if (error instanceof ConnectionProblem) return { problem: error.message };
    throw error;
  }
};
