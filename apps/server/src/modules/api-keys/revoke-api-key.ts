import { ApiKeyMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { revokeApiKeyRow } from './api-keys.repository';

/**
 * Revokes a key. Every call with a key reads the key's row, so a revoked key is refused from the next
 * request on, in every process; revoking twice is not an error.
 */
export const revokeApiKey = async (db: Db, accountId: string, keyId: number): Promise<{ keyId: number }> => {
  const row = await revokeApiKeyRow(db, accountId, keyId);
  if (!row) throw new NotFoundError(ApiKeyMessages.notFound);
  return { keyId: row.keyId };
};
