import {
  SegmentMessages,
  type ShopifySecondaryFilter,
  type ShopifyV1Filter,
  type ShopifyV2EventKey,
} from '@sendwell/contracts';
import { isWithin } from '../relative-dates';
import { filterWindowOf } from './day-windows';
import { SegmentEvaluationError } from './evaluation-error';
import { compareCount, type ContactTest, type EvaluationScope } from './evaluation-scope';
import { jsonHoldsAny, jsonValue } from './json-values';
import type { DatasetEvent } from './segment-dataset';

/** Store version 1 reads orders: the store's orderPlaced events. */
const ORDER_EVENT: ShopifyV2EventKey = 'orderPlaced';

/** Secondary filters that match an order holding any of the chosen values, and the property they read. */
const LIST_PROPERTY = {
  orderTags: 'orderTags',
  productNames: 'productNames',
  skuList: 'skus',
  productTags: 'productTags',
} as const;
/** Secondary filters that compare one figure of each order. */
const ORDER_FIGURE = { itemCount: 'productCount', orderValue: 'orderValue' } as const;

const comparisonOf = (secondary: ShopifySecondaryFilter) => {
  if (!secondary.filter || secondary.compareData === undefined)
    throw new SegmentEvaluationError(SegmentMessages.incompleteFilter);
  return { operator: secondary.filter, target: secondary.compareData };
};

/** Whether one order passes the secondary filter, when the filter is about single orders. */
const orderPasses = (secondary: ShopifySecondaryFilter | undefined): ((order: DatasetEvent) => boolean) => {
  if (!secondary || secondary.condition === 'totalOrderValue') return () => true;
  if (secondary.condition === 'itemCount' || secondary.condition === 'orderValue') {
    const { operator, target } = comparisonOf(secondary);
    const figure = ORDER_FIGURE[secondary.condition];
    return (order) => {
      const value = jsonValue(order.properties, figure).number;
      return value !== null && compareCount(value, operator, target);
    };
  }
  const tags = secondary.tags ?? [];
  if (tags.length === 0) throw new SegmentEvaluationError(SegmentMessages.incompleteFilter);
  const property = LIST_PROPERTY[secondary.condition];
  return (order) => jsonHoldsAny(order.properties[property], tags);
};

/**
 * Store version 1: purchased at least once / more than once counts the orders in the range that
 * pass the secondary filter (tags, products and SKUs: the order holds any of the chosen values; item
 * count and order value: the order's figure compares). Total order value compares the sum of those
 * orders' values. Not purchased is every contact the at-least-once version leaves out.
 */
export const storeV1Test = (filter: ShopifyV1Filter, scope: EvaluationScope): ContactTest => {
  const { primaryFilter: primary, secondaryFilter: secondary } = filter;
  const window = filterWindowOf(filter, scope.clock);
  const passes = orderPasses(secondary);
  const total = secondary?.condition === 'totalOrderValue' ? comparisonOf(secondary) : null;
  const orders = new Map<number, { count: number; value: number }>();
  for (const event of scope.dataset.events) {
    if (event.name !== ORDER_EVENT || event.source !== 'shopify') continue;
    if (!isWithin(event.occurredAt, window) || !passes(event)) continue;
    const buyer = orders.get(event.contactId) ?? { count: 0, value: 0 };
    buyer.count += 1;
    buyer.value += jsonValue(event.properties, 'orderValue').number ?? 0;
    orders.set(event.contactId, buyer);
  }
  const minimum = primary.condition === 'purchasedMoreThanOnce' ? 2 : 1;
  const bought: ContactTest = (contact) => {
    const buyer = orders.get(contact.id);
    if (!buyer || buyer.count < minimum) return false;
    return total === null || compareCount(buyer.value, total.operator, total.target);
  };
  return primary.condition === 'notPurchased' ? (contact) => !bought(contact) : bought;
};
