import type { Config } from '../../platform/config';
import type { BillingStore } from '../store-integration/store-admin-token';
import { createShopifyProvider, type ShopifyProvider } from './shopify-provider';

/** Where Shopify sends the owner back: the plans page, which asks the server to read the subscription's status. */
export const shopifyReturnUrl = (appUrl: string, paymentId: string): string =>
  `${appUrl}/app/settings/plans?shopifyPayment=${encodeURIComponent(paymentId)}`;

/** The Shopify adapter for one store, in test mode outside production. */
export const shopifyProviderFor = (config: Pick<Config, 'appUrl' | 'env' | 'shopifyAdminApiUrl'>, store: BillingStore): ShopifyProvider =>
  createShopifyProvider(store, {
    apiUrl: config.shopifyAdminApiUrl,
    returnUrl: (paymentId) => shopifyReturnUrl(config.appUrl, paymentId),
    test: config.env !== 'production',
  });
