import { SenderVerificationStatus, type ConfiguredEmail, type SenderRecord } from '@sendwell/contracts';
import type { SenderRow } from './senders.repository';

/**
 * The status a sender shows: a link mailed and left unopened past its expiry reads NOT_VERIFIED, so the
 * re-check tells the member to send another.
 */
export const statusOf = (
  row: Pick<SenderRow, 'status' | 'verificationExpiresAt'>,
  now: Date,
): SenderVerificationStatus => {
  const status = SenderVerificationStatus.catch('NOT_VERIFIED').parse(row.status);
  if (status === 'WAITING' && row.verificationExpiresAt !== null && row.verificationExpiresAt <= now)
    return 'NOT_VERIFIED';
  return status;
};

/** Never holds a secret: only the names of those set. */
export const toSenderRecord = (row: SenderRow, now: Date, webhookVerified: boolean): SenderRecord => ({
  id: row.id,
  kind: row.kind,
  email: row.email,
  name: row.name,
  status: statusOf(row, now),
  settings: row.settings,
  secretsSet: row.secretNames,
  webhookVerified,
  createdOn: row.createdAt.toISOString(),
});

export const toConfiguredEmail = (row: SenderRow, now: Date): ConfiguredEmail => ({
  id: row.id,
  email: row.email,
  name: row.name,
  kind: row.kind,
  status: statusOf(row, now),
});
