import { STORE_EVENTS_SHOWN, type StoreWebhookReceipt } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { latestStoreReceipts } from './store-integration.repository';

export const listStoreEvents = async (db: Db, accountId: string): Promise<StoreWebhookReceipt[]> =>
  (await latestStoreReceipts(db, accountId, STORE_EVENTS_SHOWN)).map(({ receivedAt, ...receipt }) => ({ ...receipt, receivedOn: receivedAt.toISOString() }));
