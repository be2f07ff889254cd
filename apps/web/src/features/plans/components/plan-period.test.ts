import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@sendwell/contracts';
import { renewalGraceUntil, renewalLastGraceDay } from '@sendwell/domain';
import { formatDate } from '../../../lib/format';
import { periodOf } from './plan-period';

const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14

const userWith = (subscriptionEndDate: Date) => ({
  accountAdminSettings: { timezone: KIRITIMATI } as UserInfo['accountAdminSettings'],
  subscriptionEndDate: subscriptionEndDate.toISOString(),
  trialDueDate: null,
});

describe('the plan period beside a payment due', () => {
  it("names the same day as 'Pay by', 14 hours east of UTC", () => {
    // The term ended at 02:00 on 26 November there (12:00 UTC on the 25th); the renewal was declined.
    const graceUntil = renewalGraceUntil(new Date('2026-11-25T12:00:00Z'), KIRITIMATI);
    // The plan is kept through 3 December there: the grace ends at midnight starting the 4th.
    expect(graceUntil.toISOString()).toBe('2026-12-03T10:00:00.000Z');
    const payBy = formatDate(renewalLastGraceDay(graceUntil), KIRITIMATI);
    expect(payBy).toBe('Dec 3, 2026');
    expect(periodOf(userWith(graceUntil), new Date('2026-11-27T00:00:00Z'))).toEqual({
      label: 'Current period ends on',
      date: payBy,
    });
  });

  it('names the day a term ends when it ends after midnight', () => {
    // 02:00 on 26 December there.
    expect(periodOf(userWith(new Date('2026-12-25T12:00:00Z')), new Date('2026-11-27T00:00:00Z'))).toEqual({
      label: 'Current period ends on',
      date: 'Dec 26, 2026',
    });
  });
});
