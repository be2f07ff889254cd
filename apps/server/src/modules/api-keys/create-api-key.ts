import type { ApiKeyRecord, CreateApiKeyRequest } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { hashToken, newToken } from '../auth/tokens';
import { toApiKeyRecord } from './api-key-record';
import { insertApiKey } from './api-keys.repository';

/** Keys start with this, so a leaked one is recognisable (and found by secret scanners) as a Sendwell key. */
export const API_KEY_PREFIX = 'sw_';
/** The prefix and this many characters of the key identify it in the list. */
const SHOWN_CHARACTERS = 8;

/** A new key of 256 random bits. Its text is answered once, here; only its hash is stored. */
export const createApiKey = async (db: Db, accountId: string, userId: string, request: CreateApiKeyRequest): Promise<ApiKeyRecord> => {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const row = await insertApiKey(db, {
    accountId,
    name: request.name,
    keyHash: hashToken(key),
    keyPrefix: key.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS),
    createdBy: userId,
  });
  return toApiKeyRecord(row, key);
};
