import type { EngagementMetricsFilter, UserActivityFilter } from '@sendwell/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateSegment } from './evaluate-segment';
import type { DatasetEmailActivity } from './segment-dataset';
import { contact, dataset, hoursAgo, where } from './test-dataset';

const row = (
  contactId: number,
  kind: DatasetEmailActivity['kind'],
  hours: number,
  fields: Partial<DatasetEmailActivity> = {},
): DatasetEmailActivity => ({
  contactId,
  campaignId: 1,
  kind,
  occurredAt: hoursAgo(hours),
  link: null,
  senderId: null,
  isApplePrivacyOpen: false,
  ...fields,
});

const data = dataset({
  contacts: [contact(1), contact(2), contact(3), contact(4)],
  campaigns: [
    { id: 1, campaignType: 'bulk', isArchived: false },
    { id: 2, campaignType: 'TRIGGERED', isArchived: false },
  ],
  emailActivity: [
    row(1, 'sent', 2, { senderId: 7 }),
    row(1, 'opened', 1, { isApplePrivacyOpen: true }),
    row(2, 'sent', 24 * 20, { campaignId: 2 }),
    row(2, 'opened', 24 * 20, { campaignId: 2 }),
    row(2, 'clicked', 24 * 20, { campaignId: 2, link: 'https://a.example' }),
    row(3, 'sent', 9, { senderId: 8 }),
    row(3, 'clicked', 20, { link: 'https://b.example' }),
  ],
});

const activity = (filter: Omit<UserActivityFilter, 'property'>, options: { aiSegment?: boolean } = {}) =>
  evaluateSegment(where([{ property: 'userActivity', ...filter }]), data, options);

describe('userActivity', () => {
  it('finds activity of one kind on the chosen campaigns in the range', () => {
    expect(activity({ condition: 'wasSent', campaigns: ['all'], range: 'overAll' })).toEqual([1, 2, 3]);
    expect(activity({ condition: 'wasSent', campaigns: [2], range: 'overAll' })).toEqual([2]);
    expect(
      activity({ condition: 'wasSent', campaigns: ['all'], range: 'last', rangeValue: { endValue: 7 } }),
    ).toEqual([1, 3]);
    expect(activity({ condition: 'hasOpened', campaigns: ['anyLast7Days'] })).toEqual([1]);
    expect(activity({ condition: 'hasOpened', campaigns: ['anyLast30Days'] })).toEqual([1, 2]);
  });
  it('makes the negative conditions the exact complement, sent or not', () => {
    expect(activity({ condition: 'hasNotClicked', campaigns: ['all'], range: 'overAll' })).toEqual([1, 4]);
  });
  it('leaves out Apple privacy opens only when asked', () => {
    expect(
      activity({ condition: 'hasOpened', campaigns: [1], range: 'overAll', hasAppleMPPOpen: false }),
    ).toEqual([]);
    expect(
      activity({ condition: 'hasOpened', campaigns: [1], range: 'overAll', hasAppleMPPOpen: true }),
    ).toEqual([1]);
  });
  it('narrows clicks to the chosen links, from either field', () => {
    expect(
      activity({
        condition: 'hasClicked',
        campaigns: ['all'],
        range: 'overAll',
        linksClicked: ['https://a.example'],
      }),
    ).toEqual([2]);
    expect(
      activity({
        condition: 'hasClicked',
        campaigns: ['all'],
        range: 'overAll',
        secondaryFilter: { condition: 'linkClicked', compareData: ['https://b.example'] },
      }),
    ).toEqual([3]);
  });
  it('narrows by the sender recorded on the activity; none of the senders includes activity without one', () => {
    const sent: Omit<UserActivityFilter, 'property'> = {
      condition: 'wasSent',
      campaigns: ['all'],
      range: 'overAll',
      campaignProperty: 'senderId',
      propertyCompareValue: [7],
    };
    expect(activity({ ...sent, propertyOperator: 'equals' })).toEqual([1]);
    expect(activity({ ...sent, propertyOperator: 'notEquals' })).toEqual([2, 3]);
  });
  it('drops the range of bulk campaigns in AI segments', () => {
    const lastDay: Omit<UserActivityFilter, 'property'> = {
      condition: 'hasClicked',
      campaigns: [1],
      range: 'last',
      rangeValue: { endValue: 0 },
    };
    expect(activity(lastDay)).toEqual([]);
    expect(activity(lastDay, { aiSegment: true })).toEqual([3]);
    expect(activity({ ...lastDay, campaigns: [2] }, { aiSegment: true })).toEqual([]);
  });
});

describe('engagementMetrics', () => {
  const metric = (
    condition: EngagementMetricsFilter['condition'],
    operator: EngagementMetricsFilter['operator'],
    compareValue: number,
    days = 30,
  ) =>
    evaluateSegment(
      where([
        {
          property: 'engagementMetrics',
          condition,
          operator,
          compareValue,
          range: 'last',
          rangeValue: { endValue: days },
        },
      ]),
      data,
    );
  it('compares rates as a percentage of the emails sent, for contacts sent something', () => {
    expect(metric('openRate', 'equalTo', 100)).toEqual([1, 2]);
    expect(metric('clickRate', 'atLeast', 100)).toEqual([2, 3]);
    expect(metric('openRate', 'lessThan', 50)).toEqual([3]);
    expect(metric('openRate', 'greaterThan', 50, 7)).toEqual([1]);
  });
  it('counts contacts without activity as 0', () => {
    expect(metric('clicked', 'equalTo', 0)).toEqual([1, 4]);
    expect(metric('sent', 'atLeast', 1, 0)).toEqual([1, 3]);
  });
  it("counts the days of the account's timezone, whatever the definition's offset", () => {
    const sentToday = where([
      {
        property: 'engagementMetrics',
        condition: 'sent',
        operator: 'atLeast',
        compareValue: 1,
        range: 'last',
        rangeValue: { endValue: 0 },
      },
    ]);
    // 23:00 UTC the evening before.
    const lateNight = (timezone: string, offsetMinutes = 0) =>
      evaluateSegment(
        sentToday,
        dataset({ contacts: [contact(1)], timezone, offsetMinutes, emailActivity: [row(1, 'sent', 11)] }),
      );
    expect(lateNight('UTC')).toEqual([]);
    expect(lateNight('Pacific/Kiritimati')).toEqual([]);
    expect(lateNight('Atlantic/Azores')).toEqual([]);
    expect(lateNight('Pacific/Pago_Pago')).toEqual([1]);
    expect(lateNight('Pacific/Pago_Pago', 840)).toEqual([1]);
    expect(lateNight('UTC', -660)).toEqual([]);
    // 01:00 of today at +05:00, the evening before in UTC.
    const earlyToday = dataset({
      contacts: [contact(1)],
      timezone: 'Asia/Karachi',
      emailActivity: [row(1, 'sent', 14)],
    });
    expect(evaluateSegment(sentToday, earlyToday)).toEqual([1]);
  });
});
