import type { Db } from '../../db/database';

export interface ApiKeyRow {
  keyId: number;
  name: string;
  keyPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const columns = [
  'id as keyId',
  'name',
  'key_prefix as keyPrefix',
  'created_at as createdAt',
  'last_used_at as lastUsedAt',
  'revoked_at as revokedAt',
] as const;

export const insertApiKey = (db: Db, key: { accountId: string; name: string; keyHash: string; keyPrefix: string; createdBy: string }): Promise<ApiKeyRow> =>
  db
    .insertInto('api_keys')
    .values({ account_id: key.accountId, name: key.name, key_hash: key.keyHash, key_prefix: key.keyPrefix, created_by: key.createdBy, last_used_at: null, revoked_at: null })
    .returning(columns)
    .executeTakeFirstOrThrow();

export const selectApiKeys = (db: Db, accountId: string): Promise<ApiKeyRow[]> =>
  db.selectFrom('api_keys').select(columns).where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();

/** Revokes the key unless it already is; answers the key either way, or undefined when the account has no such key. */
export const revokeApiKeyRow = async (db: Db, accountId: string, keyId: number): Promise<ApiKeyRow | undefined> => {
  const revoked = await db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .returning(columns)
    .executeTakeFirst();
  return revoked ?? db.selectFrom('api_keys').select(columns).where('account_id', '=', accountId).where('id', '=', keyId).executeTakeFirst();
};

/** A live (not revoked) key by the hash of its text. */
export const findLiveApiKey = (db: Db, keyHash: string) =>
  db
    .selectFrom('api_keys')
    .select(['account_id as accountId', 'id as keyId', 'requests_per_minute as requestsPerMinute'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

export const markApiKeyUsed = async (db: Db, accountId: string, keyId: number, at: Date): Promise<void> => {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('account_id', '=', accountId).where('id', '=', keyId).execute();
};
