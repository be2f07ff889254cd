import type {
  CustomEventFilter,
  ExternalFormFilter,
  ShopifyV1Filter,
  ShopifyV2Filter,
} from '@sendwell/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateSegment } from './evaluate-segment';
import type { DatasetEvent, DatasetFormSubmission } from './segment-dataset';
import { contact, dataset, hoursAgo, where } from './test-dataset';

const event = (
  contactId: number,
  name: string,
  days: number,
  properties: DatasetEvent['properties'] = {},
  source: DatasetEvent['source'] = 'custom',
): DatasetEvent => ({
  contactId,
  name,
  source,
  occurredAt: hoursAgo(days * 24),
  properties,
});
const order = (contactId: number, days: number, properties: DatasetEvent['properties'] = {}) =>
  event(contactId, 'orderPlaced', days, properties, 'shopify');
const submission = (
  contactId: number,
  formId: number,
  days: number,
  properties: DatasetFormSubmission['properties'] = {},
): DatasetFormSubmission => ({
  contactId,
  formId,
  appName: formId === 3 ? 'Jotform' : 'Typeform',
  submittedAt: hoursAgo(days * 24),
  properties,
});

const data = dataset({
  contacts: [contact(1), contact(2), contact(3), contact(4)],
  eventProperties: new Map([['Upgraded', { amount: 'number', toPlan: 'string' }]]),
  events: [
    event(1, 'Upgraded', 1, { amount: 10, toPlan: 'Pro' }),
    event(1, 'Upgraded', 2, { amount: '50' }),
    event(1, 'Upgraded', 40, { amount: 100 }),
    event(2, 'Upgraded', 3, { amount: 200, toPlan: 'pro' }),
    event(3, 'Upgraded', 1, {}, 'shopify'),
    order(2, 5, { orderValue: 20, productCount: 1, orderTags: ['summer'] }),
    order(2, 100, { orderValue: 30.5, productCount: 3, orderTags: ['vip'] }),
    order(3, 5, { orderValue: 'free', productCount: 2, productNames: ['red shoe'] }),
    event(4, 'productViewed', 1, { productNames: ['blue hat'] }, 'shopify'),
  ],
  formSubmissions: [
    submission(1, 1, 1, { answer: 'Yes' }),
    submission(1, 2, 2),
    submission(2, 3, 1, { answer: 'no' }),
    submission(3, 1, 50),
  ],
});
const evaluate = (filter: Parameters<typeof where>[0][number]) => evaluateSegment(where([filter]), data);

describe('customEvents and store v2 events', () => {
  const upgraded = (
    fields: Partial<CustomEventFilter>,
    occurrence: Partial<CustomEventFilter['occurrence']> = {},
  ) =>
    evaluate({
      property: 'customEvents',
      eventName: 'Upgraded',
      occurrence: { hasOccurred: true, range: 'overAll', ...occurrence },
      ...fields,
    });
  it('counts matching events of the custom source in the range, at least once by default', () => {
    expect(upgraded({})).toEqual([1, 2]);
    expect(
      upgraded({}, { range: 'last', rangeValue: { endValue: 7 }, operator: 'equalTo', compareValue: 2 }),
    ).toEqual([1]);
    expect(upgraded({}, { operator: 'equalTo', compareValue: 0 })).toEqual([3, 4]);
    expect(upgraded({}, { operator: 'lessThan', compareValue: 2 })).toEqual([2, 3, 4]);
    expect(upgraded({}, { hasOccurred: false, range: 'last', rangeValue: { endValue: 2 } })).toEqual([
      2, 3, 4,
    ]);
  });
  it('narrows events by a property read with the type the account learned', () => {
    expect(
      upgraded({ eventProperty: 'amount', propertyOperator: 'greaterThanOrEqual', propertyCompareValue: 50 }),
    ).toEqual([1, 2]);
    expect(
      upgraded(
        { eventProperty: 'amount', propertyOperator: 'greaterThan', propertyCompareValue: 50 },
        { range: 'last', rangeValue: { endValue: 7 } },
      ),
    ).toEqual([2]);
    expect(
      upgraded({ eventProperty: 'toPlan', propertyOperator: 'equals', propertyCompareValue: 'PRO' }),
    ).toEqual([1, 2]);
  });
  it('reads store events from the store source with the catalogue types', () => {
    const viewed: ShopifyV2Filter = {
      property: 'userShopifyActivityV2',
      eventName: 'productViewed',
      occurrence: { hasOccurred: true, range: 'overAll' },
      eventProperty: 'productNames',
      propertyOperator: 'contains',
      propertyCompareValue: ['blue hat'],
    };
    expect(evaluate(viewed)).toEqual([4]);
    expect(evaluate({ ...viewed, propertyCompareValue: 'Blue hat' })).toEqual([]);
  });
});

