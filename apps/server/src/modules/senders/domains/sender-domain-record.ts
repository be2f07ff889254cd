import type { DnsRecord, SenderDomainDetail, SenderDomainSummary } from '@sendwell/contracts';
import { senderDomainRecords, senderDomainStatus, type ExpectedRecord } from '@sendwell/domain';
import type { SendingDomainConfig } from '../../../platform/config';
import type { SenderDomainRow } from './sender-domains.repository';

/** The records the domain needs now: its key's, and those our own delivery's settings ask for. */
export const expectedRecordsOf = (row: SenderDomainRow, config: SendingDomainConfig): ExpectedRecord[] =>
  senderDomainRecords({
    domain: row.domain,
    selector: row.selector,
    publicKey: row.publicKey,
    spfInclude: config.spfInclude,
    returnPathHost: config.returnPathHost,
  });

/**
 * The records the domain needs now, each with what the last check found. A record whose expected value has
 * changed since (another bounce host configured, say) counts as not checked.
 */
export const recordsOf = (row: SenderDomainRow, config: SendingDomainConfig): DnsRecord[] =>
  expectedRecordsOf(row, config).map((record) => {
    const check = row.checks.find((item) => item.kind === record.kind && item.expected === record.value);
    return { ...record, status: check?.status ?? 'notChecked', found: check?.found ?? null };
  });

export const toSenderDomainSummary = (
  row: SenderDomainRow,
  config: SendingDomainConfig,
): SenderDomainSummary => ({
  id: row.id,
  domain: row.domain,
  status: senderDomainStatus(recordsOf(row, config).map((record) => record.status)),
  checkedOn: row.checkedAt?.toISOString() ?? null,
  createdOn: row.createdAt.toISOString(),
});

export const toSenderDomainDetail = (
  row: SenderDomainRow,
  config: SendingDomainConfig,
): SenderDomainDetail => {
  const records = recordsOf(row, config);
  return {
    ...toSenderDomainSummary(row, config),
    selector: row.selector,
    records,
  };
};
