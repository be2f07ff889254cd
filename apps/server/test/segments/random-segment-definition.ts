import fc from 'fast-check';
import {
  ACTIVITY_RANGE_OPERATORS,
  CAMPAIGN_ACTIVITY_CONDITIONS,
  COMPARISON_OPERATORS,
  ENGAGEMENT_METRICS,
  FORM_NAME_PROPERTY,
  FORM_OPERATORS,
  SHOPIFY_PRIMARY_CONDITIONS,
  SHOPIFY_V2_EVENT_KEYS,
  SHOPIFY_V2_EVENT_PROPERTIES,
  type ActivityRangeOperator,
  type Occurrence,
  type PropertyCompareValue,
  type PropertyOperator,
  type RangeBound,
  type RangeValue,
  type SegmentCountRequest,
  type SegmentFilter,
  type SegmentPropertyType,
  type SegmentTimezone,
} from '@sendwell/contracts';
import { formatLocalDay, localDayOf, propertyOperatorsFor, shopifyV2PropertyType } from '@sendwell/domain';
import {
  CUSTOM_EVENTS,
  FORM_APPS,
  LINKS,
  LIST_ITEMS,
  SHARED_NUMBERS,
  STORE_EVENTS,
  UNDEFINED_EVENT,
  UNICODE_WORDS,
  WORD_PARTS,
  WORDS,
} from './random-segment-dataset';
import type { LoadedDataset } from './segment-dataset-loader';

/*
 * Random segment definitions over a loaded dataset: every filter kind, operator and range, with
 * values drawn from what the dataset holds so that conditions match some contacts and not others.
 * Some come out invalid; the test keeps only those the domain's validation accepts.
 */

const MINUTE_MS = 60_000;

export interface RandomCase {
  request: SegmentCountRequest;
  aiSegment: boolean;
  /** Evaluate only these contacts (an incremental refresh), or every contact. */
  onlyContacts: number[] | null;
}

const pick = <T>(values: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...values);
const some = <T>(values: readonly T[]): fc.Arbitrary<T[]> => fc.subarray([...values], { minLength: 1 });

/** A calendar day near now as the wizard writes it, or an instant in epoch milliseconds. */
const dateBound = (now: Date): fc.Arbitrary<RangeBound> =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: fc
        .integer({ min: -8, max: 3 })
        .map((days) => formatLocalDay(localDayOf(now.getTime(), 0) + days)),
    },
    fc.integer({ min: -60, max: 5 }).map((days) => formatLocalDay(localDayOf(now.getTime(), 0) + days)),
    fc.integer({ min: -400, max: 40 }).map((days) => formatLocalDay(localDayOf(now.getTime(), 0) + days)),
    fc.integer({ min: -60 * 1440, max: 5 * 1440 }).map((minutes) => now.getTime() + minutes * MINUTE_MS),
  );

const dayCount = fc.oneof(
  fc.integer({ min: 0, max: 8 }),
  fc.integer({ min: 0, max: 45 }),
  fc.integer({ min: 0, max: 420 }),
  fc.constant(10_500),
);

const ordered = (a: RangeBound, b: RangeBound): [RangeBound, RangeBound] => {
  const day = (bound: RangeBound) =>
    typeof bound === 'number' ? bound : Number(bound.split('/').reverse().join(''));
  return typeof a === typeof b && day(a) > day(b) ? [b, a] : [a, b];
};

/** A range of activity, events, submissions or orders, with values where that range keeps them. */
type RangeChoice = { range: ActivityRangeOperator; rangeValue?: RangeValue };

const activityRange = (now: Date): fc.Arbitrary<RangeChoice> =>
  pick(ACTIVITY_RANGE_OPERATORS).chain((range): fc.Arbitrary<RangeChoice> => {
    switch (range) {
      case 'overAll':
      case 'overall':
        return fc.constant({ range });
      case 'last':
        return dayCount.map((endValue) => ({ range, rangeValue: { endValue } }));
      case 'betweenDays':
        return fc
          .tuple(dayCount, dayCount)
          .map(([a, b]) => ({ range, rangeValue: { startValue: Math.min(a, b), endValue: Math.max(a, b) } }));
      case 'between':
      case 'betweenDates':
        return fc.tuple(dateBound(now), dateBound(now)).map(([a, b]) => {
          const [startValue, endValue] = ordered(a, b);
          return { range, rangeValue: { startValue, endValue } };
        });
      case 'onDate':
      case 'afterDate':
      case 'beforeDate':
        return dateBound(now).map((startValue) => ({ range, rangeValue: { startValue } }));
    }
  });

