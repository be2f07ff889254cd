import { createSecretBox, type SecretBox } from '../../platform/secret-box';
import type { Db } from '../../db/database';
import { liveStoreConnection, storeConnectionByShopDomain } from './store-integration.repository';

/** The Admin API access token is sealed for its account, as sender credentials are. */
export const storeTokenBox = (secretKey: string): SecretBox => createSecretBox(secretKey, 'store-admin-access-token');

/** What Shopify billing needs of an account's store: where it is, how to call it, and how its webhooks are signed. */
export interface BillingStore {
  accountId: string;
  connectionId: number;
  shopDomain: string;
  accessToken: string;
  /** The secret the store's webhooks are signed with (the app's secret). */
  webhookSecret: string;
}

/** The live store integration's version and whether it can bill (spec 2 §4.4); null without one. */
export const storeBillingFacts = async (db: Db, accountId: string): Promise<{ integrationVersion: 1 | 2; canBill: boolean } | null> => {
  const row = await liveStoreConnection(db, accountId);
  return row ? { integrationVersion: row.integrationVersion, canBill: row.integrationVersion === 2 && row.sealedAdminToken !== null } : null;
};

const open = (secretKey: string, accountId: string, row: { id: number; shopDomain: string; sharedSecret: string; sealedAdminToken: string | null; integrationVersion: 1 | 2 }): BillingStore | undefined => {
  if (row.integrationVersion !== 2 || row.sealedAdminToken === null) return undefined;
  return {
    accountId,
    connectionId: row.id,
    shopDomain: row.shopDomain,
    accessToken: storeTokenBox(secretKey).open(row.sealedAdminToken, accountId),
    webhookSecret: row.sharedSecret,
  };
};

/** The account's live version 2 store that can bill, with its token opened; undefined otherwise. */
export const billingStoreOf = async (db: Db, secretKey: string, accountId: string): Promise<BillingStore | undefined> => {
  const row = await liveStoreConnection(db, accountId);
  return row && open(secretKey, accountId, row);
};

/** The live version 2 store a webhook's shop domain names; the domain proves nothing until its signature is checked. */
export const billingStoreByShopDomain = async (db: Db, secretKey: string, shopDomain: string): Promise<BillingStore | undefined> => {
  const row = await storeConnectionByShopDomain(db, shopDomain);
  return row && open(secretKey, row.accountId, row);
};
