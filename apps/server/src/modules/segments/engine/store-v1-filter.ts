import { sql } from 'kysely';
import { SegmentMessages, type ShopifySecondaryFilter, type ShopifyV1Filter } from '@sendwell/contracts';
import { BadRequestError } from '../../../platform/errors';
import { STORE_ORDER_EVENT } from '../store-event-catalogue';
import { onlyContactsIn, type EngineContext } from './engine-context';
import { filterWindowOf } from './segment-clock';
import { and, compare, inSet, instantInWindow, jsonValue, notInSet, type Fragment } from './sql-values';

/** Secondary filters that match an order holding any of the chosen values, and the property they read. */
const LIST_PROPERTY = { orderTags: 'orderTags', productNames: 'productNames', skuList: 'skus', productTags: 'productTags' } as const;
/** Secondary filters that compare one figure of each order. */
const ORDER_FIGURE = { itemCount: 'productCount', orderValue: 'orderValue' } as const;

const comparisonOf = (secondary: ShopifySecondaryFilter) => {
  if (!secondary.filter || secondary.compareData === undefined) throw new BadRequestError(SegmentMessages.incompleteFilter);
  return { operator: secondary.filter, target: secondary.compareData };
};

/** A condition on each order (one orderPlaced event) from the secondary filter, when it is about single orders. */
const orderCondition = (secondary: ShopifySecondaryFilter | undefined): Fragment[] => {
  if (!secondary || secondary.condition === 'totalOrderValue') return [];
  if (secondary.condition === 'itemCount' || secondary.condition === 'orderValue') {
    const { operator, target } = comparisonOf(secondary);
    return [compare(jsonValue(sql`e.properties`, ORDER_FIGURE[secondary.condition]).number, operator, target)];
  }
  const tags = secondary.tags ?? [];
  if (tags.length === 0) throw new BadRequestError(SegmentMessages.incompleteFilter);
  return [sql`((e.properties -> ${LIST_PROPERTY[secondary.condition]}::text) ?| ${tags}::text[])`];
};

/**
 * Store version 1: orders are the account's orderPlaced store events. Purchased at least once / more than
 * once counts the orders in the range that pass the secondary filter (tags, products and SKUs: the order
 * holds any of the chosen values; item count and order value: the order's figure compares). Total order
 * value compares the sum of those orders' values. Not purchased is every contact the at-least-once
 * version leaves out.
 */
export const storeV1Condition = (filter: ShopifyV1Filter, ctx: EngineContext): Fragment => {
  const { primaryFilter: primary, secondaryFilter: secondary } = filter;
  const conditions = and([
    sql`e.account_id = ${ctx.accountId}`,
    sql`e.name = ${STORE_ORDER_EVENT}::text`,
    sql`e.source = 'shopify'`,
    ...onlyContactsIn(ctx, sql`e.contact_id`),
    ...instantInWindow(sql`e.occurred_at`, filterWindowOf(filter, ctx.clock)),
    ...orderCondition(secondary),
  ]);
  const minimum = primary.condition === 'purchasedMoreThanOnce' ? 2 : 1;
  const having = [sql`count(*) >= ${minimum}::int`];
  if (secondary?.condition === 'totalOrderValue') {
    const { operator, target } = comparisonOf(secondary);
    having.push(compare(sql`coalesce(sum(${jsonValue(sql`e.properties`, 'orderValue').number}), 0)`, operator, target));
  }
  // One order is enough to have bought at least once: no counting per contact then.
  const buyers =
    minimum === 1 && having.length === 1
      ? sql`select e.contact_id from events e where ${conditions}`
      : sql`select e.contact_id from events e where ${conditions} group by e.contact_id having ${and(having)}`;
  return primary.condition === 'notPurchased' ? notInSet(buyers) : inSet(buyers);
};
