import { beforeAll, describe, expect, it } from 'vitest';
import {
  segmentRoutes,
  type CustomEventFilter,
  type ExternalFormFilter,
  type Occurrence,
  type SegmentCountRequest,
  type SegmentFilter,
  type ShopifySecondaryFilter,
  type ShopifyV2Filter,
} from '@sendwell/contracts';
import type { TestBrowser } from '../../../test/http-client';
import { signUpUser } from '../../../test/users';
import { daysAgo, definition, SegmentData } from '../../../test/segments/segment-test-fixtures';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
let browser: TestBrowser;
let forms: Record<string, number>;

const count = async (request: SegmentCountRequest): Promise<number> => {
  const response = await browser.call(segmentRoutes.getCount, { body: request });
  expect(response.status, response.text).toBe(200);
  return response.data.contactsCount;
};
const where = (...filters: SegmentFilter[]) => count(definition([filters]));
const refusedWith = async (filter: SegmentFilter): Promise<string> => {
  const response = await browser.call(segmentRoutes.getCount, { body: definition([[filter]]) });
  expect(response.status, response.text).toBe(400);
  return response.error.message;
};

const ever: Occurrence = { hasOccurred: true, operator: 'atLeast', compareValue: 1, range: 'overAll' };
const occurred = (fields: Partial<Occurrence>): Occurrence => ({ ...ever, ...fields });

beforeAll(async () => {
  const user = await signUpUser(t.app);
  browser = user.browser;
  const data = new SegmentData(t.ctx.db, user.user.accountId);

  // Custom events: e1 upgraded three times, e2 once, e3 only logged in, e4 did nothing.
  await data.eventDefinition('Plan Upgraded', { toPlan: 'string', amount: 'number', annual: 'boolean', effectiveDate: 'date' });
  await data.eventDefinition('App Login', { platform: 'string' });
  const e1 = await data.contact('e1@example.com');
  const e2 = await data.contact('e2@example.com');
  const e3 = await data.contact('e3@example.com');
  await data.contact('e4@example.com');
  await data.event(e1, 'Plan Upgraded', daysAgo(5), { toPlan: 'Starter', amount: 10 });
  await data.event(e1, 'Plan Upgraded', daysAgo(10), { toPlan: 'Starter', amount: 50 });
  await data.event(e1, 'Plan Upgraded', daysAgo(40), { toPlan: 'Starter', amount: 100 });
  await data.event(e1, 'App Login', daysAgo(1), { platform: 'ios' });
  await data.event(e2, 'Plan Upgraded', daysAgo(2), { toPlan: 'Pro', amount: 200, annual: true, effectiveDate: '2030-01-15' });
  await data.event(e3, 'App Login', daysAgo(1), { platform: 'web' });

  // Store orders: s1 ordered twice (5 and 200 days ago), s2 once (100 days ago), s3 cancelled and browsed.
  const s1 = await data.contact('s1@example.com');
  const s2 = await data.contact('s2@example.com');
  const s3 = await data.contact('s3@example.com');
  await data.contact('s4@example.com');
  await data.event(s1, 'orderPlaced', daysAgo(5), { orderValue: 120, productNames: ['Mug', 'Tee'], productCount: 2, orderTags: ['first-order'], skus: ['SKU-1', 'SKU-2'], paymentMethod: 'card' }, 'shopify');
  await data.event(s1, 'orderPlaced', daysAgo(200), { orderValue: 30, productNames: ['Tee'], productCount: 1, orderTags: ['repeat'], skus: ['SKU-2'] }, 'shopify');
  await data.event(s2, 'orderPlaced', daysAgo(100), { orderValue: 80, productNames: ['Cap'], productCount: 1, productTags: ['summer'], paymentMethod: 'PayPal' }, 'shopify');
  await data.event(s3, 'orderCancelled', daysAgo(10), { cancelReason: 'fraud', orderValue: 60 }, 'shopify');
  await data.event(s3, 'productViewed', daysAgo(10), { productNames: ['Mug'] }, 'shopify');
  // A custom event that shares a store event's name is not a store event.
  await data.event(e3, 'orderPlaced', daysAgo(1), { orderValue: 999 }, 'custom');

  // Web forms: w1 sent the Typeform survey twice, w2 the Typeform signup, w3 a Jotform form.
  const w1 = await data.contact('w1@example.com');
  const w2 = await data.contact('w2@example.com');
  const w3 = await data.contact('w3@example.com');
  forms = {
    survey: await data.form('Typeform', 'Survey'),
    signup: await data.form('Typeform', 'Signup'),
    contact: await data.form('Jotform', 'Contact'),
  };
  await data.submission(w1, forms.survey!, 'Typeform', daysAgo(3), { rating: '5', country: 'DE' });
  await data.submission(w1, forms.survey!, 'Typeform', daysAgo(20), { rating: '4', country: 'DE' });
  await data.submission(w2, forms.signup!, 'Typeform', daysAgo(1), { country: 'FR' });
  await data.submission(w3, forms.contact!, 'Jotform', daysAgo(1), {});
});

