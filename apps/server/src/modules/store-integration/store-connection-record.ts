import type { StoreConnection } from '@sendwell/contracts';
import type { StoreConnectionRow } from './store-integration.repository';

const HINT_CHARACTERS = 4;

export const storeWebhookUrl = (appUrl: string, token: string): string => `${appUrl}/api/webhooks/store/${token}`;

/** A connection as settings show it: never the secret, only its last characters. */
export const toStoreConnection = (appUrl: string, row: StoreConnectionRow): StoreConnection => ({
  id: row.id,
  platform: 'shopify',
  shopDomain: row.shopDomain,
  integrationVersion: row.integrationVersion,
  webhookUrl: storeWebhookUrl(appUrl, row.webhookToken),
  secretHint: `••••${row.sharedSecret.slice(-HINT_CHARACTERS)}`,
  connectedOn: row.createdAt.toISOString(),
  lastEventOn: row.lastEventAt?.toISOString() ?? null,
  billingEnabled: row.integrationVersion === 2 && row.sealedAdminToken !== null,
});
