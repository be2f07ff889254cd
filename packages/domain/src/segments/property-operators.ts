import {
  BOOLEAN_OPERATORS,
  BUILT_IN_SEGMENT_PROPERTIES,
  DATE_OPERATORS,
  EMAIL_BLOCKED_STATUS_KEY,
  EMAIL_SUBSCRIPTION_OPERATORS,
  EMAIL_SUBSCRIPTION_STATUS_KEY,
  LIST_OPERATORS,
  NUMBER_OPERATORS,
  SHOPIFY_V2_PROPERTIES,
  STRING_OPERATORS,
  VALUELESS_OPERATORS,
  type CustomEventFilterDraft,
  type ExternalFormFilterDraft,
  type PropertyCompareValue,
  type PropertyOperator,
  type RangeBound,
  type SegmentPropertyType,
  type ShopifyV2FilterDraft,
  type UserPropertyFilterDraft,
} from '@sendwell/contracts';

/** The operators offered for a property of this type; the email status attributes have their own. */
export const propertyOperatorsFor = (
  type: SegmentPropertyType,
  key?: string,
): readonly PropertyOperator[] => {
  if (key === EMAIL_SUBSCRIPTION_STATUS_KEY) return EMAIL_SUBSCRIPTION_OPERATORS;
  if (key === EMAIL_BLOCKED_STATUS_KEY) return ['isTrue', 'isFalse'];
  switch (type) {
    case 'string':
      return STRING_OPERATORS;
    case 'number':
      return NUMBER_OPERATORS;
    case 'boolean':
      return BOOLEAN_OPERATORS;
    case 'date':
      return DATE_OPERATORS;
    case 'list':
      return LIST_OPERATORS;
  }
};

/** The operator a property filter starts with when its property is chosen. */
export const defaultPropertyOperator = (type: SegmentPropertyType, key?: string): PropertyOperator =>
  propertyOperatorsFor(type, key)[0] ?? 'equals';

const valueless: ReadonlySet<PropertyOperator> = new Set(VALUELESS_OPERATORS);
/** exists, not exists, true, false and the all/no email types operators take no value. */
export const isValuelessOperator = (operator: PropertyOperator): boolean => valueless.has(operator);

const twoValued: ReadonlySet<PropertyOperator> = new Set(['numberBetween', 'betweenDays', 'betweenDates']);
export const isTwoValueOperator = (operator: PropertyOperator): boolean => twoValued.has(operator);

const dateOperators: ReadonlySet<PropertyOperator> = new Set([
  'last',
  'next',
  'betweenDays',
  'betweenDates',
  'onDate',
  'afterDate',
  'beforeDate',
]);
export const isDateOperator = (operator: PropertyOperator): boolean => dateOperators.has(operator);

/** Types of the contact fields every account has, merged under the account's own property types. */
export const segmentPropertyTypes = (
  accountProperties: Iterable<{ key: string; type: SegmentPropertyType }>,
): ReadonlyMap<string, SegmentPropertyType> => {
  const types = new Map<string, SegmentPropertyType>();
  for (const property of accountProperties) types.set(property.key, property.type);
  for (const property of BUILT_IN_SEGMENT_PROPERTIES) types.set(property.key, property.type);
  return types;
};

const shopifyV2Types: ReadonlyMap<string, SegmentPropertyType> = new Map(
  SHOPIFY_V2_PROPERTIES.map((property) => [property.key, property.type]),
);
/** The value type of a store v2 event property, or undefined for a key the store events do not have. */
export const shopifyV2PropertyType = (key: string): SegmentPropertyType | undefined =>
  shopifyV2Types.get(key);

/**
 * A property filter read the same way whatever kind of filter it sits in. The wire spells the
 * values differently per kind (see the contract); the rules, the description and the engine read
 * this instead.
 * - value: single-valued operators; for last/next the day count; for onDate/afterDate/beforeDate the date
 * - start, end: numberBetween, betweenDays, betweenDates
 */
export interface PropertyComparison {
  key: string | undefined;
  type: SegmentPropertyType | undefined;
  operator: PropertyOperator | undefined;
  value: PropertyCompareValue | undefined;
  start: RangeBound | string | undefined;
  end: RangeBound | string | undefined;
}

const orUndefined = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

export const userPropertyComparison = (
  filter: UserPropertyFilterDraft,
  type?: SegmentPropertyType,
): PropertyComparison => {
  const { operator, rangeValue } = filter;
  const usesRange =
    operator === 'last' || operator === 'next' || operator === 'betweenDays' || operator === 'betweenDates';
  const dayCountOperator = operator === 'last' || operator === 'next';
  return {
    key: filter.condition,
    type,
    operator,
    value: dayCountOperator ? orUndefined(rangeValue?.endValue) : filter.compareValue,
    start: usesRange
      ? dayCountOperator
        ? undefined
        : orUndefined(rangeValue?.startValue)
      : filter.startCompareValue,
    end: usesRange
      ? dayCountOperator
        ? undefined
        : orUndefined(rangeValue?.endValue)
      : filter.endCompareValue,
  };
};

/** The event property filter of a custom or store v2 event filter; undefined when it has none. */
export const eventPropertyComparison = (
  filter: CustomEventFilterDraft | ShopifyV2FilterDraft,
): PropertyComparison | undefined => {
  if (filter.eventProperty === undefined && filter.propertyOperator === undefined) return undefined;
  // A store property's type is the store catalogue's, whatever type the filter carries.
  const type =
    (filter.property === 'userShopifyActivityV2' && filter.eventProperty
      ? shopifyV2PropertyType(filter.eventProperty)
      : undefined) ?? filter.eventPropertyType;
  return {
    key: filter.eventProperty,
    type,
    operator: filter.propertyOperator,
    value: filter.propertyCompareValue,
    start: filter.propertyStartCompareValue,
    end: filter.propertyEndCompareValue,
  };
};

/** The form name or submitted-field filter of a web form filter; undefined when it has none. */
export const formPropertyComparison = (filter: ExternalFormFilterDraft): PropertyComparison | undefined => {
  if (filter.eventProperty === undefined && filter.formOperator === undefined) return undefined;
  return {
    key: filter.eventProperty,
    type: 'string',
    operator: filter.formOperator,
    value: filter.propertyCompareValue,
    start: undefined,
    end: undefined,
  };
};
