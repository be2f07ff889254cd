import { WebhookMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { disconnectStoreConnections } from './store-integration.repository';

/** Refuses the store's webhooks from now on; what it sent stays. */
export const disconnectStore = async (db: Db, accountId: string): Promise<void> => {
  if ((await disconnectStoreConnections(db, accountId)) === 0) throw new NotFoundError(WebhookMessages.storeNotConnected);
};
