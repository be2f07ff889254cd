import { DOMAIN_DELETION_MESSAGES, type DomainDeletionCancels } from '@sendwell/contracts';
import { domainOfEmail } from '@sendwell/domain';
import type { AppContext } from '../../../platform/context';
import { cancelCampaignsOfSenders } from '../../campaigns/campaigns.repository';
import { listSenderRows } from '../senders.repository';
import { senderDomainRowOrThrow } from './get-sender-domain';
import { deleteSenderDomainRow } from './sender-domains.repository';

/**
 * Spec 3 §4: the domain and its DKIM key go; as asked, the campaigns sent from the domain's addresses that
 * have not gone out, and its journeys' (triggered) campaigns, are cancelled with it, all or nothing.
 */
export const removeSenderDomain = async (
  ctx: AppContext,
  accountId: string,
  domainId: number,
  cancel: DomainDeletionCancels,
): Promise<{ message: string; campaignsCancelled: number; journeysCancelled: number }> => {
  const row = await senderDomainRowOrThrow(ctx, accountId, domainId);
  return ctx.db.transaction().execute(async (trx) => {
    const senderIds = (await listSenderRows(trx, accountId))
      .filter((sender) => domainOfEmail(sender.email) === row.domain)
      .map((sender) => sender.id);
    const campaignsCancelled =
      cancel === 'nothing' ? 0 : await cancelCampaignsOfSenders(trx, accountId, senderIds, 'bulk');
    const journeysCancelled =
      cancel === 'campaignsAndJourneys'
        ? await cancelCampaignsOfSenders(trx, accountId, senderIds, 'TRIGGERED')
        : 0;
    await deleteSenderDomainRow(trx, accountId, domainId);
    return { message: DOMAIN_DELETION_MESSAGES[cancel], campaignsCancelled, journeysCancelled };
  });
};
