import type { ApiKeyRecord } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { toApiKeyRecord } from './api-key-record';
import { selectApiKeys } from './api-keys.repository';

export const listApiKeys = async (db: Db, accountId: string): Promise<ApiKeyRecord[]> =>
  (await selectApiKeys(db, accountId)).map((row) => toApiKeyRecord(row));
