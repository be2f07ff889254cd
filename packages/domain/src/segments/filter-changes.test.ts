import type {
  CustomEventFilterDraft,
  ExternalFormFilterDraft,
  ShopifyV2FilterDraft,
  UserActivityFilterDraft,
} from '@sendwell/contracts';
import { describe, expect, it } from 'vitest';
import { filterErrors } from './filter-validation';
import {
  addEventPropertyFilter,
  addSenderFilter,
  changeActivityCondition,
  changeActivityRange,
  changeAppName,
  changeCampaigns,
  changeEngagementMetric,
  changeEventName,
  changeEventProperty,
  changeFilterKind,
  changeFormProperty,
  changeOccurrence,
  changeOccurrenceRange,
  changePropertyCondition,
  changePropertyOperator,
  changeShopifyEvent,
  changeShopifyRange,
  changeShopifySecondary,
  changeSubmission,
  changeSubmissionRange,
  removeEventPropertyFilter,
  removeFormFilter,
  removeLinkFilter,
  removeSenderFilter,
  toggleAppleMppOpen,
} from './filter-changes';

const clock = { now: new Date('2025-03-10T12:00:00Z'), offsetMinutes: 0 };

describe('a new filter kind', () => {
  it('clears everything', () => {
    expect(changeFilterKind('customEvents')).toEqual({ property: 'customEvents' });
    expect(changeFilterKind(null)).toEqual({ property: null });
  });
});

describe('userProperty', () => {
  it('a new property sets the default operator for its type', () => {
    expect(changePropertyCondition('city', 'string')).toEqual({
      property: 'userProperty',
      condition: 'city',
      operator: 'equals',
    });
    expect(changePropertyCondition('vip', 'boolean').operator).toBe('isTrue');
    expect(changePropertyCondition('renewal', 'date').operator).toBe('last');
    expect(changePropertyCondition('email_subscription_status', 'string').operator).toBe('allEmailTypes');
  });
  it('a new operator clears the values', () => {
    expect(
      changePropertyOperator(
        { property: 'userProperty', condition: 'age', operator: 'equals', compareValue: 3 },
        'numberBetween',
      ),
    ).toEqual({
      property: 'userProperty',
      condition: 'age',
      operator: 'numberBetween',
    });
  });
});

