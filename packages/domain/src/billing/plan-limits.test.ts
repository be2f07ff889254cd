import { describe, expect, it } from 'vitest';
import { planLimitsFor, usageOfLimit } from './plan-limits';

describe('planLimitsFor', () => {
  it.each([
    ['lite', 3, 1, 1, 'Lite'],
    ['pro', 5, 3, 2, 'Pro'],
    ['max', 10, 5, 4, 'Max'],
  ])('gives %s its spec 2 §9 numbers', (paidPlanId, senderEmails, teamMembers, customDomains, planName) => {
    expect(planLimitsFor({ paidPlanId, freePlanName: 'Free Plan', frozen: false })).toEqual({
      planName,
      frozen: false,
      senderEmails,
      teamMembers,
      customDomains,
    });
  });

  it("gives the Free Trial Pro's numbers and the Free Plan its own", () => {
    expect(planLimitsFor({ paidPlanId: null, freePlanName: 'Free Trial', frozen: false })).toMatchObject({
      planName: 'Free Trial',
      senderEmails: 5,
      teamMembers: 3,
      customDomains: 2,
    });
    expect(planLimitsFor({ paidPlanId: null, freePlanName: 'Free Plan', frozen: false })).toMatchObject({
      planName: 'Free Plan',
      senderEmails: 1,
      teamMembers: 1,
      customDomains: 1,
    });
  });

  it("gives a frozen paid plan the Free Plan's numbers", () => {
    expect(planLimitsFor({ paidPlanId: 'max', freePlanName: 'Free Plan', frozen: true })).toEqual({
      planName: 'Max',
      frozen: true,
      senderEmails: 1,
      teamMembers: 1,
      customDomains: 1,
    });
  });

  it('words the usage line', () => {
    expect(usageOfLimit('senderEmails', 3, 5)).toBe('3 of 5 sender emails');
    expect(usageOfLimit('customDomains', 1, 1)).toBe('1 of 1 custom domain');
    expect(usageOfLimit('teamMembers', 1, 3)).toBe('1 of 3 team members');
  });
});
