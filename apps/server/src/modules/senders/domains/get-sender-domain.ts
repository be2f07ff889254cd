import { SenderDomainMessages, type SenderDomainDetail } from '@sendwell/contracts';
import type { AppContext } from '../../../platform/context';
import { NotFoundError } from '../../../platform/errors';
import { toSenderDomainDetail } from './sender-domain-record';
import { findSenderDomainRow, type SenderDomainRow } from './sender-domains.repository';

export const senderDomainRowOrThrow = async (
  ctx: AppContext,
  accountId: string,
  domainId: number,
): Promise<SenderDomainRow> => {
  const row = await findSenderDomainRow(ctx.db, accountId, domainId);
  if (!row) throw new NotFoundError(SenderDomainMessages.notFound);
  return row;
};

export const getSenderDomain = async (
  ctx: AppContext,
  accountId: string,
  domainId: number,
): Promise<SenderDomainDetail> =>
  toSenderDomainDetail(await senderDomainRowOrThrow(ctx, accountId, domainId), ctx.config.sendingDomains);
