import { SENDER_CONNECT_TIMEOUT_MS, SenderSettings, type SenderKind } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { storedSecrets } from './sender-write';
import { findSenderRow, sealedSecretsOf, senderEmailRows, senderExistsRow } from './senders.repository';
import { createSenderTransport } from './transports/create-sender-transport';
import type { SenderTransport } from './transports/sender-transport';

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

/**
 * The transport mail from a sender goes out through, with its stored secrets opened; undefined when there is
 * no such sender or its stored settings no longer read as its kind's.
 */
export const senderTransportOf = async (
  ctx: AppContext,
  accountId: string,
  senderId: number,
): Promise<SenderTransport | undefined> => {
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
  return createSenderTransport(settings.data, secrets, {
    accountId,
    apis: ctx.config.providerApis,
    mailer: ctx.mailer,
    timeoutMs: SENDER_CONNECT_TIMEOUT_MS,
  });
};
