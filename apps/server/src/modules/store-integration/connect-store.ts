import type { StoreConnection, StoreIntegrationVersion } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { newToken } from '../auth/tokens';
import { findClashingName, insertList } from '../lists/lists.repository';
import { storeTokenBox } from './store-admin-token';
import { toStoreConnection } from './store-connection-record';
import { disconnectStoreConnections, insertStoreConnection, storeListOf } from './store-integration.repository';

const STORE_LIST_NAME = 'Store contacts';

/** The list store customers join; made once, kept across reconnections. */
const ensureStoreList = async (db: Db, accountId: string, shopDomain: string): Promise<number> => {
  const existing = await storeListOf(db, accountId);
  if (existing !== undefined) return existing;
  const name = (await findClashingName(db, accountId, STORE_LIST_NAME)) ? `${STORE_LIST_NAME} (${shopDomain})` : STORE_LIST_NAME;
  return insertList(db, { accountId, name, type: 'shopify', source: 'shopify' });
};

/**
 * Connects a store: its webhooks are signed with the shared secret given here. A new webhook address is
 * made each time, so an earlier connection's address stops working at once.
 */
export const connectStore = (
  db: Db,
  { appUrl, secretKey }: { appUrl: string; secretKey: string },
  accountId: string,
  { adminAccessToken, ...request }: { shopDomain: string; sharedSecret: string; integrationVersion: StoreIntegrationVersion; adminAccessToken?: string | undefined },
): Promise<StoreConnection> =>
  db.transaction().execute(async (trx) => {
    await disconnectStoreConnections(trx, accountId);
    const listId = await ensureStoreList(trx, accountId, request.shopDomain);
    // Only a version 2 integration bills through the store, so only its token is kept.
    const sealedAdminToken = adminAccessToken && request.integrationVersion === 2 ? storeTokenBox(secretKey).seal(adminAccessToken, accountId) : null;
    const row = await insertStoreConnection(trx, { accountId, ...request, webhookToken: newToken(), listId, sealedAdminToken });
    return toStoreConnection(appUrl, row);
  });
