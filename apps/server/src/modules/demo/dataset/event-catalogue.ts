import type { DatasetEventDefinition } from './dataset-files';

/**
 * The events of the dataset. Store events use the store integration's version 2 keys as names (Placed
 * Order is orderPlaced, ...) with source 'shopify'; list-valued properties hold arrays of strings.
 */
export const STORE_EVENT_NAMES = {
  placedOrder: 'orderPlaced',
  cancelledOrder: 'orderCancelled',
  refundedOrder: 'orderRefunded',
  fulfilledOrder: 'orderFulFilled',
  checkoutStarted: 'cartCheckout',
  orderedProduct: 'productOrdered',
  viewedProduct: 'productViewed',
  viewedCollection: 'collectionViewed',
} as const;

const S = 'string' as const;
const N = 'number' as const;

export const STORE_EVENT_DEFINITIONS: DatasetEventDefinition[] = [
  {
    name: STORE_EVENT_NAMES.placedOrder,
    source: 'shopify',
    properties: {
      orderValue: N, totalOrderValue: N, productNames: S, productCount: N, skus: S, variantNames: S, productTypes: S,
      productTags: S, collections: S, discountCodes: S, paymentMethod: S, orderTags: S, quantity: N, orderCount: N, totalPurchasedValue: N,
    },
  },
  {
    name: STORE_EVENT_NAMES.cancelledOrder,
    source: 'shopify',
    properties: { orderValue: N, totalOrderValue: N, cancelReason: S, productNames: S, productCount: N, skus: S, paymentMethod: S, orderTags: S, quantity: N },
  },
  {
    name: STORE_EVENT_NAMES.refundedOrder,
    source: 'shopify',
    properties: {
      orderValue: N, totalOrderValue: N, productNames: S, productCount: N, skus: S, paymentMethod: S, originalPaymentMethod: S, orderTags: S, quantity: N,
    },
  },
  {
    name: STORE_EVENT_NAMES.fulfilledOrder,
    source: 'shopify',
    properties: { orderValue: N, totalOrderValue: N, productNames: S, productCount: N, skus: S, variantNames: S, orderTags: S, quantity: N },
  },
  {
    name: STORE_EVENT_NAMES.checkoutStarted,
    source: 'shopify',
    properties: { cartValue: N, productNames: S, productCount: N, skus: S, variantNames: S, productTypes: S, quantity: N, discountCodes: S },
  },
  {
    name: STORE_EVENT_NAMES.orderedProduct,
    source: 'shopify',
    properties: { productNames: S, productTypes: S, productTags: S, skus: S, variantNames: S, collections: S, quantity: N, orderValue: N },
  },
  {
    name: STORE_EVENT_NAMES.viewedProduct,
    source: 'shopify',
    properties: { productNames: S, productTypes: S, productTags: S, skus: S, variantNames: S, collections: S },
  },
  { name: STORE_EVENT_NAMES.viewedCollection, source: 'shopify', properties: { collections: S, productCount: N } },
];

export const CUSTOM_EVENT_NAMES = {
  webinarRegistered: 'Webinar Registered',
  appLogin: 'App Login',
  planUpgraded: 'Plan Upgraded',
  trialStarted: 'Trial Started',
  documentDownloaded: 'Document Downloaded',
} as const;

export const CUSTOM_EVENT_DEFINITIONS: DatasetEventDefinition[] = [
  { name: CUSTOM_EVENT_NAMES.webinarRegistered, source: 'custom', properties: { webinarName: S, seats: N } },
  { name: CUSTOM_EVENT_NAMES.appLogin, source: 'custom', properties: { platform: S } },
  { name: CUSTOM_EVENT_NAMES.planUpgraded, source: 'custom', properties: { fromPlan: S, toPlan: S, amount: N, annual: 'boolean', effectiveDate: 'date' } },
  { name: CUSTOM_EVENT_NAMES.trialStarted, source: 'custom', properties: { plan: S, trialDays: N } },
  { name: CUSTOM_EVENT_NAMES.documentDownloaded, source: 'custom', properties: { title: S, format: S } },
];

export const EVENT_DEFINITIONS: DatasetEventDefinition[] = [...CUSTOM_EVENT_DEFINITIONS, ...STORE_EVENT_DEFINITIONS];

export const PLANS = ['Free', 'Starter', 'Pro', 'Enterprise'] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_MONTHLY_PRICE: Record<Plan, number> = { Free: 0, Starter: 19, Pro: 49, Enterprise: 199 };