interface ComparisonValues {
  value?: PropertyCompareValue;
  start?: RangeBound;
  end?: RangeBound;
}

const textCompare: fc.Arbitrary<PropertyCompareValue> = fc.oneof(
  { weight: 1, arbitrary: pick([...WORDS, ' gold ', 'OLD', '%', 'sku', '1', 'true']) },
  { weight: 2, arbitrary: pick([...UNICODE_WORDS, ...WORD_PARTS]) },
  { weight: 1, arbitrary: some([...WORDS, ...LIST_ITEMS]) },
  { weight: 1, arbitrary: pick(LIST_ITEMS) },
);
const numberCompare: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: pick(SHARED_NUMBERS) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 120 }) },
  { weight: 1, arbitrary: fc.integer({ min: -10, max: 240 }).map((half) => half / 2) },
);

/** Values for an operator: where a property filter keeps them is up to its kind. */
const comparisonValues = (operator: PropertyOperator, now: Date): fc.Arbitrary<ComparisonValues> => {
  switch (operator) {
    case 'exists':
    case 'notExists':
    case 'isTrue':
    case 'isFalse':
    case 'allEmailTypes':
    case 'noEmailTypes':
      return fc.constant({});
    case 'equals':
    case 'notEquals':
      return fc
        .oneof(
          textCompare,
          numberCompare,
          fc.array(numberCompare, { minLength: 1, maxLength: 3 }),
          pick(['12', ' 7 ']),
        )
        .map((value) => ({ value }));
    case 'contains':
    case 'doesNotContain':
    case 'startsWith':
    case 'endsWith':
    case 'containsEmailTypes':
    case 'notContainsEmailTypes':
      return textCompare.map((value) => ({ value }));
    case 'greaterThan':
    case 'lessThan':
    case 'greaterThanOrEqual':
    case 'lessThanOrEqual':
      return fc.oneof(numberCompare, pick(['10', '0.5'])).map((value) => ({ value }));
    case 'numberBetween':
      return fc
        .tuple(numberCompare, numberCompare)
        .map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));
    case 'last':
    case 'next':
      return dayCount.map((value) => ({ value }));
    case 'betweenDays':
      return fc.tuple(dayCount, dayCount).map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));
    case 'betweenDates':
      return fc.tuple(dateBound(now), dateBound(now)).map(([a, b]) => {
        const [start, end] = ordered(a, b);
        return { start, end };
      });
    case 'onDate':
    case 'afterDate':
    case 'beforeDate':
      return dateBound(now).map((value) => ({ value }));
  }
};

/** An operator that fits the type most of the time, any operator now and then. */
const operatorFor = (type: SegmentPropertyType, key: string): fc.Arbitrary<PropertyOperator> =>
  fc.oneof(
    { weight: 12, arbitrary: pick(propertyOperatorsFor(type, key)) },
    { weight: 1, arbitrary: pick(['equals', 'last', 'contains'] as const) },
  );

