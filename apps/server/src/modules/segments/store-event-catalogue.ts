import {
  SHOPIFY_V2_EVENT_KEYS,
  SHOPIFY_V2_EVENT_PROPERTIES,
  SHOPIFY_V2_EVENTS,
  SHOPIFY_V2_PROPERTIES,
  type SegmentPropertyType,
  type ShopifyEventOption,
  type ShopifyV2EventKey,
} from '@sendwell/contracts';

/**
 * Store events arrive in the events table with source 'shopify', named by their version 2 keys
 * (orderPlaced, ...). List-valued properties (productNames, skus, ...) hold arrays of strings.
 */

/** Orders, the event store version 1 filters read. */
export const STORE_ORDER_EVENT: ShopifyV2EventKey = 'orderPlaced';

export const STORE_EVENT_NAMES: readonly string[] = SHOPIFY_V2_EVENT_KEYS;

const labelOf = new Map<string, string>(SHOPIFY_V2_PROPERTIES.map((property) => [property.key, property.label]));
const typeOf = new Map<string, SegmentPropertyType>(SHOPIFY_V2_PROPERTIES.map((property) => [property.key, property.type]));

/** Each event with its properties' labels and, in the same order, their keys. */
export const STORE_EVENT_OPTIONS: readonly ShopifyEventOption[] = SHOPIFY_V2_EVENTS.map((event) => {
  const keys = SHOPIFY_V2_EVENT_PROPERTIES[event.key];
  return {
    eventName: event.label,
    eventValue: event.key,
    eventProperties: keys.map((key) => labelOf.get(key) ?? key),
    eventPropertiesValue: [...keys],
  };
});

/** The type of a store property, or undefined for a key the store integration does not send. */
export const storePropertyType = (property: string): SegmentPropertyType | undefined => typeOf.get(property);