describe('userActivity', () => {
  const opened: UserActivityFilterDraft = {
    property: 'userActivity',
    condition: 'hasClicked',
    campaigns: [4],
    range: 'overAll',
    linksClicked: ['https://a.example'],
  };

  it("'all' stands alone, clears the campaign property filters and marks allCampaigns", () => {
    const withSender = { ...addSenderFilter(opened), propertyCompareValue: [2], senderDetails: ['a@x.com'] };
    const next = changeCampaigns(withSender, [4, 'all']);
    expect(next.campaigns).toEqual(['all']);
    expect(next.allCampaigns).toBe(true);
    expect(next).not.toHaveProperty('campaignProperty');
    expect(next).not.toHaveProperty('propertyCompareValue');
    expect(next).not.toHaveProperty('senderDetails');
    expect(next).not.toHaveProperty('linksClicked');
  });
  it('any campaign in the last 7 or 30 days sets the range', () => {
    expect(changeCampaigns(opened, [4, 'anyLast7Days'])).toMatchObject({
      campaigns: ['anyLast7Days'],
      range: 'last',
      rangeValue: { endValue: 7 },
    });
    expect(changeCampaigns(opened, [4, 'anyLast30Days'])).toMatchObject({
      campaigns: ['anyLast30Days'],
      range: 'last',
      rangeValue: { endValue: 30 },
    });
  });
  it("moving from a special choice to a campaign sets the range to 'overAll'", () => {
    const fromSpecial: UserActivityFilterDraft = {
      property: 'userActivity',
      condition: 'hasOpened',
      campaigns: ['anyLast7Days'],
      range: 'last',
      rangeValue: { endValue: 7 },
    };
    const next = changeCampaigns(fromSpecial, ['anyLast7Days', 9]);
    expect(next).toMatchObject({ campaigns: [9], range: 'overAll' });
    expect(next).not.toHaveProperty('rangeValue');
    expect(next).not.toHaveProperty('allCampaigns');
  });
  it('adding a campaign to campaigns keeps the chosen range', () => {
    const ranged: UserActivityFilterDraft = { ...opened, range: 'last', rangeValue: { endValue: 14 } };
    expect(changeCampaigns(ranged, [4, 5])).toMatchObject({
      campaigns: [4, 5],
      range: 'last',
      rangeValue: { endValue: 14 },
    });
  });
  it('keeps link filters for a single campaign only and records names', () => {
    expect(changeCampaigns(opened, [4, 5])).not.toHaveProperty('linksClicked');
    expect(changeCampaigns(opened, [4], new Map([[4, 'Spring']]))).toMatchObject({
      linksClicked: ['https://a.example'],
      campaignNames: ['Spring'],
    });
  });
  it('a condition change drops sub-filters that no longer apply', () => {
    const next = changeActivityCondition({ ...opened, hasAppleMPPOpen: true }, 'wasSent');
    expect(next).not.toHaveProperty('linksClicked');
    expect(next).not.toHaveProperty('hasAppleMPPOpen');
    expect(
      changeActivityCondition({ ...opened, condition: 'hasOpened', hasAppleMPPOpen: false }, 'hasNotOpened')
        .hasAppleMPPOpen,
    ).toBe(false);
  });
  it('a new range resets the range value; between dates starts as the last 7 days', () => {
    const ranged: UserActivityFilterDraft = { ...opened, range: 'last', rangeValue: { endValue: 14 } };
    expect(changeActivityRange(ranged, 'betweenDays', clock)).not.toHaveProperty('rangeValue');
    expect(changeActivityRange(ranged, 'betweenDates', clock)).toMatchObject({
      range: 'betweenDates',
      rangeValue: { startValue: '03/03/2025', endValue: '10/03/2025' },
    });
  });
  it('the Apple privacy-open filter starts true and clears when removed', () => {
    expect(toggleAppleMppOpen(opened, true).hasAppleMPPOpen).toBe(true);
    expect(toggleAppleMppOpen({ ...opened, hasAppleMPPOpen: false }, false)).not.toHaveProperty(
      'hasAppleMPPOpen',
    );
  });
  it('removing a sub-filter clears its fields', () => {
    const withSender = { ...addSenderFilter(opened), propertyCompareValue: [2] };
    expect(withSender).toMatchObject({ campaignProperty: 'senderId', propertyOperator: 'equals' });
    expect(removeSenderFilter(withSender)).toEqual(opened);
    expect(
      removeLinkFilter({ ...opened, secondaryFilter: { condition: 'linkClicked', compareData: ['x'] } }),
    ).not.toHaveProperty('linksClicked');
  });
});

describe('engagementMetrics', () => {
  it('a new metric sets the default operator and keeps the window', () => {
    expect(
      changeEngagementMetric(
        {
          property: 'engagementMetrics',
          condition: 'openRate',
          operator: 'lessThan',
          compareValue: 20,
          rangeValue: { endValue: 60 },
        },
        'sent',
      ),
    ).toEqual({
      property: 'engagementMetrics',
      condition: 'sent',
      operator: 'greaterThan',
      range: 'last',
      rangeValue: { endValue: 60 },
    });
  });
});

describe('store v1', () => {
  it('a new range resets its value', () => {
    const next = changeShopifyRange(
      {
        property: 'userShopifyActivity',
        primaryFilter: { condition: 'notPurchased', range: 'last', filter: { endValue: 9 } },
      },
      'overAll',
      clock,
    );
    expect(next).toEqual({
      property: 'userShopifyActivity',
      primaryFilter: { condition: 'notPurchased', range: 'overAll' },
    });
  });
  it('a new secondary condition clears its values', () => {
    const next = changeShopifySecondary(
      {
        property: 'userShopifyActivity',
        secondaryFilter: { condition: 'orderValue', filter: 'greaterThan', compareData: 5 },
      },
      'productTags',
    );
    expect(next.secondaryFilter).toEqual({ condition: 'productTags' });
    expect(changeShopifySecondary(next, null)).not.toHaveProperty('secondaryFilter');
  });
});