const userProperty = (
  loaded: LoadedDataset,
  emailTypeChoices: PropertyCompareValue[],
): fc.Arbitrary<SegmentFilter> =>
  fc
    .oneof(
      // Each kind of property as often as the others, so every operator of every type comes up.
      { weight: 2, arbitrary: pick(['plan', 'city', 'email']) },
      // Text beyond ASCII, where case folding is tested.
      { weight: 1, arbitrary: fc.constant('city') },
      { weight: 3, arbitrary: fc.constant('score') },
      { weight: 1, arbitrary: fc.constant('vip') },
      { weight: 2, arbitrary: pick(['renewsOn', 'createdAt']) },
      { weight: 1, arbitrary: pick(['email_subscription_status', 'email_blocked_status']) },
      // Email types chosen by id or name, active, archived or both.
      { weight: 3, arbitrary: fc.constant('email_subscription_status') },
      { weight: 1, arbitrary: pick([...loaded.dataset.propertyTypes.keys(), 'unknownKey']) },
    )
    .chain((condition) => {
      const type = loaded.dataset.propertyTypes.get(condition) ?? 'string';
      return operatorFor(type, condition).chain((operator) =>
        fc
          .tuple(comparisonValues(operator, loaded.dataset.now), pick(emailTypeChoices))
          .map(([values, emailTypes]): SegmentFilter => {
            const base = { property: 'userProperty' as const, condition, operator };
            if (operator === 'containsEmailTypes' || operator === 'notContainsEmailTypes')
              return { ...base, compareValue: emailTypes };
            if (operator === 'last' || operator === 'next')
              return {
                ...base,
                rangeValue: { endValue: typeof values.value === 'number' ? values.value : null },
              };
            if (operator === 'betweenDays' || operator === 'betweenDates')
              return {
                ...base,
                rangeValue: { startValue: values.start ?? null, endValue: values.end ?? null },
              };
            return {
              ...base,
              ...(values.value !== undefined && { compareValue: values.value }),
              ...(values.start !== undefined && { startCompareValue: values.start }),
              ...(values.end !== undefined && { endCompareValue: values.end }),
            };
          }),
      );
    });

const userActivity = (loaded: LoadedDataset): fc.Arbitrary<SegmentFilter> => {
  const { campaigns, senders } = loaded.ids;
  return fc
    .record({
      condition: pick(CAMPAIGN_ACTIVITY_CONDITIONS),
      campaigns: fc.oneof(
        pick([['all'], ['anyLast7Days'], ['anyLast30Days']] as const).map((choice) => [...choice]),
        fc.subarray(campaigns, { minLength: 1, maxLength: 2 }),
      ),
      allCampaigns: fc.option(fc.boolean(), { nil: undefined }),
      range: fc.option(activityRange(loaded.dataset.now), { nil: undefined, freq: 6 }),
      sender: fc.option(
        fc.record({
          operator: pick(['equals', 'notEquals'] as const),
          ids: fc.subarray(senders, { minLength: 1 }),
        }),
        { nil: undefined, freq: 3 },
      ),
      hasAppleMPPOpen: fc.option(fc.boolean(), { nil: undefined }),
      linksClicked: fc.option(some(LINKS), { nil: undefined, freq: 3 }),
      secondaryLinks: fc.option(some(LINKS), { nil: undefined, freq: 4 }),
    })
    .map((chosen): SegmentFilter => ({
      property: 'userActivity',
      condition: chosen.condition,
      campaigns: chosen.campaigns,
      ...(chosen.allCampaigns !== undefined &&
        chosen.campaigns[0] === 'all' && { allCampaigns: chosen.allCampaigns }),
      ...chosen.range,
      ...(chosen.sender && {
        campaignProperty: 'senderId',
        propertyOperator: chosen.sender.operator,
        propertyCompareValue: chosen.sender.ids,
      }),
      ...(chosen.hasAppleMPPOpen !== undefined && { hasAppleMPPOpen: chosen.hasAppleMPPOpen }),
      ...(chosen.linksClicked && { linksClicked: chosen.linksClicked }),
      ...(chosen.secondaryLinks && {
        secondaryFilter: { condition: 'linkClicked', compareData: chosen.secondaryLinks },
      }),
    }));
};

const engagement: fc.Arbitrary<SegmentFilter> = fc
  .record({
    condition: pick(ENGAGEMENT_METRICS),
    operator: pick(COMPARISON_OPERATORS),
    rate: fc.oneof(
      fc.integer({ min: 0, max: 100 }),
      fc.integer({ min: 0, max: 199 }).map((half) => half / 2),
    ),
    count: fc.integer({ min: 0, max: 5 }),
    // Short windows most: their first day is today or yesterday, where timezones disagree on the day.
    window: fc.oneof(
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 2 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 10 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 180 }) },
    ),
  })
  .map(({ condition, operator, rate, count, window }) => ({
    property: 'engagementMetrics',
    condition,
    operator,
    compareValue: condition.endsWith('Rate') ? rate : count,
    range: 'last',
    rangeValue: { endValue: window },
  }));

