/** The lock screens of an account whose plan ended (spec 2 §2.4, §2.6, §4.5). */

/** A plan bought on Whop: its name is 'whop' or starts with it (spec 2 §3 lists the plan names). */
export const isWhopPlan = (planName: string): boolean => planName.trim().toLowerCase().startsWith('whop');

export const PLAN_EXPIRED_TITLES = {
  subscriptionCancelled: 'Subscription cancelled',
  trialEnded: 'Trial ended',
} as const;

/**
 * Spec 2 §2.6: 'subscription cancelled' when the subscription end date is still ahead (a subscription cancelled
 * before its end), else 'trial ended'. A subscription that ran to its end locks as cancelled too, since it was
 * never a trial.
 */
export const planExpiredTitle = (input: {
  reason: 'trialEnded' | 'subscriptionEnded';
  subscriptionEndDate: string | null;
  now: Date;
}): string => {
  const endsLater =
    input.subscriptionEndDate !== null && Date.parse(input.subscriptionEndDate) > input.now.getTime();
  return endsLater || input.reason === 'subscriptionEnded'
    ? PLAN_EXPIRED_TITLES.subscriptionCancelled
    : PLAN_EXPIRED_TITLES.trialEnded;
};

/** Where 'Talk to sales' leads on the lock screens and the custom-plan banner. */
export const TALK_TO_SALES_URL = 'mailto:sales@sendwell.app?subject=Sendwell%20plan';
