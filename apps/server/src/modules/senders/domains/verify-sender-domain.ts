import type { SenderDomainDetail } from '@sendwell/contracts';
import { judgeRecord } from '@sendwell/domain';
import type { AppContext } from '../../../platform/context';
import type { DomainRecordCheck } from '../senders.tables';
import { createDnsLookup } from './dns-lookup';
import { getSenderDomain, senderDomainRowOrThrow } from './get-sender-domain';
import { expectedRecordsOf } from './sender-domain-record';
import { saveDomainChecks } from './sender-domains.repository';

/**
 * Looks every record up and keeps what was found. When DNS itself fails (no answer in time, server failure)
 * the error says so and the last check stays as it was: a half-checked domain is never saved.
 */
export const verifySenderDomain = async (
  ctx: AppContext,
  accountId: string,
  domainId: number,
): Promise<SenderDomainDetail> => {
  const row = await senderDomainRowOrThrow(ctx, accountId, domainId);
  const expected = expectedRecordsOf(row, ctx.config.sendingDomains);
  const lookup = createDnsLookup(ctx.config.sendingDomains);
  const answers = await Promise.all(expected.map((record) => lookup(record.type, record.host)));
  const checks: DomainRecordCheck[] = expected.map((record, index) => ({
    kind: record.kind,
    expected: record.value,
    ...judgeRecord(record, answers[index] ?? []),
  }));
  await saveDomainChecks(ctx.db, accountId, domainId, checks, ctx.now());
  return getSenderDomain(ctx, accountId, domainId);
};