/** How often an event happened (and, renamed, a form was submitted). */
const occurrenceOf = (now: Date): fc.Arbitrary<Occurrence> =>
  fc
    .record({
      hasOccurred: fc.boolean(),
      operator: fc.option(pick(COMPARISON_OPERATORS), { nil: undefined, freq: 5 }),
      compareValue: fc.integer({ min: 0, max: 4 }),
      range: activityRange(now),
    })
    .map(({ hasOccurred, operator, compareValue, range }) => ({
      hasOccurred,
      ...(operator && { operator, compareValue }),
      ...range,
    }));

/** An event property filter: the key, its type (given or not), an operator and its values. */
const eventProperty = (keys: readonly { key: string; type: SegmentPropertyType }[], now: Date) =>
  pick(keys).chain(({ key, type }) =>
    fc
      .tuple(operatorFor(type, key), fc.option(pick([type, 'string', 'number'] as const), { nil: undefined }))
      .chain(([operator, eventPropertyType]) =>
        comparisonValues(operator, now).map((values) => ({
          eventProperty: key,
          ...(eventPropertyType && { eventPropertyType }),
          propertyOperator: operator,
          ...(values.value !== undefined && { propertyCompareValue: values.value }),
          ...(values.start !== undefined && { propertyStartCompareValue: values.start }),
          ...(values.end !== undefined && { propertyEndCompareValue: values.end }),
        })),
      ),
  );

/** Keys the undefined event's filters name: the account has no types for them. */
const UNDEFINED_EVENT_KEYS: Record<string, SegmentPropertyType> = {
  toPlan: 'string',
  amount: 'number',
  platform: 'string',
};

const customEventKeys = (name: string): { key: string; type: SegmentPropertyType }[] =>
  Object.entries(CUSTOM_EVENTS[name] ?? UNDEFINED_EVENT_KEYS).map(([key, type]) => ({ key, type }));

const customEvent = (now: Date): fc.Arbitrary<SegmentFilter> =>
  pick([...Object.keys(CUSTOM_EVENTS), UNDEFINED_EVENT]).chain((eventName) =>
    fc
      .tuple(occurrenceOf(now), fc.option(eventProperty(customEventKeys(eventName), now), { nil: undefined }))
      .map(([occurrence, property]): SegmentFilter => {
        return { property: 'customEvents', eventName, occurrence, ...property };
      }),
  );

const storeEvent = (now: Date): fc.Arbitrary<SegmentFilter> =>
  fc.oneof(pick(STORE_EVENTS), pick(SHOPIFY_V2_EVENT_KEYS)).chain((eventName) => {
    const keys = SHOPIFY_V2_EVENT_PROPERTIES[eventName].map((key) => ({
      key,
      type: shopifyV2PropertyType(key) ?? 'string',
    }));
    return fc
      .tuple(occurrenceOf(now), fc.option(eventProperty(keys, now), { nil: undefined }))
      .map(([occurrence, property]): SegmentFilter => {
        return { property: 'userShopifyActivityV2', eventName, occurrence, ...property };
      });
  });

const storeV1 = (now: Date): fc.Arbitrary<SegmentFilter> =>
  fc
    .record({
      condition: pick(SHOPIFY_PRIMARY_CONDITIONS),
      range: activityRange(now),
      secondary: fc.option(
        fc.oneof(
          fc.record({
            condition: pick(['itemCount', 'orderValue', 'totalOrderValue'] as const),
            filter: pick(COMPARISON_OPERATORS),
            compareData: fc.oneof(
              fc.integer({ min: 0, max: 6 }),
              pick(SHARED_NUMBERS),
              fc.integer({ min: 0, max: 400 }),
            ),
          }),
          fc.record({
            condition: pick(['orderTags', 'productNames', 'skuList', 'productTags'] as const),
            tags: some(LIST_ITEMS),
          }),
        ),
        { nil: undefined },
      ),
    })
    .map(({ condition, range, secondary }) => ({
      property: 'userShopifyActivity',
      primaryFilter: { condition, range: range.range, ...(range.rangeValue && { filter: range.rangeValue }) },
      ...(secondary && { secondaryFilter: secondary }),
    }));

