import type { SegmentFilter } from '@sendwell/contracts';
import { describe, expect, it } from 'vitest';
import { describeFilter } from './describe-filter';
import { describeAudience, describeConditions, describeSegment } from './describe-segment';

const lookups = {
  lists: new Map([
    [1, 'Newsletter'],
    [2, 'Churned'],
    [3, 'Customers'],
  ]),
  campaigns: new Map([
    [10, 'Spring Sale'],
    [11, 'Summer Sale'],
  ]),
  senders: new Map([[5, 'news@shop.example']]),
  forms: new Map([[7, 'Contact us']]),
  emailTypes: new Map([['promo', 'Promotions']]),
};
const say = (filter: SegmentFilter) => describeFilter(filter, lookups);

describe('describeSegment', () => {
  it('reads the example of the spec', () => {
    expect(
      describeSegment(
        {
          recipientLists: [1],
          excludeRecipientList: [2],
          segmentFilters: [
            {
              filters: [
                {
                  property: 'userActivity',
                  condition: 'hasOpened',
                  campaigns: ['all'],
                  range: 'last',
                  rangeValue: { endValue: 30 },
                },
                { property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'Berlin' },
              ],
            },
          ],
        },
        lookups,
      ),
    ).toBe(
      'Contacts in Newsletter but not in Churned who opened any campaign in the last 30 days and whose city is Berlin',
    );
  });
  it('joins OR groups, setting groups of several conditions apart', () => {
    const city: SegmentFilter = {
      property: 'userProperty',
      condition: 'city',
      operator: 'equals',
      compareValue: 'Berlin',
    };
    const vip: SegmentFilter = { property: 'userProperty', condition: 'vip', operator: 'isTrue' };
    expect(describeConditions([{ filters: [city] }, { filters: [vip] }])).toBe(
      'whose city is Berlin or whose VIP is true',
    );
    expect(describeConditions([{ filters: [city, vip] }, { filters: [vip] }])).toBe(
      'whose city is Berlin and whose VIP is true, or whose VIP is true',
    );
    expect(describeConditions([{ filters: [] }])).toBe('');
  });
  it('describes a definition without conditions by its audience', () => {
    expect(describeSegment({ recipientLists: [1, 3], segmentFilters: [] }, lookups)).toBe(
      'Contacts in Newsletter or Customers',
    );
  });
  it('falls back to saved names, then to ids', () => {
    expect(
      describeSegment({ recipientLists: [8, 9], recipientListNames: ['Old list'], segmentFilters: [] }),
    ).toBe('Contacts in Old list or list #9');
  });
  it('closes the exclusion aside before the conditions', () => {
    expect(
      describeSegment(
        {
          recipientLists: null,
          excludeIsUnsubscribed: true,
          segmentFilters: [
            { filters: [{ property: 'userProperty', condition: 'city', operator: 'exists' }] },
          ],
        },
        lookups,
      ),
    ).toBe('All contacts, excluding unsubscribed contacts, whose city is set');
  });
});

describe('describeAudience', () => {
  it('names the special choices', () => {
    expect(describeAudience({ recipientLists: null, segmentFilters: [] })).toBe('All contacts');
    expect(describeAudience({ recipientLists: null, isUnsubscribed: true, segmentFilters: [] })).toBe(
      'Unsubscribed contacts',
    );
    expect(describeAudience({ recipientLists: null, isBlocked: true, segmentFilters: [] })).toBe(
      'Blocked contacts',
    );
    expect(
      describeAudience({ recipientLists: null, isUnsubscribed: true, isBlocked: true, segmentFilters: [] }),
    ).toBe('Unsubscribed or blocked contacts');
  });
  it('names the exclusions', () => {
    expect(
      describeAudience({ recipientLists: [1], excludeRecipientList: [2, 3], segmentFilters: [] }, lookups),
    ).toBe('Contacts in Newsletter but not in Churned or Customers');
    expect(
      describeAudience({ recipientLists: [1], excludeIsBlocked: true, segmentFilters: [] }, lookups),
    ).toBe('Contacts in Newsletter, excluding blocked contacts');
    expect(
      describeAudience(
        { recipientLists: [1], excludeIsUnsubscribed: true, excludeIsBlocked: true, segmentFilters: [] },
        lookups,
      ),
    ).toBe('Contacts in Newsletter, excluding unsubscribed and blocked contacts');
  });
});

