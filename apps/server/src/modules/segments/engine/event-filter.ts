import { sql } from 'kysely';
import { SegmentMessages, type CustomEventFilter, type Occurrence, type SegmentPropertyType, type ShopifyV2Filter } from '@sendwell/contracts';
import { eventPropertyComparison } from '@sendwell/domain';
import { BadRequestError } from '../../../platform/errors';
import { storePropertyType } from '../store-event-catalogue';
import { onlyContactsIn, type EngineContext } from './engine-context';
import { propertyTest } from './property-test';
import { filterWindowOf } from './segment-clock';
import { aggregatePasses, and, inSet, instantInWindow, isAtLeastOnce, jsonValue, notInSet, type Comparison, type Fragment } from './sql-values';

type EventFilter = CustomEventFilter | ShopifyV2Filter;

/** Occurred: at least once unless a count says otherwise. */
export const occurrenceCount = (occurrence: { operator?: Comparison | undefined; compareValue?: number | undefined }): { operator: Comparison; target: number } => ({
  operator: occurrence.operator ?? 'atLeast',
  target: occurrence.operator ? (occurrence.compareValue ?? 1) : 1,
});

/** The type to compare an event property as: the store catalogue's, else what the account's events taught. */
const propertyTypeOf = (filter: EventFilter, ctx: EngineContext, key: string): SegmentPropertyType => {
  if (filter.property === 'userShopifyActivityV2') {
    const type = storePropertyType(key);
    if (!type) throw new BadRequestError(SegmentMessages.unknownProperty);
    return type;
  }
  return ctx.eventProperties.get(filter.eventName)?.[key] ?? filter.eventPropertyType ?? 'string';
};

/** The event's own property filter, when one is set. */
const eventPropertyCondition = (filter: EventFilter, ctx: EngineContext): Fragment[] => {
  const comparison = eventPropertyComparison(filter);
  if (!comparison) return [];
  if (!comparison.key) throw new BadRequestError(SegmentMessages.incompleteFilter);
  const type = propertyTypeOf(filter, ctx, comparison.key);
  return [propertyTest(jsonValue(sql`e.properties`, comparison.key), type, { ...comparison, type }, ctx.clock)];
};

/**
 * Contacts by how often an event happened in a range: "occurred" compares the count of matching events
 * (at least once by default; 'equal to 0' reads as never); "not occurred" is no matching event at all.
 */
export const occurrenceCondition = (conditions: Fragment[], occurrence: Occurrence): Fragment => {
  const events = sql`select e.contact_id from events e where ${and(conditions)}`;
  if (!occurrence.hasOccurred) return notInSet(events);
  const { operator, target } = occurrenceCount(occurrence);
  if (isAtLeastOnce(operator, target)) return inSet(events);
  return aggregatePasses((having) => sql`${events} group by e.contact_id having ${having}`, sql`count(*)`, operator, target);
};

/** A custom event or store (version 2) event filter as a condition on `c`. */
export const eventCondition = (filter: EventFilter, ctx: EngineContext): Fragment => {
  const source = filter.property === 'userShopifyActivityV2' ? 'shopify' : 'custom';
  const conditions: Fragment[] = [
    sql`e.account_id = ${ctx.accountId}`,
    sql`e.name = ${filter.eventName}::text`,
    sql`e.source = ${source}::text`,
    ...onlyContactsIn(ctx, sql`e.contact_id`),
    ...instantInWindow(sql`e.occurred_at`, filterWindowOf(filter, ctx.clock)),
    ...eventPropertyCondition(filter, ctx),
  ];
  return occurrenceCondition(conditions, filter.occurrence);
};
