import type { Db } from '../../db/database';
import { liveStoreConnection } from '../store-integration/store-integration.repository';
import { hasStoreData } from './segment-lookups.repository';

/**
 * The store integration version the builder offers filters for: the connected store's, else 2 when store
 * events or a store list exist without a live connection (imported or loaded data), else none.
 */
export const getStoreIntegrationVersion = async (db: Db, accountId: string): Promise<1 | 2 | null> => {
  const connection = await liveStoreConnection(db, accountId);
  if (connection) return connection.integrationVersion;
  return (await hasStoreData(db, accountId)) ? 2 : null;
};