// Eleven contacts in all (e1-e4, s1-s4, w1-w3): a count that allows 0 includes everyone without the event.
describe('custom events', () => {
  const upgraded = (occurrence: Occurrence, fields: Partial<CustomEventFilter> = {}): SegmentFilter => ({
    property: 'customEvents',
    eventName: 'Plan Upgraded',
    occurrence,
    ...fields,
  });

  it('counts occurrences in a range', async () => {
    expect(await where(upgraded(ever))).toBe(2);
    expect(await where(upgraded(occurred({ operator: 'atLeast', compareValue: 2 })))).toBe(1);
    expect(await where(upgraded(occurred({ operator: 'equalTo', compareValue: 3 })))).toBe(1);
    expect(await where(upgraded(occurred({ operator: 'greaterThan', compareValue: 0 })))).toBe(2);
    expect(await where(upgraded(occurred({ operator: 'atLeast', compareValue: 2, range: 'last', rangeValue: { endValue: 30 } })))).toBe(1);
  });

  it('counts contacts without the event when the count allows 0', async () => {
    expect(await where(upgraded(occurred({ operator: 'equalTo', compareValue: 0 })))).toBe(9);
    expect(await where(upgraded(occurred({ operator: 'lessThan', compareValue: 2 })))).toBe(10);
    expect(await where(upgraded(occurred({ operator: 'atMost', compareValue: 1, range: 'last', rangeValue: { endValue: 7 } })))).toBe(11);
    expect(await where(upgraded({ hasOccurred: false, range: 'last', rangeValue: { endValue: 7 } }))).toBe(9);
  });

  it('narrows events by a typed property', async () => {
    expect(await where(upgraded(ever, { eventProperty: 'amount', propertyOperator: 'greaterThan', propertyCompareValue: 40 }))).toBe(2);
    expect(await where(upgraded(occurred({ compareValue: 2 }), { eventProperty: 'amount', propertyOperator: 'greaterThan', propertyCompareValue: 40 }))).toBe(1);
    expect(await where(upgraded(ever, { eventProperty: 'amount', propertyOperator: 'numberBetween', propertyStartCompareValue: 40, propertyEndCompareValue: 60 }))).toBe(1);
    expect(await where(upgraded(ever, { eventProperty: 'toPlan', propertyOperator: 'equals', propertyCompareValue: 'pro' }))).toBe(1);
    expect(await where(upgraded(ever, { eventProperty: 'annual', propertyOperator: 'isTrue' }))).toBe(1);
    expect(await where(upgraded(ever, { eventProperty: 'effectiveDate', propertyOperator: 'afterDate', propertyCompareValue: '01/01/2030' }))).toBe(1);
    expect(await where(upgraded({ hasOccurred: false, range: 'overAll' }, { eventProperty: 'amount', propertyOperator: 'greaterThan', propertyCompareValue: 150 }))).toBe(10);
  });

  it('refuses a property the event does not have', async () => {
    expect(await refusedWith(upgraded(ever, { eventProperty: 'colour', propertyOperator: 'equals', propertyCompareValue: 'red' }))).toBe('This contact property does not exist');
  });
});