describe('userProperty clauses', () => {
  const property = (
    operator: Extract<SegmentFilter, { property: 'userProperty' }>['operator'],
    extra: object = {},
  ) => say({ property: 'userProperty', condition: 'score', operator, ...extra });
  it('names properties as people write them, never by their keys', () => {
    expect(say({ property: 'userProperty', condition: 'totalOrders', operator: 'greaterThan', compareValue: 5 })).toBe(
      'whose total orders is greater than 5',
    );
    expect(say({ property: 'userProperty', condition: 'loyalty_tier', operator: 'equals', compareValue: 'Gold' })).toBe(
      'whose loyalty tier is Gold',
    );
    expect(say({ property: 'userProperty', condition: 'customerId', operator: 'exists' })).toBe('whose customer ID is set');
  });
  it('reads every operator', () => {
    expect(property('equals', { compareValue: 'a' })).toBe('whose score is a');
    expect(property('notEquals', { compareValue: ['a', 'b'] })).toBe('whose score is not a or b');
    expect(property('contains', { compareValue: 'x' })).toBe('whose score contains x');
    expect(property('doesNotContain', { compareValue: 'x' })).toBe('whose score does not contain x');
    expect(property('startsWith', { compareValue: 'x' })).toBe('whose score starts with x');
    expect(property('endsWith', { compareValue: 'x' })).toBe('whose score ends with x');
    expect(property('exists')).toBe('whose score is set');
    expect(property('notExists')).toBe('whose score is not set');
    expect(property('greaterThan', { compareValue: 5 })).toBe('whose score is greater than 5');
    expect(property('lessThan', { compareValue: 5 })).toBe('whose score is less than 5');
    expect(property('greaterThanOrEqual', { compareValue: 1500 })).toBe('whose score is at least 1,500');
    expect(property('lessThanOrEqual', { compareValue: 5 })).toBe('whose score is at most 5');
    expect(property('numberBetween', { startCompareValue: 1, endCompareValue: 9 })).toBe(
      'whose score is between 1 and 9',
    );
    expect(property('isTrue')).toBe('whose score is true');
    expect(property('isFalse')).toBe('whose score is false');
  });
  it('reads date operators', () => {
    expect(property('last', { rangeValue: { endValue: 7 } })).toBe('whose score is in the last 7 days');
    expect(property('next', { rangeValue: { endValue: 1 } })).toBe('whose score is in the next 1 day');
    expect(property('betweenDays', { rangeValue: { startValue: 3, endValue: 10 } })).toBe(
      'whose score is between 3 and 10 days ago',
    );
    expect(
      property('betweenDates', { rangeValue: { startValue: '01/01/2025', endValue: '31/01/2025' } }),
    ).toBe('whose score is between 01/01/2025 and 31/01/2025');
    expect(property('onDate', { compareValue: '01/01/2025' })).toBe('whose score is on 01/01/2025');
    expect(property('afterDate', { compareValue: Date.parse('2025-01-01T12:00:00Z') })).toBe(
      'whose score is after 01/01/2025',
    );
    expect(property('beforeDate', { compareValue: '01/01/2025' })).toBe('whose score is before 01/01/2025');
  });
  it('reads the email status attributes as plain words', () => {
    const status = (
      operator: Extract<SegmentFilter, { property: 'userProperty' }>['operator'],
      compareValue?: string[],
    ) =>
      say({
        property: 'userProperty',
        condition: 'email_subscription_status',
        operator,
        ...(compareValue && { compareValue }),
      });
    expect(status('allEmailTypes')).toBe('who are subscribed to all email types');
    expect(status('noEmailTypes')).toBe('who are subscribed to no email types');
    expect(status('containsEmailTypes', ['promo'])).toBe('who are subscribed to Promotions');
    expect(status('notContainsEmailTypes', ['promo', 'other'])).toBe(
      'who are not subscribed to Promotions or other',
    );
    expect(say({ property: 'userProperty', condition: 'email_blocked_status', operator: 'isTrue' })).toBe(
      'who are blocked',
    );
    expect(say({ property: 'userProperty', condition: 'email_blocked_status', operator: 'isFalse' })).toBe(
      'who are not blocked',
    );
    expect(
      say({
        property: 'userProperty',
        condition: 'createdAt',
        operator: 'last',
        rangeValue: { endValue: 14 },
      }),
    ).toBe('whose date added is in the last 14 days');
  });
});

