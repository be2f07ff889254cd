import {
  SegmentMessages,
  type CustomEventFilter,
  type SegmentPropertyType,
  type ShopifyV2Filter,
} from '@sendwell/contracts';
import { eventPropertyComparison, shopifyV2PropertyType } from '../property-operators';
import { isWithin } from '../relative-dates';
import { filterWindowOf } from './day-windows';
import { SegmentEvaluationError } from './evaluation-error';
import { happenedTest, type ContactTest, type EvaluationScope } from './evaluation-scope';
import { jsonValue } from './json-values';
import { comparisonTest } from './property-match';
import type { DatasetEvent } from './segment-dataset';

type EventFilter = CustomEventFilter | ShopifyV2Filter;

/** The type to compare an event property as: the store catalogue's, else what the account's events taught. */
const propertyTypeOf = (filter: EventFilter, scope: EvaluationScope, key: string): SegmentPropertyType => {
  if (filter.property === 'userShopifyActivityV2') {
    const type = shopifyV2PropertyType(key);
    if (!type) throw new SegmentEvaluationError(SegmentMessages.unknownProperty);
    return type;
  }
  return scope.dataset.eventProperties.get(filter.eventName)?.[key] ?? filter.eventPropertyType ?? 'string';
};

const propertyPasses = (filter: EventFilter, scope: EvaluationScope): ((event: DatasetEvent) => boolean) => {
  const comparison = eventPropertyComparison(filter);
  if (!comparison) return () => true;
  const key = comparison.key;
  if (!key) throw new SegmentEvaluationError(SegmentMessages.incompleteFilter);
  const type = propertyTypeOf(filter, scope, key);
  const passes = comparisonTest(type, { ...comparison, type }, scope.clock);
  return (event) => passes(jsonValue(event.properties, key));
};

/**
 * A custom event or store (version 2) event: "occurred" compares how many matching events happened
 * in the range (at least once by default; 'equal to 0' reads as never); "not occurred" is no
 * matching event at all.
 */
export const eventTest = (filter: EventFilter, scope: EvaluationScope): ContactTest => {
  const source = filter.property === 'userShopifyActivityV2' ? 'shopify' : 'custom';
  const window = filterWindowOf(filter, scope.clock);
  const passes = propertyPasses(filter, scope);
  const matching = scope.dataset.events.filter(
    (event) =>
      event.name === filter.eventName &&
      event.source === source &&
      isWithin(event.occurredAt, window) &&
      passes(event),
  );
  return happenedTest(matching, filter.occurrence, filter.occurrence.hasOccurred);
};
