import type { DnsRecordStatus, SenderDomainStatus } from '@sendwell/contracts';

export const DOMAIN_STATUS_LABELS: Record<SenderDomainStatus, string> = {
  notChecked: 'Not checked yet',
  verified: 'Verified',
  notVerified: 'Not verified',
};

export const RECORD_STATUS_LABELS: Record<DnsRecordStatus, string> = {
  notChecked: 'Not checked yet',
  verified: 'Verified',
  notFound: 'Not found',
  wrongValue: 'Wrong value',
};
