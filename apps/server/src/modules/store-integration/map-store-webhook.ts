import { z } from 'zod';
import { ShopifyCancelReason, StoreWebhookTopic, type ShopifyV2EventKey } from '@sendwell/contracts';
import { isValidEmail } from '@sendwell/domain';

/**
 * Store webhooks (the store platform's order, checkout and product payloads) as the store events of
 * spec 1 §3, named by their version 2 keys, with list-valued properties as arrays of strings. Fields
 * Sendwell does not read are ignored; a missing one leaves its property out.
 */

type StorePropertyValue = string | number | string[];

export interface StoreEvent {
  name: ShopifyV2EventKey;
  occurredAt: string;
  properties: Record<string, StorePropertyValue>;
}

export type MappedWebhook =
  | { kind: 'events'; email: string; firstName: string | null; lastName: string | null; events: StoreEvent[] }
  | { kind: 'ignored'; note: string };

export const StoreNotes = {
  unknownTopic: (topic: string) => `Topic "${topic}" is not one Sendwell reads`,
  missingTopic: 'No X-Shopify-Topic header',
  noEmail: 'No customer e-mail in the payload',
  badPayload: (problem: string) => `The payload could not be read: ${problem}`,
  contactLimit: "The plan's contact limit is reached",
} as const;

const Money = z.union([z.number(), z.string()]).transform(Number);
const Text = z.string().trim();
const Tags = z.union([z.string(), z.array(z.string())]).transform((tags) =>
  (Array.isArray(tags) ? tags : tags.split(',')).map((tag) => tag.trim()).filter((tag) => tag !== ''),
);

const Product = z.looseObject({
  title: Text.nullish(),
  name: Text.nullish(),
  variant_title: Text.nullish(),
  sku: Text.nullish(),
  quantity: z.number().int().min(0).default(1),
  price: Money.optional(),
  product_type: Text.nullish(),
  product_tags: Tags.optional(),
  tags: Tags.optional(),
  collections: z.array(Text).optional(),
});
type Product = z.infer<typeof Product>;

const Customer = z.looseObject({
  email: Text.nullish(),
  first_name: Text.nullish(),
  last_name: Text.nullish(),
  orders_count: z.number().int().optional(),
  total_spent: Money.optional(),
});

const Order = z.looseObject({
  email: Text.nullish(),
  contact_email: Text.nullish(),
  customer: Customer.nullish(),
  created_at: Text.optional(),
  updated_at: Text.optional(),
  cancelled_at: Text.nullish(),
  subtotal_price: Money.optional(),
  total_line_items_price: Money.optional(),
  total_price: Money.optional(),
  payment_gateway_names: z.array(Text).optional(),
  tags: Tags.optional(),
  discount_codes: z.array(z.looseObject({ code: Text })).optional(),
  line_items: z.array(Product).default([]),
  cancel_reason: Text.nullish(),
  fulfillments: z.array(z.looseObject({ created_at: Text.optional() })).optional(),
  refunds: z.array(z.looseObject({ created_at: Text.optional() })).optional(),
});
type Order = z.infer<typeof Order>;

const ProductView = z.looseObject({
  email: Text.nullish(),
  customer: Customer.nullish(),
  occurred_at: Text.optional(),
  product: Product,
});

const CollectionView = z.looseObject({
  email: Text.nullish(),
  customer: Customer.nullish(),
  occurred_at: Text.optional(),
  collection: z.looseObject({ title: Text }),
});

const distinct = (values: readonly (string | null | undefined)[]): string[] => [...new Set(values.filter((value): value is string => !!value))];

/** Drops properties the payload did not give (missing figures, empty lists). */
const present = (properties: Record<string, StorePropertyValue | undefined | null>): Record<string, StorePropertyValue> => {
  const kept: Record<string, StorePropertyValue> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined || value === null || (typeof value === 'number' && !Number.isFinite(value)) || (Array.isArray(value) && value.length === 0)) continue;
    kept[key] = value;
  }
  return kept;
};

const productName = (product: Product): string | null => product.title ?? product.name ?? null;
const productTags = (product: Product): string[] => product.product_tags ?? product.tags ?? [];

/** What the line items hold, as the order events' list properties. */
const itemsOf = (items: readonly Product[]) => ({
  productNames: distinct(items.map(productName)),
  productCount: items.reduce((sum, item) => sum + item.quantity, 0),
  collections: distinct(items.flatMap((item) => item.collections ?? [])),
  skus: distinct(items.map((item) => item.sku)),
  productTypes: distinct(items.map((item) => item.product_type)),
  productTags: distinct(items.flatMap(productTags)),
});

/** The store's cancel reason as one of spec 1 §3's; anything else reads as 'other'. */
export const cancelReasonOf = (reason: string | null | undefined): ShopifyCancelReason => {
  const known = ShopifyCancelReason.safeParse((reason ?? '').trim().toLowerCase());
  return known.success ? known.data : 'other';
};

const instant = (...candidates: (string | null | undefined)[]): string | undefined => {
  for (const candidate of candidates) {
    const ms = candidate ? Date.parse(candidate) : Number.NaN;
    if (Number.isFinite(ms)) return new Date(ms).toISOString();
  }
  return undefined;
};