describe('store events (version 2)', () => {
  const store = (eventName: ShopifyV2Filter['eventName'], occurrence: Occurrence, fields: Partial<ShopifyV2Filter> = {}): SegmentFilter => ({
    property: 'userShopifyActivityV2',
    eventName,
    occurrence,
    ...fields,
  });

  it('counts orders in a range, never custom events of the same name', async () => {
    expect(await where(store('orderPlaced', ever))).toBe(2);
    expect(await where(store('orderPlaced', occurred({ compareValue: 2 })))).toBe(1);
    expect(await where(store('orderPlaced', { hasOccurred: false, range: 'last', rangeValue: { endValue: 180 } }))).toBe(9);
    expect(await where(store('orderPlaced', ever), store('orderPlaced', { hasOccurred: false, range: 'last', rangeValue: { endValue: 30 } }))).toBe(1);
  });

  it('matches list properties item by item, and the other properties by type', async () => {
    expect(await where(store('orderPlaced', ever, { eventProperty: 'productNames', propertyOperator: 'contains', propertyCompareValue: ['Tee'] }))).toBe(1);
    expect(await where(store('orderPlaced', ever, { eventProperty: 'productNames', propertyOperator: 'contains', propertyCompareValue: ['Cap', 'Mug'] }))).toBe(2);
    expect(await where(store('orderPlaced', ever, { eventProperty: 'productNames', propertyOperator: 'contains', propertyCompareValue: ['Te'] }))).toBe(0);
    expect(await where(store('orderPlaced', ever, { eventProperty: 'productNames', propertyOperator: 'doesNotContain', propertyCompareValue: ['Tee'] }))).toBe(1);
    expect(await where(store('orderPlaced', ever, { eventProperty: 'orderValue', propertyOperator: 'greaterThan', propertyCompareValue: 100 }))).toBe(1);
    expect(await where(store('orderPlaced', ever, { eventProperty: 'paymentMethod', propertyOperator: 'equals', propertyCompareValue: 'paypal' }))).toBe(1);
    expect(await where(store('orderCancelled', ever, { eventProperty: 'cancelReason', propertyOperator: 'equals', propertyCompareValue: 'fraud' }))).toBe(1);
    expect(await where(store('productViewed', ever, { eventProperty: 'productNames', propertyOperator: 'contains', propertyCompareValue: ['Mug'] }))).toBe(1);
  });

  it('refuses a property the store event does not carry', async () => {
    expect(await refusedWith(store('orderPlaced', ever, { eventProperty: 'cancelReason', propertyOperator: 'equals', propertyCompareValue: 'fraud' }))).toBe('This contact property does not exist');
  });
});