describe('userActivity clauses', () => {
  const activity = (extra: Partial<Extract<SegmentFilter, { property: 'userActivity' }>>) =>
    say({ property: 'userActivity', condition: 'hasOpened', campaigns: ['all'], ...extra });
  it('reads every condition', () => {
    expect(activity({ condition: 'hasOpened' })).toBe('who opened any campaign');
    expect(activity({ condition: 'hasNotOpened' })).toBe('who did not open any campaign');
    expect(activity({ condition: 'hasClicked' })).toBe('who clicked any campaign');
    expect(activity({ condition: 'hasNotClicked' })).toBe('who did not click any campaign');
    expect(activity({ condition: 'hasSubmitted' })).toBe('who submitted any campaign');
    expect(activity({ condition: 'hasNotSubmitted' })).toBe('who did not submit any campaign');
    expect(activity({ condition: 'wasSent' })).toBe('who were sent any campaign');
    expect(activity({ condition: 'wasNotSent' })).toBe('who were not sent any campaign');
  });
  it('names campaigns and the any-in-last-N choices once', () => {
    expect(activity({ campaigns: [10] })).toBe('who opened the campaign Spring Sale');
    expect(activity({ campaigns: [10, 11, 12], campaignNames: ['', '', 'Deleted one'] })).toBe(
      'who opened any of the campaigns Spring Sale, Summer Sale or Deleted one',
    );
    expect(activity({ campaigns: ['anyLast7Days'], range: 'last', rangeValue: { endValue: 7 } })).toBe(
      'who opened any campaign in the last 7 days',
    );
    expect(activity({ campaigns: ['anyLast30Days'] })).toBe('who opened any campaign in the last 30 days');
  });
  it('reads ranges, links, senders and Apple privacy opens', () => {
    expect(activity({ range: 'betweenDays', rangeValue: { startValue: 2, endValue: 9 } })).toBe(
      'who opened any campaign between 2 and 9 days ago',
    );
    expect(activity({ range: 'last', rangeValue: { endValue: 0 } })).toBe('who opened any campaign today');
    expect(activity({ condition: 'hasClicked', campaigns: [10], linksClicked: ['https://a.example'] })).toBe(
      'who clicked the campaign Spring Sale on the link https://a.example',
    );
    expect(
      activity({
        campaigns: [10],
        campaignProperty: 'senderId',
        propertyOperator: 'equals',
        propertyCompareValue: [5],
      }),
    ).toBe('who opened the campaign Spring Sale from sender news@shop.example');
    expect(
      activity({
        campaigns: [10],
        campaignProperty: 'senderId',
        propertyOperator: 'notEquals',
        propertyCompareValue: [5, 6],
        senderDetails: ['', 'b@x.com'],
      }),
    ).toBe('who opened the campaign Spring Sale not from senders news@shop.example or b@x.com');
    expect(activity({ hasAppleMPPOpen: true })).toBe(
      'who opened any campaign (Apple privacy opens included)',
    );
    expect(activity({ hasAppleMPPOpen: false })).toBe(
      'who opened any campaign (excluding Apple privacy opens)',
    );
  });
});

describe('engagementMetrics clauses', () => {
  const metric = (
    condition: Extract<SegmentFilter, { property: 'engagementMetrics' }>['condition'],
    operator: Extract<SegmentFilter, { property: 'engagementMetrics' }>['operator'],
    compareValue: number,
  ) =>
    say({
      property: 'engagementMetrics',
      condition,
      operator,
      compareValue,
      range: 'last',
      rangeValue: { endValue: 30 },
    });
  it('uses % for rates only', () => {
    expect(metric('openRate', 'greaterThan', 25)).toBe('whose open rate in the last 30 days is above 25%');
    expect(metric('clickRate', 'lessThan', 10)).toBe('whose click rate in the last 30 days is below 10%');
    expect(metric('submissionRate', 'atLeast', 5)).toBe(
      'whose submission rate in the last 30 days is at least 5%',
    );
    expect(metric('sent', 'atMost', 3)).toBe('whose number of emails sent in the last 30 days is at most 3');
    expect(metric('opened', 'equalTo', 0)).toBe('whose number of opens in the last 30 days is 0');
    expect(metric('clicked', 'greaterThan', 2)).toBe('whose number of clicks in the last 30 days is above 2');
    expect(metric('submitted', 'greaterThan', 1)).toBe(
      'whose number of submissions in the last 30 days is above 1',
    );
  });
});

