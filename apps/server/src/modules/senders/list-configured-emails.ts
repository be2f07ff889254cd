import type { ConfiguredEmail } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { toConfiguredEmail } from './sender-record';
import { listSenderRows } from './senders.repository';

export const listConfiguredEmails = async (
  ctx: AppContext,
  accountId: string,
): Promise<ConfiguredEmail[]> => {
  const now = ctx.now();
  return (await listSenderRows(ctx.db, accountId)).map((row) => toConfiguredEmail(row, now));
};
