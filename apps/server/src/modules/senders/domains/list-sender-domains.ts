import type { SenderDomainSummary } from '@sendwell/contracts';
import { domainOfEmail } from '@sendwell/domain';
import type { AppContext } from '../../../platform/context';
import { toSenderDomainSummary } from './sender-domain-record';
import { listSenderDomainRows, senderAddressDomains } from './sender-domains.repository';

/** The account's sending domains, and the domains its senders' addresses use that are not added yet. */
export const listSenderDomains = async (
  ctx: AppContext,
  accountId: string,
): Promise<{ data: SenderDomainSummary[]; suggestions: string[] }> => {
  const rows = await listSenderDomainRows(ctx.db, accountId);
  const added = new Set(rows.map((row) => row.domain));
  const suggestions = new Set<string>();
  for (const part of await senderAddressDomains(ctx.db, accountId)) {
    const domain = domainOfEmail(`x@${part}`);
    if (domain !== undefined && !added.has(domain)) suggestions.add(domain);
  }
  return {
    data: rows.map((row) => toSenderDomainSummary(row, ctx.config.sendingDomains)),
    suggestions: [...suggestions].sort(),
  };
};