describe('events', () => {
  const event: CustomEventFilterDraft = {
    property: 'customEvents',
    eventName: 'Signed Up',
    occurrence: { hasOccurred: false, range: 'last', rangeValue: { endValue: 3 } },
    eventProperty: 'plan',
    eventPropertyType: 'string',
    propertyOperator: 'equals',
    propertyCompareValue: 'Pro',
  };
  it('a new event name resets occurrence to occurred and drops the property filter', () => {
    expect(changeEventName('Upgraded')).toEqual({
      property: 'customEvents',
      eventName: 'Upgraded',
      occurrence: { hasOccurred: true, operator: 'atLeast', compareValue: 1, range: 'overAll' },
    });
    expect(changeShopifyEvent('orderPlaced')).toEqual({
      property: 'userShopifyActivityV2',
      eventName: 'orderPlaced',
      occurrence: { hasOccurred: true, operator: 'atLeast', compareValue: 1, range: 'overAll' },
    });
  });
  it('a newly chosen event is complete at once: at least 1 time, over all time', () => {
    expect(filterErrors(changeEventName('Upgraded'))).toEqual([]);
    expect(filterErrors(changeShopifyEvent('orderPlaced'))).toEqual([]);
    expect(filterErrors(changeOccurrence(changeEventName('Upgraded'), true))).toEqual([]);
  });
  it('changing occurrence resets the property filter panel and the count, keeping the range', () => {
    const next = changeOccurrence(
      { ...event, occurrence: { hasOccurred: true, operator: 'atLeast', compareValue: 2, range: 'overAll' } },
      false,
    );
    expect(next).toEqual({
      property: 'customEvents',
      eventName: 'Signed Up',
      occurrence: { hasOccurred: false, range: 'overAll' },
    });
  });
  it('a new occurrence range resets the range value', () => {
    expect(changeOccurrenceRange(event, 'onDate', clock).occurrence).toEqual({
      hasOccurred: false,
      range: 'onDate',
    });
    expect(changeOccurrenceRange(event, 'betweenDates', clock).occurrence?.rangeValue).toEqual({
      startValue: '03/03/2025',
      endValue: '10/03/2025',
    });
  });
  it('the property filter auto-selects the sole property and its operator', () => {
    const bare = removeEventPropertyFilter(event);
    expect(addEventPropertyFilter(bare, [{ key: 'amount', type: 'number' }])).toMatchObject({
      eventProperty: 'amount',
      eventPropertyType: 'number',
      propertyOperator: 'equals',
    });
    expect(
      addEventPropertyFilter(bare, [
        { key: 'plan', type: 'string' },
        { key: 'amount', type: 'number' },
      ]),
    ).toEqual(bare);
  });
  it('a new event property sets the default operator and clears the old values', () => {
    const store: ShopifyV2FilterDraft = {
      property: 'userShopifyActivityV2',
      eventName: 'orderPlaced',
      propertyOperator: 'greaterThan',
      propertyCompareValue: 5,
      eventProperty: 'orderValue',
    };
    expect(changeEventProperty(store, 'productNames', 'list')).toEqual({
      property: 'userShopifyActivityV2',
      eventName: 'orderPlaced',
      eventProperty: 'productNames',
      eventPropertyType: 'list',
      propertyOperator: 'contains',
    });
  });
});

describe('web forms', () => {
  const form: ExternalFormFilterDraft = {
    property: 'externalForm',
    appName: 'Typeform',
    submission: { hasSubmitted: false, range: 'last', rangeValue: { endValue: 7 } },
    eventProperty: 'formName',
    formOperator: 'equals',
    propertyCompareValue: [3],
  };
  it('a new app sets submission to submitted and clears the form filter', () => {
    expect(changeAppName(form, 'Tally')).toEqual({
      property: 'externalForm',
      appName: 'Tally',
      submission: { hasSubmitted: true, operator: 'atLeast', compareValue: 1, range: 'last', rangeValue: { endValue: 7 } },
    });
  });
  it('submitted or not clears the count; a new range resets its value', () => {
    const counted = {
      ...form,
      submission: {
        hasSubmitted: true,
        operator: 'atLeast' as const,
        compareValue: 2,
        range: 'overAll' as const,
      },
    };
    expect(changeSubmission(counted, false).submission).toEqual({ hasSubmitted: false, range: 'overAll' });
    expect(changeSubmissionRange(form, 'overAll', clock).submission).toEqual({
      hasSubmitted: false,
      range: 'overAll',
    });
  });
  it('a new form field clears the value; removing the filter clears its fields', () => {
    expect(changeFormProperty(form, 'company')).toMatchObject({
      eventProperty: 'company',
      formOperator: 'equals',
    });
    expect(changeFormProperty(form, 'company')).not.toHaveProperty('propertyCompareValue');
    expect(removeFormFilter(form)).toEqual({
      property: 'externalForm',
      appName: 'Typeform',
      submission: form.submission,
    });
  });
});
