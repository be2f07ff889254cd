import type { Db } from '../../db/database';
import { deleteSenderWebhook, verifiedWebhookSenderIdRows } from './sending-events.repository';

/** What the senders area reads of webhooks: which senders' webhooks are verified. */
export const verifiedWebhookSenderIds = async (db: Db, accountId: string): Promise<Set<number>> =>
  new Set((await verifiedWebhookSenderIdRows(db, accountId)).map((row) => row.senderId));

/** A deleted sender's webhook address stops working. */
export const forgetSenderWebhook = (db: Db, accountId: string, senderId: number): Promise<void> =>
  deleteSenderWebhook(db, accountId, senderId);