const webForm = (loaded: LoadedDataset): fc.Arbitrary<SegmentFilter> =>
  fc
    .record({
      appName: pick([...FORM_APPS, 'Unknown App']),
      occurrence: occurrenceOf(loaded.dataset.now),
      property: fc.option(
        fc.oneof(
          fc.record({
            eventProperty: fc.constant(FORM_NAME_PROPERTY),
            formOperator: pick(FORM_OPERATORS),
            propertyCompareValue: fc.subarray(loaded.ids.forms, { minLength: 1 }),
          }),
          fc.record({
            eventProperty: pick(['answer', 'rating']),
            formOperator: pick(FORM_OPERATORS),
            propertyCompareValue: textCompare,
          }),
        ),
        { nil: undefined },
      ),
    })
    .map(({ appName, occurrence: { hasOccurred, ...counted }, property }) => ({
      property: 'externalForm',
      appName,
      submission: { hasSubmitted: hasOccurred, ...counted },
      ...property,
    }));

const timezones: readonly (SegmentTimezone | undefined)[] = [
  undefined,
  undefined,
  { label: 'India', offset: '+05:30' },
  { label: 'Pacific', offset: '-08:00' },
  { label: 'Line Islands', offset: '+14:00' },
  { label: 'Tonga', offset: '+13:00' },
  { label: 'Baker Island', offset: '-12:00' },
  { label: 'Samoa', offset: '-11:00' },
];

/** One random count request over the dataset, with how it is evaluated. */
export const randomCase = (loaded: LoadedDataset): fc.Arbitrary<RandomCase> => {
  const { now } = loaded.dataset;
  const { lists, emailTypes } = loaded.ids;
  const emailTypeChoices: PropertyCompareValue[] = [
    [emailTypes[0]!],
    'offers',
    [emailTypes[1]!, 'Retired'],
    [String(emailTypes[2])],
    ['RETIRED'],
    ['nyheder PÅ ærø'],
    [emailTypes[4]!, emailTypes[3]!],
    ['ældre NYHEDER', emailTypes[2]!],
    ['nothing'],
  ];
  const filter = fc.oneof(
    { weight: 3, arbitrary: userProperty(loaded, emailTypeChoices) },
    { weight: 2, arbitrary: userActivity(loaded) },
    { weight: 2, arbitrary: engagement },
    { weight: 2, arbitrary: customEvent(now) },
    { weight: 2, arbitrary: storeEvent(now) },
    { weight: 1, arbitrary: storeV1(now) },
    { weight: 1, arbitrary: webForm(loaded) },
  );
  // Mostly every contact, so that the conditions decide; the special choices and lists now and then.
  const audience = fc.oneof(
    { weight: 5, arbitrary: fc.constant({ recipientLists: null, isUnsubscribed: false, isBlocked: false }) },
    {
      weight: 2,
      arbitrary: fc
        .subarray(lists, { minLength: 1 })
        .map((ids) => ({ recipientLists: ids, isUnsubscribed: false, isBlocked: false })),
    },
    {
      weight: 1,
      arbitrary: pick([
        [true, false],
        [false, true],
        [true, true],
      ] as const).map(([isUnsubscribed, isBlocked]) => ({ recipientLists: null, isUnsubscribed, isBlocked })),
    },
  );
  const rarely = fc.oneof(
    { weight: 4, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  );
  const rest = fc.record({
    excludeRecipientList: fc.oneof(
      { weight: 3, arbitrary: fc.constant<number[]>([]) },
      { weight: 1, arbitrary: fc.subarray(lists, { minLength: 1, maxLength: 1 }) },
    ),
    excludeIsUnsubscribed: rarely,
    excludeIsBlocked: rarely,
    segmentFilters: fc.oneof(
      { weight: 3, arbitrary: filter.map((only) => [{ filters: [only] }]) },
      {
        weight: 2,
        arbitrary: fc.array(fc.record({ filters: fc.array(filter, { minLength: 1, maxLength: 2 }) }), {
          maxLength: 3,
        }),
      },
    ),
    timezone: pick(timezones),
  });
  return fc.record({
    request: fc.tuple(audience, rest).map(([who, more]): SegmentCountRequest => ({ ...who, ...more })),
    aiSegment: fc.oneof(
      { weight: 4, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
    onlyContacts: fc.option(
      fc.subarray(
        loaded.dataset.contacts.map((contact) => contact.id),
        { maxLength: 10 },
      ),
      { nil: null, freq: 3 },
    ),
  });
};
