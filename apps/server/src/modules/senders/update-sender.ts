import { SenderMessages, type SenderSettings } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { senderWrite } from './sender-write';
import {
  findSenderRow,
  sealedSecretsOf,
  senderIdByEmail,
  updateSender as writeSender,
} from './senders.repository';

/** A secret left out keeps the stored one; a new address must be confirmed again. */
export const updateSender = async (
  ctx: AppContext,
  accountId: string,
  senderId: number,
  settings: SenderSettings,
): Promise<{ id: number }> => {
  const row = await findSenderRow(ctx.db, accountId, senderId);
  if (!row) throw new NotFoundError(SenderMessages.notFound);
  const owner = await senderIdByEmail(ctx.db, accountId, settings.email);
  if (owner !== undefined && owner !== senderId)
    throw new BadRequestError(SenderMessages.emailTaken, { email: SenderMessages.emailTaken });
  const write = senderWrite(ctx, accountId, settings, await sealedSecretsOf(ctx.db, accountId, senderId));
  await writeSender(
    ctx.db,
    accountId,
    senderId,
    write,
    row.email.toLowerCase() !== settings.email.toLowerCase(),
  );
  return { id: senderId };
};
