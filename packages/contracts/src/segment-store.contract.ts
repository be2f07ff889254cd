import { z } from 'zod';
import type { SegmentPropertyType } from './segment-operators.contract';

/** The store integration's segment vocabulary: v1 order filters and the v2 events with their properties. */

export const SHOPIFY_PRIMARY_CONDITIONS = [
  'purchasedAtLeastOnce',
  'purchasedMoreThanOnce',
  'notPurchased',
] as const;
export const ShopifyPrimaryCondition = z.enum(SHOPIFY_PRIMARY_CONDITIONS);
export type ShopifyPrimaryCondition = z.infer<typeof ShopifyPrimaryCondition>;

export const SHOPIFY_SECONDARY_CONDITIONS = [
  'orderTags',
  'productNames',
  'itemCount',
  'orderValue',
  'skuList',
  'productTags',
  'totalOrderValue',
] as const;
export const ShopifySecondaryCondition = z.enum(SHOPIFY_SECONDARY_CONDITIONS);
export type ShopifySecondaryCondition = z.infer<typeof ShopifySecondaryCondition>;
/** Secondary filters compared as numbers; the others match any of the chosen tags. */
export const SHOPIFY_NUMERIC_SECONDARY_CONDITIONS = ['itemCount', 'orderValue', 'totalOrderValue'] as const;

export const SHOPIFY_V2_EVENTS = [
  { label: 'Placed Order', key: 'orderPlaced' },
  { label: 'Cancelled Order', key: 'orderCancelled' },
  { label: 'Refunded Order', key: 'orderRefunded' },
  { label: 'Fulfilled Order', key: 'orderFulFilled' },
  { label: 'Checkout Started', key: 'cartCheckout' },
  { label: 'Ordered Product', key: 'productOrdered' },
  { label: 'Viewed Product', key: 'productViewed' },
  { label: 'Viewed Collection', key: 'collectionViewed' },
] as const;
export const SHOPIFY_V2_EVENT_KEYS = [
  'orderPlaced',
  'orderCancelled',
  'orderRefunded',
  'orderFulFilled',
  'cartCheckout',
  'productOrdered',
  'productViewed',
  'collectionViewed',
] as const;
export const ShopifyV2EventKey = z.enum(SHOPIFY_V2_EVENT_KEYS);
export type ShopifyV2EventKey = z.infer<typeof ShopifyV2EventKey>;

export const SHOPIFY_CANCEL_REASONS = [
  'customer',
  'fraud',
  'inventory',
  'declined',
  'staff',
  'other',
] as const;
export const ShopifyCancelReason = z.enum(SHOPIFY_CANCEL_REASONS);
export type ShopifyCancelReason = z.infer<typeof ShopifyCancelReason>;

/** Every store v2 event property with its label and value type. */
export const SHOPIFY_V2_PROPERTIES = [
  { key: 'orderValue', label: 'Order value', type: 'number' },
  { key: 'totalOrderValue', label: 'Total order value', type: 'number' },
  { key: 'productNames', label: 'Product names', type: 'list' },
  { key: 'productCount', label: 'Product count', type: 'number' },
  { key: 'totalPurchasedValue', label: 'Total purchased value', type: 'number' },
  { key: 'cancelReason', label: 'Cancel reason', type: 'string' },
  { key: 'collections', label: 'Collections', type: 'list' },
  { key: 'variantTitle', label: 'Variant title', type: 'string' },
  { key: 'variantNames', label: 'Variant names', type: 'list' },
  { key: 'discountCodes', label: 'Discount codes', type: 'list' },
  { key: 'skus', label: 'SKUs', type: 'list' },
  { key: 'productTypes', label: 'Product types', type: 'list' },
  { key: 'paymentMethod', label: 'Payment method', type: 'string' },
  { key: 'originalPaymentMethod', label: 'Original payment method', type: 'string' },
  { key: 'orderTags', label: 'Order tags', type: 'list' },
  { key: 'productTags', label: 'Product tags', type: 'list' },
  { key: 'quantity', label: 'Quantity', type: 'number' },
  { key: 'cartValue', label: 'Cart value', type: 'number' },
  { key: 'orderCount', label: 'Order count', type: 'number' },
] as const satisfies readonly { key: string; label: string; type: SegmentPropertyType }[];
export type ShopifyV2PropertyKey = (typeof SHOPIFY_V2_PROPERTIES)[number]['key'];

/** Which properties each store v2 event carries, in the order the wizard offers them. */
export const SHOPIFY_V2_EVENT_PROPERTIES: Record<ShopifyV2EventKey, readonly ShopifyV2PropertyKey[]> = {
  orderPlaced: [
    'orderValue',
    'totalOrderValue',
    'orderCount',
    'totalPurchasedValue',
    'productNames',
    'productCount',
    'collections',
    'variantNames',
    'discountCodes',
    'skus',
    'productTypes',
    'paymentMethod',
    'orderTags',
    'productTags',
  ],
  orderCancelled: [
    'orderValue',
    'cancelReason',
    'productNames',
    'productCount',
    'collections',
    'skus',
    'productTypes',
    'paymentMethod',
    'orderTags',
    'productTags',
  ],
  orderRefunded: [
    'orderValue',
    'originalPaymentMethod',
    'productNames',
    'productCount',
    'collections',
    'skus',
    'productTypes',
    'orderTags',
    'productTags',
  ],
  orderFulFilled: [
    'orderValue',
    'productNames',
    'productCount',
    'collections',
    'skus',
    'productTypes',
    'orderTags',
    'productTags',
  ],
  cartCheckout: [
    'cartValue',
    'productNames',
    'productCount',
    'collections',
    'variantNames',
    'discountCodes',
    'skus',
    'productTypes',
  ],
  productOrdered: [
    'productNames',
    'variantTitle',
    'quantity',
    'collections',
    'skus',
    'productTypes',
    'productTags',
  ],
  productViewed: ['productNames', 'variantTitle', 'collections', 'skus', 'productTypes', 'productTags'],
  collectionViewed: ['collections'],
};

/** One store event as GET /api/events/shopify offers it to the wizard. */
export const ShopifyEventOption = z.object({
  eventName: z.string(),
  eventValue: z.string(),
  eventProperties: z.array(z.string()),
  eventPropertiesValue: z.array(z.string()),
});
export type ShopifyEventOption = z.infer<typeof ShopifyEventOption>;
