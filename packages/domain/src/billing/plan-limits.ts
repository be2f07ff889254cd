import { FREE_PLAN_LIMITS, FREE_TRIAL_NAME, findPlan } from './plans';

/** The things a plan allows a number of (spec 2 §9): sender emails, team members (the primary owner counts) and custom domains. */
export type PlanLimitKind = 'senderEmails' | 'teamMembers' | 'customDomains';
export const PLAN_LIMIT_KINDS: readonly PlanLimitKind[] = ['senderEmails', 'teamMembers', 'customDomains'];

/** The plan whose Free Trial the account is on: the trial offers Pro's limits, the plan most accounts choose. */
export const TRIAL_LIMITS_PLAN_ID = 'pro';

export interface PlanLimits {
  /** The plan named in a refusal: 'Pro', 'Free Trial', 'Free Plan'. */
  planName: string;
  /** Whether the limits are the Free Plan's because the store holds the paid plan frozen. */
  frozen: boolean;
  senderEmails: number;
  teamMembers: number;
  customDomains: number;
}

/**
 * What an account may have: a paid plan's numbers (Lite 3/1/1, Pro 5/3/2, Max 10/5/4), the Free Trial's those
 * of Pro, the Free Plan's FREE_PLAN_LIMITS; a paid plan held frozen gets the Free Plan's while it is frozen.
 */
export const planLimitsFor = (account: {
  paidPlanId: string | null;
  freePlanName: string;
  frozen: boolean;
}): PlanLimits => {
  const paid = account.paidPlanId === null ? undefined : findPlan(account.paidPlanId);
  if (paid && account.frozen) return { planName: paid.name, frozen: true, ...FREE_PLAN_LIMITS };
  const source =
    paid ?? (account.freePlanName === FREE_TRIAL_NAME ? findPlan(TRIAL_LIMITS_PLAN_ID) : undefined);
  const planName = paid?.name ?? account.freePlanName;
  if (!source) return { planName, frozen: false, ...FREE_PLAN_LIMITS };
  return {
    planName,
    frozen: false,
    senderEmails: source.senderEmails,
    teamMembers: source.teamMembers,
    customDomains: source.customDomains,
  };
};

const NOUNS: Record<PlanLimitKind, [string, string]> = {
  senderEmails: ['sender email', 'sender emails'],
  teamMembers: ['team member', 'team members'],
  customDomains: ['custom domain', 'custom domains'],
};

/** '1 sender email', '5 team members'. */
export const countOf = (kind: PlanLimitKind, n: number): string =>
  `${n.toLocaleString('en-US')} ${NOUNS[kind][n === 1 ? 0 : 1]}`;

/** The usage line of a settings screen: '3 of 5 sender emails'. */
export const usageOfLimit = (kind: PlanLimitKind, used: number, allowed: number): string =>
  `${used.toLocaleString('en-US')} of ${countOf(kind, allowed)}`;
