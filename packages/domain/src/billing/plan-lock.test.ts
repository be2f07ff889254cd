import { describe, expect, it } from 'vitest';
import { isWhopPlan, planExpiredTitle } from './plan-lock';

const now = new Date('2026-03-10T12:00:00Z');

describe('the plan-expired overlay title (spec 2 §2.6)', () => {
  it("says 'subscription cancelled' while the subscription end date is still ahead", () => {
    expect(planExpiredTitle({ reason: 'trialEnded', subscriptionEndDate: '2026-03-20T00:00:00Z', now })).toBe(
      'Subscription cancelled',
    );
  });
  it("says 'trial ended' for a trial with no subscription or one that ended", () => {
    expect(planExpiredTitle({ reason: 'trialEnded', subscriptionEndDate: null, now })).toBe('Trial ended');
    expect(planExpiredTitle({ reason: 'trialEnded', subscriptionEndDate: '2026-03-01T00:00:00Z', now })).toBe(
      'Trial ended',
    );
  });
  it('calls a paid subscription that ran out cancelled, never a trial', () => {
    expect(
      planExpiredTitle({ reason: 'subscriptionEnded', subscriptionEndDate: '2026-03-01T00:00:00Z', now }),
    ).toBe('Subscription cancelled');
  });
});

describe('Whop plans', () => {
  it('are the plans named whop', () => {
    expect(isWhopPlan('whop')).toBe(true);
    expect(isWhopPlan(' Whop Pro ')).toBe(true);
    expect(isWhopPlan('Pro')).toBe(false);
    expect(isWhopPlan('Free Trial')).toBe(false);
  });
});
