import type { ApiKeyRecord } from '@sendwell/contracts';
import type { ApiKeyRow } from './api-keys.repository';

/** A key as the list shows it: its prefix while live, blank once revoked (spec 3 §4). */
export const toApiKeyRecord = (row: ApiKeyRow, fullKey?: string): ApiKeyRecord => ({
  keyId: row.keyId,
  name: row.name,
  apiKey: row.revokedAt ? '' : (fullKey ?? `${row.keyPrefix}…`),
  createdOn: row.createdAt.toISOString(),
  lastUsedOn: row.lastUsedAt?.toISOString() ?? null,
  revokedOn: row.revokedAt?.toISOString() ?? null,
});