describe('store orders (version 1)', () => {
  const v1 = (
    condition: 'purchasedAtLeastOnce' | 'purchasedMoreThanOnce' | 'notPurchased',
    secondary?: ShopifySecondaryFilter,
    range: { range: 'overAll' } | { range: 'last'; filter: { endValue: number } } = { range: 'overAll' },
  ): SegmentFilter => ({ property: 'userShopifyActivity', primaryFilter: { condition, ...range }, ...(secondary ? { secondaryFilter: secondary } : {}) });
  const last30 = { range: 'last' as const, filter: { endValue: 30 } };

  it('counts buyers by how often they ordered', async () => {
    expect(await where(v1('purchasedAtLeastOnce'))).toBe(2);
    expect(await where(v1('purchasedMoreThanOnce'))).toBe(1);
    expect(await where(v1('notPurchased'))).toBe(9);
    expect(await where(v1('purchasedAtLeastOnce', undefined, last30))).toBe(1);
    expect(await where(v1('notPurchased', undefined, last30))).toBe(10);
  });

  it('narrows orders by tags, products and SKUs', async () => {
    expect(await where(v1('purchasedAtLeastOnce', { condition: 'productNames', tags: ['Cap'] }))).toBe(1);
    expect(await where(v1('purchasedAtLeastOnce', { condition: 'orderTags', tags: ['repeat'] }))).toBe(1);
    expect(await where(v1('purchasedAtLeastOnce', { condition: 'skuList', tags: ['SKU-2'] }))).toBe(1);
    expect(await where(v1('purchasedMoreThanOnce', { condition: 'skuList', tags: ['SKU-2'] }))).toBe(1);
    expect(await where(v1('purchasedAtLeastOnce', { condition: 'productTags', tags: ['summer'] }))).toBe(1);
    expect(await where(v1('notPurchased', { condition: 'productNames', tags: ['Cap'] }))).toBe(10);
  });

  it('compares each order, or the total of the orders in the range', async () => {
    expect(await where(v1('purchasedAtLeastOnce', { condition: 'itemCount', filter: 'greaterThan', compareData: 1 }))).toBe(1);
    expect(await where(v1('purchasedAtLeastOnce', { condition: 'orderValue', filter: 'atLeast', compareData: 80 }))).toBe(2);
    expect(await where(v1('purchasedMoreThanOnce', { condition: 'orderValue', filter: 'greaterThan', compareData: 100 }))).toBe(0);
    expect(await where(v1('purchasedAtLeastOnce', { condition: 'totalOrderValue', filter: 'greaterThan', compareData: 140 }))).toBe(1);
    expect(await where(v1('purchasedAtLeastOnce', { condition: 'totalOrderValue', filter: 'greaterThan', compareData: 50 }))).toBe(2);
    expect(await where(v1('purchasedAtLeastOnce', { condition: 'totalOrderValue', filter: 'greaterThan', compareData: 130 }, last30))).toBe(0);
  });
});

describe('web forms', () => {
  const typeform = (submission: ExternalFormFilter['submission'], fields: Partial<ExternalFormFilter> = {}): SegmentFilter => ({
    property: 'externalForm',
    appName: 'Typeform',
    submission,
    ...fields,
  });
  const submitted = (fields: Partial<ExternalFormFilter['submission']> = {}): ExternalFormFilter['submission'] => ({
    hasSubmitted: true,
    operator: 'atLeast',
    compareValue: 1,
    range: 'overAll',
    ...fields,
  });

  it("counts submissions to the app's forms", async () => {
    expect(await where(typeform(submitted()))).toBe(2);
    expect(await where(typeform(submitted({ compareValue: 2 })))).toBe(1);
    expect(await where(typeform(submitted({ operator: 'equalTo', compareValue: 0 })))).toBe(9);
    expect(await where(typeform({ hasSubmitted: false, range: 'overAll' }))).toBe(9);
    expect(await where(typeform(submitted({ range: 'last', rangeValue: { endValue: 7 } })))).toBe(2);
    expect(await where(typeform(submitted({ compareValue: 2, range: 'last', rangeValue: { endValue: 7 } })))).toBe(0);
  });

  it('narrows by form and by answer', async () => {
    expect(await where(typeform(submitted(), { eventProperty: 'formName', formOperator: 'equals', propertyCompareValue: [forms.survey!] }))).toBe(1);
    expect(await where(typeform(submitted(), { eventProperty: 'formName', formOperator: 'notEquals', propertyCompareValue: [forms.survey!] }))).toBe(1);
    expect(await where(typeform({ hasSubmitted: false, range: 'overAll' }, { eventProperty: 'formName', formOperator: 'equals', propertyCompareValue: [forms.signup!] }))).toBe(10);
    expect(await where(typeform(submitted(), { eventProperty: 'country', formOperator: 'equals', propertyCompareValue: 'fr' }))).toBe(1);
    expect(await where(typeform(submitted(), { eventProperty: 'country', formOperator: 'contains', propertyCompareValue: 'e' }))).toBe(1);
    expect(await where(typeform(submitted(), { eventProperty: 'rating', formOperator: 'exists' }))).toBe(1);
  });
});
