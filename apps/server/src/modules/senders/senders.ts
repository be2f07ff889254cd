import type { SenderKind } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { findSenderRow, senderEmailRows, senderExistsRow } from './senders.repository';

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
