import type { SenderRecord } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { verifiedWebhookSenderIds } from '../sending-events/sender-webhooks';
import { toSenderRecord } from './sender-record';
import { listSenderRows } from './senders.repository';

export const listSenders = async (ctx: AppContext, accountId: string): Promise<SenderRecord[]> => {
  const [rows, verified] = await Promise.all([
    listSenderRows(ctx.db, accountId),
    verifiedWebhookSenderIds(ctx.db, accountId),
  ]);
  const now = ctx.now();
  return rows.map((row) => toSenderRecord(row, now, verified.has(row.id)));
};
