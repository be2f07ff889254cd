import { SenderMessages, type SenderSettings } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import { withPlanRoomFor } from '../billing/plan-limits';
import { senderWrite } from './sender-write';
import { insertSender, senderIdByEmail } from './senders.repository';

/** A new sender starts NOT_VERIFIED: campaigns may use it once its address is confirmed. */
export const addSender = async (
  ctx: AppContext,
  accountId: string,
  settings: SenderSettings,
): Promise<{ id: number }> => {
  if ((await senderIdByEmail(ctx.db, accountId, settings.email)) !== undefined) {
    throw new BadRequestError(SenderMessages.emailTaken, { email: SenderMessages.emailTaken });
  }
  const sender = senderWrite(ctx, accountId, settings, null);
  const id = await withPlanRoomFor(ctx.db, accountId, 'senderEmails', ctx.now(), (trx) =>
    insertSender(trx, accountId, sender),
  );
  return { id };
};