describe('store clauses', () => {
  it('reads v1 primary and secondary filters', () => {
    expect(
      say({
        property: 'userShopifyActivity',
        primaryFilter: { condition: 'purchasedAtLeastOnce', range: 'last', filter: { endValue: 30 } },
      }),
    ).toBe('who purchased at least once in the last 30 days');
    expect(
      say({
        property: 'userShopifyActivity',
        primaryFilter: { condition: 'purchasedMoreThanOnce', range: 'overAll' },
        secondaryFilter: { condition: 'orderValue', filter: 'greaterThan', compareData: 50 },
      }),
    ).toBe('who purchased more than once with an order value that is above 50');
    expect(
      say({
        property: 'userShopifyActivity',
        primaryFilter: { condition: 'notPurchased', range: 'overAll' },
        secondaryFilter: { condition: 'productTags', tags: ['sale', 'new'] },
      }),
    ).toBe('who did not purchase including products tagged sale or new');
  });
  it('reads v2 events with labels', () => {
    expect(
      say({
        property: 'userShopifyActivityV2',
        eventName: 'orderCancelled',
        occurrence: { hasOccurred: true, operator: 'equalTo', compareValue: 1, range: 'overAll' },
        eventProperty: 'cancelReason',
        propertyOperator: 'equals',
        propertyCompareValue: 'fraud',
      }),
    ).toBe('who performed the store event Cancelled Order exactly once where cancel reason is fraud');
  });
});

describe('event and form clauses', () => {
  it('reads occurrence counts, ranges and property filters', () => {
    expect(
      say({
        property: 'customEvents',
        eventName: 'Signed Up',
        occurrence: {
          hasOccurred: true,
          operator: 'lessThan',
          compareValue: 3,
          range: 'last',
          rangeValue: { endValue: 7 },
        },
        eventProperty: 'plan',
        propertyOperator: 'equals',
        propertyCompareValue: 'Pro',
      }),
    ).toBe('who performed the event Signed Up fewer than 3 times in the last 7 days where plan is Pro');
    expect(
      say({
        property: 'customEvents',
        eventName: 'Signed Up',
        occurrence: { hasOccurred: false, range: 'afterDate', rangeValue: { startValue: '01/02/2025' } },
      }),
    ).toBe('who did not perform the event Signed Up after 01/02/2025');
    expect(
      say({
        property: 'customEvents',
        eventName: 'x',
        occurrence: { hasOccurred: true, operator: 'atMost', compareValue: 4, range: 'overAll' },
      }),
    ).toBe('who performed the event x at most 4 times');
  });
  it('reads web forms with form names and fields', () => {
    expect(
      say({
        property: 'externalForm',
        appName: 'Typeform',
        submission: {
          hasSubmitted: true,
          operator: 'atLeast',
          compareValue: 2,
          range: 'onDate',
          rangeValue: { startValue: '05/03/2025' },
        },
        eventProperty: 'formName',
        formOperator: 'equals',
        propertyCompareValue: [7],
      }),
    ).toBe('who submitted a form in Typeform at least 2 times on 05/03/2025 where the form is Contact us');
    expect(
      say({
        property: 'externalForm',
        appName: 'Tally',
        submission: { hasSubmitted: false, range: 'overAll' },
        eventProperty: 'company',
        formOperator: 'contains',
        propertyCompareValue: 'Acme',
      }),
    ).toBe('who did not submit a form in Tally where company contains Acme');
  });
  it('describes an unfinished condition without failing', () => {
    expect(describeFilter({ property: null })).toBe('who …');
    expect(describeFilter({ property: 'userActivity' })).toBe('who … …');
  });
});