describe('store v1 orders', () => {
  const orders = (
    condition: ShopifyV1Filter['primaryFilter']['condition'],
    secondaryFilter?: ShopifyV1Filter['secondaryFilter'],
  ) =>
    evaluate({
      property: 'userShopifyActivity',
      primaryFilter: { condition, range: 'overAll' },
      ...(secondaryFilter && { secondaryFilter }),
    });
  it('counts orders that pass the secondary filter', () => {
    expect(orders('purchasedAtLeastOnce')).toEqual([2, 3]);
    expect(orders('purchasedMoreThanOnce')).toEqual([2]);
    expect(orders('notPurchased')).toEqual([1, 4]);
    expect(orders('purchasedAtLeastOnce', { condition: 'orderTags', tags: ['vip'] })).toEqual([2]);
    expect(orders('purchasedAtLeastOnce', { condition: 'productNames', tags: ['red shoe'] })).toEqual([3]);
    expect(
      orders('purchasedAtLeastOnce', { condition: 'itemCount', filter: 'atLeast', compareData: 2 }),
    ).toEqual([2, 3]);
    expect(
      orders('purchasedMoreThanOnce', { condition: 'orderValue', filter: 'lessThan', compareData: 25 }),
    ).toEqual([]);
  });
  it('sums the order values for the total, counting values that are not numbers as nothing', () => {
    expect(
      orders('purchasedAtLeastOnce', { condition: 'totalOrderValue', filter: 'equalTo', compareData: 50.5 }),
    ).toEqual([2]);
    expect(
      orders('purchasedAtLeastOnce', { condition: 'totalOrderValue', filter: 'equalTo', compareData: 0 }),
    ).toEqual([3]);
    expect(
      orders('notPurchased', { condition: 'totalOrderValue', filter: 'greaterThan', compareData: 0 }),
    ).toEqual([1, 3, 4]);
  });
});

describe('web forms', () => {
  const form = (
    fields: Partial<ExternalFormFilter>,
    submission: Partial<ExternalFormFilter['submission']> = {},
  ) =>
    evaluate({
      property: 'externalForm',
      appName: 'Typeform',
      submission: { hasSubmitted: true, range: 'overAll', ...submission },
      ...fields,
    });
  it('counts the app’s submissions in the range', () => {
    expect(form({})).toEqual([1, 3]);
    expect(
      form({}, { range: 'last', rangeValue: { endValue: 7 }, operator: 'atLeast', compareValue: 2 }),
    ).toEqual([1]);
    expect(form({}, { hasSubmitted: false, range: 'last', rangeValue: { endValue: 7 } })).toEqual([2, 3, 4]);
  });
  it('narrows by form or by an answer', () => {
    expect(form({ eventProperty: 'formName', formOperator: 'equals', propertyCompareValue: [2] })).toEqual([
      1,
    ]);
    expect(form({ eventProperty: 'formName', formOperator: 'notEquals', propertyCompareValue: [2] })).toEqual(
      [1, 3],
    );
    expect(form({ eventProperty: 'formName', formOperator: 'notExists' })).toEqual([]);
    expect(form({ eventProperty: 'answer', formOperator: 'equals', propertyCompareValue: 'yes' })).toEqual([
      1,
    ]);
    expect(form({ eventProperty: 'answer', formOperator: 'notExists' })).toEqual([1, 3]);
  });
});
