import type { UserPropertyFilter } from '@sendwell/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateSegment } from './evaluate-segment';
import { SegmentEvaluationError } from './evaluation-error';
import { contact, dataset, hoursAgo, where } from './test-dataset';

const people = [
  contact(1, { properties: { plan: 'Gold', score: 10, vip: true, renewsOn: '2026-03-10' } }),
  contact(2, { properties: { plan: ' gold ', score: '12', vip: 'false', renewsOn: '09/03/2026' } }),
  contact(3, { properties: { plan: 'go%ld', score: 'n/a', vip: 'yes', renewsOn: '2026-03-03T23:59:00Z' } }),
  contact(4, { properties: { plan: null, score: 7.5 }, email: 'four@Gmail.com', isBlocked: true }),
  contact(5, { createdAt: hoursAgo(30) }),
];
const data = dataset({ contacts: people });
const ids = (filter: Omit<UserPropertyFilter, 'property'>) =>
  evaluateSegment(where([{ property: 'userProperty', ...filter }]), data);

describe('userProperty', () => {
  it('compares text without regard to case, with trimmed compare values', () => {
    expect(ids({ condition: 'plan', operator: 'equals', compareValue: ' GOLD ' })).toEqual([1]);
    expect(ids({ condition: 'plan', operator: 'equals', compareValue: ['gold', 'go%ld'] })).toEqual([1, 3]);
    expect(ids({ condition: 'plan', operator: 'contains', compareValue: '%' })).toEqual([3]);
    expect(ids({ condition: 'plan', operator: 'startsWith', compareValue: 'G' })).toEqual([1, 3]);
    expect(ids({ condition: 'email', operator: 'endsWith', compareValue: 'gmail.com' })).toEqual([4]);
  });
  it('lets negative operators match contacts without the property', () => {
    expect(ids({ condition: 'plan', operator: 'notEquals', compareValue: 'gold' })).toEqual([2, 3, 4, 5]);
    expect(ids({ condition: 'plan', operator: 'doesNotContain', compareValue: 'old' })).toEqual([3, 4, 5]);
    expect(ids({ condition: 'plan', operator: 'notExists' })).toEqual([4, 5]);
  });
  it('compares numbers, including number-shaped text', () => {
    expect(ids({ condition: 'score', operator: 'equals', compareValue: ['12', 7.5] })).toEqual([2, 4]);
    expect(ids({ condition: 'score', operator: 'greaterThan', compareValue: 10 })).toEqual([2]);
    expect(ids({ condition: 'score', operator: 'lessThanOrEqual', compareValue: '10' })).toEqual([1, 4]);
    expect(
      ids({ condition: 'score', operator: 'numberBetween', startCompareValue: 12, endCompareValue: 8 }),
    ).toEqual([1, 2]);
    expect(ids({ condition: 'score', operator: 'exists' })).toEqual([1, 2, 3, 4]);
  });
  it('needs an explicit true or false for the boolean operators', () => {
    expect(ids({ condition: 'vip', operator: 'isTrue' })).toEqual([1]);
    expect(ids({ condition: 'vip', operator: 'isFalse' })).toEqual([2]);
    expect(ids({ condition: 'email_blocked_status', operator: 'isTrue' })).toEqual([4]);
  });
  it('compares date properties by the calendar day they hold', () => {
    expect(ids({ condition: 'renewsOn', operator: 'last', rangeValue: { endValue: 1 } })).toEqual([1, 2]);
    expect(ids({ condition: 'renewsOn', operator: 'onDate', compareValue: '03/03/2026' })).toEqual([3]);
    expect(ids({ condition: 'renewsOn', operator: 'beforeDate', compareValue: '10/03/2026' })).toEqual([
      2, 3,
    ]);
    expect(
      ids({ condition: 'renewsOn', operator: 'betweenDays', rangeValue: { startValue: 1, endValue: 7 } }),
    ).toEqual([2, 3]);
  });
  it('compares when the contact was added as an instant, in the timezone of the definition', () => {
    expect(ids({ condition: 'createdAt', operator: 'last', rangeValue: { endValue: 1 } })).toEqual([5]);
    expect(ids({ condition: 'createdAt', operator: 'last', rangeValue: { endValue: 0 } })).toEqual([]);
    const india = {
      ...where([
        { property: 'userProperty', condition: 'createdAt', operator: 'onDate', compareValue: '09/03/2026' },
      ]),
      timezone: { label: 'India', offset: '+05:30' },
    };
    expect(evaluateSegment(india, data)).toEqual([5]);
  });
  it('refuses what the engine refuses', () => {
    expect(() => ids({ condition: 'nope', operator: 'exists' })).toThrow(SegmentEvaluationError);
    expect(() => ids({ condition: 'score', operator: 'startsWith', compareValue: '1' })).toThrow(
      'This operator does not apply to the chosen property',
    );
    expect(() => ids({ condition: 'score', operator: 'equals', compareValue: ['x'] })).toThrow(
      'Complete every condition',
    );
  });
});

describe('the email subscription attribute', () => {
  const types = [
    { id: 1, name: 'Newsletter', isActive: true },
    { id: 2, name: 'Offers', isActive: true },
    { id: 3, name: 'Retired', isActive: false },
  ];
  const subscription = dataset({
    contacts: [contact(1), contact(2), contact(3, { isUnsubscribed: true }), contact(4)],
    emailTypes: types,
    emailTypeOptOuts: [
      { contactId: 2, emailTypeId: 2 },
      { contactId: 4, emailTypeId: 1 },
      { contactId: 4, emailTypeId: 2 },
    ],
  });
  const status = (
    operator: UserPropertyFilter['operator'],
    compareValue?: UserPropertyFilter['compareValue'],
  ) =>
    evaluateSegment(
      where([
        {
          property: 'userProperty',
          condition: 'email_subscription_status',
          operator,
          ...(compareValue !== undefined && { compareValue }),
        },
      ]),
      subscription,
    );
  it('receives every active type unless unsubscribed or opted out', () => {
    expect(status('allEmailTypes')).toEqual([1]);
    expect(status('noEmailTypes')).toEqual([3, 4]);
  });
  it('matches chosen types by id or by name', () => {
    expect(status('containsEmailTypes', 'offers')).toEqual([1]);
    expect(status('containsEmailTypes', [1, 'OFFERS'])).toEqual([1, 2]);
    expect(status('notContainsEmailTypes', '2')).toEqual([2, 3, 4]);
  });
  it('counts nobody as receiving an archived type', () => {
    expect(status('containsEmailTypes', 'Retired')).toEqual([]);
    expect(status('notContainsEmailTypes', 'retired')).toEqual([1, 2, 3, 4]);
    expect(status('containsEmailTypes', ['Retired', 'offers'])).toEqual([1]);
  });
});