const orderValue = (order: Order): number | undefined => order.subtotal_price ?? order.total_line_items_price ?? order.total_price;

const orderEvents = (topic: StoreWebhookTopic, order: Order, now: string): StoreEvent[] => {
  const items = itemsOf(order.line_items);
  const orderTags = order.tags ?? [];
  const paymentMethod = order.payment_gateway_names?.[0];
  const common = { orderValue: orderValue(order), productNames: items.productNames, productCount: items.productCount, collections: items.collections, skus: items.skus, productTypes: items.productTypes, orderTags, productTags: items.productTags };
  switch (topic) {
    case 'orders/create': {
      const at = instant(order.created_at) ?? now;
      const placed: StoreEvent = {
        name: 'orderPlaced',
        occurredAt: at,
        properties: present({
          ...common,
          totalOrderValue: order.total_price,
          orderCount: order.customer?.orders_count,
          totalPurchasedValue: order.customer?.total_spent,
          variantNames: distinct(order.line_items.map((item) => item.variant_title)),
          discountCodes: distinct((order.discount_codes ?? []).map((discount) => discount.code)),
          paymentMethod,
        }),
      };
      const ordered = order.line_items.map(
        (item): StoreEvent => ({
          name: 'productOrdered',
          occurredAt: at,
          properties: present({
            productNames: distinct([productName(item)]),
            variantTitle: item.variant_title,
            quantity: item.quantity,
            collections: distinct(item.collections ?? []),
            skus: distinct([item.sku]),
            productTypes: distinct([item.product_type]),
            productTags: distinct(productTags(item)),
          }),
        }),
      );
      return [placed, ...ordered];
    }
    case 'orders/cancelled':
      return [{ name: 'orderCancelled', occurredAt: instant(order.cancelled_at, order.updated_at) ?? now, properties: present({ ...common, cancelReason: cancelReasonOf(order.cancel_reason), paymentMethod }) }];
    case 'orders/refunded':
      return [{ name: 'orderRefunded', occurredAt: instant(order.refunds?.at(-1)?.created_at, order.updated_at) ?? now, properties: present({ ...common, originalPaymentMethod: paymentMethod }) }];
    case 'orders/fulfilled':
      return [{ name: 'orderFulFilled', occurredAt: instant(order.fulfillments?.at(-1)?.created_at, order.updated_at) ?? now, properties: present(common) }];
    default:
      return [
        {
          name: 'cartCheckout',
          occurredAt: instant(order.created_at) ?? now,
          properties: present({
            cartValue: order.total_price,
            productNames: items.productNames,
            productCount: items.productCount,
            collections: items.collections,
            variantNames: distinct(order.line_items.map((item) => item.variant_title)),
            discountCodes: distinct((order.discount_codes ?? []).map((discount) => discount.code)),
            skus: items.skus,
            productTypes: items.productTypes,
          }),
        },
      ];
  }
};

const problemOf = (error: z.ZodError): string => {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : 'invalid payload';
};

const withContact = (
  email: string | null | undefined,
  customer: z.infer<typeof Customer> | null | undefined,
  events: StoreEvent[],
): MappedWebhook => {
  const address = email ?? customer?.email ?? '';
  if (!isValidEmail(address)) return { kind: 'ignored', note: StoreNotes.noEmail };
  return { kind: 'events', email: address, firstName: customer?.first_name ?? null, lastName: customer?.last_name ?? null, events };
};

/** One webhook's store events and the contact they belong to, or why it records nothing. */
export const mapStoreWebhook = (topicHeader: string | undefined, payload: unknown, receivedAt: Date): MappedWebhook => {
  if (!topicHeader) return { kind: 'ignored', note: StoreNotes.missingTopic };
  const topic = StoreWebhookTopic.safeParse(topicHeader.trim().toLowerCase());
  if (!topic.success) return { kind: 'ignored', note: StoreNotes.unknownTopic(topicHeader) };
  const now = receivedAt.toISOString();
  if (topic.data === 'products/viewed') {
    const view = ProductView.safeParse(payload);
    if (!view.success) return { kind: 'ignored', note: StoreNotes.badPayload(problemOf(view.error)) };
    const { product } = view.data;
    return withContact(view.data.email, view.data.customer, [
      {
        name: 'productViewed',
        occurredAt: instant(view.data.occurred_at) ?? now,
        properties: present({
          productNames: distinct([productName(product)]),
          variantTitle: product.variant_title,
          collections: distinct(product.collections ?? []),
          skus: distinct([product.sku]),
          productTypes: distinct([product.product_type]),
          productTags: distinct(productTags(product)),
        }),
      },
    ]);
  }
  if (topic.data === 'collections/viewed') {
    const view = CollectionView.safeParse(payload);
    if (!view.success) return { kind: 'ignored', note: StoreNotes.badPayload(problemOf(view.error)) };
    return withContact(view.data.email, view.data.customer, [
      { name: 'collectionViewed', occurredAt: instant(view.data.occurred_at) ?? now, properties: { collections: [view.data.collection.title] } },
    ]);
  }
  const order = Order.safeParse(payload);
  if (!order.success) return { kind: 'ignored', note: StoreNotes.badPayload(problemOf(order.error)) };
  return withContact(order.data.email ?? order.data.contact_email, order.data.customer, orderEvents(topic.data, order.data, now));
};
