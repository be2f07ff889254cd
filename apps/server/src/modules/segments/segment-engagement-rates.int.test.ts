import { beforeAll, describe, expect, it } from 'vitest';
import type { SegmentCountRequest, SegmentFilter } from '@sendwell/contracts';
import { signUpUser } from '../../../test/users';
import { daysAgo, definition, SegmentData, segmentCounter } from '../../../test/segments/segment-test-fixtures';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
let count: (request: SegmentCountRequest) => Promise<number>;

const rate = (condition: 'openRate' | 'clickRate', operator: 'greaterThan' | 'lessThan' | 'atLeast' | 'equalTo', value: number): SegmentFilter => ({
  property: 'engagementMetrics',
  condition,
  operator,
  compareValue: value,
  range: 'last',
  rangeValue: { endValue: 30 },
});
const where = (filter: SegmentFilter) => count(definition([[filter]]));

beforeAll(async () => {
  const user = await signUpUser(t.app);
  count = segmentCounter(user.browser);
  const data = new SegmentData(t.ctx.db, user.user.accountId);
  const day = (days: number) => daysAgo(days).toISOString().slice(0, 10);
  // Sent on one day, opened on later days: the rate sums every day of the window, 3 of 4 = 75%.
  const apart = await data.contact('apart@example.com');
  await data.counters(apart, day(10), { sent: 4 });
  await data.counters(apart, day(8), { opened: 1 });
  await data.counters(apart, day(2), { opened: 2, clicked: 1 });
  // Opened only before the window: 0% in it.
  const early = await data.contact('early@example.com');
  await data.counters(early, day(60), { sent: 1, opened: 1, clicked: 1 });
  await data.counters(early, day(5), { sent: 2 });
  // Opens in the window but nothing sent in it: no rate at all.
  const unsent = await data.contact('unsent@example.com');
  await data.counters(unsent, day(3), { opened: 2 });
});

describe('engagement rates over the window', () => {
  it('sums opens and sends of different days of the same contact', async () => {
    expect(await where(rate('openRate', 'greaterThan', 50))).toBe(1);
    expect(await where(rate('openRate', 'equalTo', 75))).toBe(1);
    expect(await where(rate('clickRate', 'atLeast', 25))).toBe(1);
    expect(await where(rate('clickRate', 'greaterThan', 25))).toBe(0);
  });

  it('counts contacts without opens in the window when a rate of 0 passes', async () => {
    expect(await where(rate('openRate', 'lessThan', 50))).toBe(1);
    expect(await where(rate('openRate', 'equalTo', 0))).toBe(1);
    expect(await where(rate('clickRate', 'lessThan', 30))).toBe(2);
  });
});
