import { z } from 'zod';
import { PLAN_LIMIT_WARNING } from './contacts.contract';
import { defineRoute, FULL_ACCESS, TEAM_ADMINS } from './route';

/**
 * What the account uses of its plan (spec 2 §2.3, §9; spec 3 §2.11): contacts, emails of the billing period,
 * the daily sending limit, the usage report and the invoices of its payments.
 */

export const UsageLevel = z.enum(['normal', 'notice', 'warning', 'limit']);

export const UsageMeter = z.object({
  used: z.number().int(),
  allowed: z.number().int(),
  /** Whole percent, rounded down; may pass 100. */
  percent: z.number().int(),
  /** 'notice' from 70 %, 'warning' from 95 %, 'limit' from 100 % (spec 2 §9). */
  level: UsageLevel,
});

export const UsageSummary = z.object({
  /** The billing period email credits count in; `end` is exclusive. */
  period: z.object({ start: z.string(), end: z.string() }),
  /** The account's timezone, in which 'today' of the daily limit is counted. */
  timezone: z.string(),
  /** Contacts held (archived and deleted ones do not count) against the plan's contacts. */
  contacts: UsageMeter,
  /** Emails sent in the period against the plan's credits plus those bought. */
  emails: UsageMeter.extend({ planCredits: z.number().int(), creditsAdded: z.number().int() }),
  /** Emails sent today against the daily sending limit (email/day). */
  daily: UsageMeter,
  remainingInPeriod: z.number().int(),
  remainingToday: z.number().int(),
});
export type UsageSummary = z.infer<typeof UsageSummary>;

/** How many of a thing the plan allows the account has (spec 2 §9). */
export const PlanLimitMeter = z.object({ used: z.number().int(), allowed: z.number().int() });

/**
 * GET /api/billing/plan-limits: sender emails, team members (the primary owner and pending invitations that have
 * not expired count) and custom domains against the plan's numbers; `frozen` while the store holds the paid plan
 * frozen (the Free Plan's numbers apply then).
 */
export const PlanLimitsSummary = z.object({
  planName: z.string(),
  frozen: z.boolean(),
  senderEmails: PlanLimitMeter,
  teamMembers: PlanLimitMeter,
  customDomains: PlanLimitMeter,
});
export type PlanLimitsSummary = z.infer<typeof PlanLimitsSummary>;

/** 'The Pro plan', 'The Free Trial', 'The Free Plan'. */
const thePlan = (planName: string) => (/^Free /.test(planName) ? `The ${planName}` : `The ${planName} plan`);

export const PlanLimitMessages = {
  /** The refusal of one more than the plan allows; `count` is worded like '5 sender emails'. */
  reached: (planName: string, count: string) =>
    `${thePlan(planName)} allows ${count}. Upgrade your plan to add more.`,
} as const;

export const UsageMessages = {
  /** Spec 2 §2.3, at 100 % of the plan's contacts. */
  contactLimit: PLAN_LIMIT_WARNING,
  contactsNotice: (percent: number) => `You have used ${percent}% of your plan's contacts.`,
  emailsNotice: (percent: number) => `You have used ${percent}% of this billing period's email credits.`,
  emailCreditsUsed:
    'You have used all the email credits of this billing period. Buy credits or upgrade your plan to send more.',
  dailyLimitReached: (limit: number) =>
    `You have reached your daily sending limit of ${limit.toLocaleString('en-US')} emails. Sending resumes tomorrow, or ask us to raise the limit.`,
  invoiceNotFound: 'Invoice not found',
} as const;

const tags = ['billing'] as const;

export const billingUsageRoutes = {
  planLimits: defineRoute({
    method: 'GET',
    path: '/api/billing/plan-limits',
    access: 'account',
    tags,
    summary: 'Sender emails, team members and custom domains used against what the plan allows',
    response: PlanLimitsSummary,
  }),
  usage: defineRoute({
    method: 'GET',
    path: '/api/billing/usage',
    access: 'account',
    tags,
    summary:
      "Contacts used, emails sent in the billing period against the credits, and today's sends against the daily limit",
    response: UsageSummary,
  }),
  usageReport: defineRoute({
    method: 'GET',
    path: '/api/billing/usage/report.csv',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary: "The billing period's usage report as a CSV file: emails sent and contacts emailed each day",
    description: "Days are calendar days in the account's timezone, from the period's first day to today.",
    response: z.string().describe('CSV file'),
  }),
  invoice: defineRoute({
    method: 'GET',
    path: '/api/billing/invoices/:id.pdf',
    access: 'account',
    roles: TEAM_ADMINS,
    tags,
    summary: 'The invoice of a payment received, as a PDF file',
    description:
      "The primary owner and admins only. A payment not received, or another account's, answers 404.",
    params: z.object({ id: z.string().uuid() }),
    response: z.string().describe('PDF file'),
  }),
  publicUsage: defineRoute({
    method: 'GET',
    path: '/api/v1/usage',
    access: 'apiKey',
    tags: ['public api'],
    summary:
      "What the plan allows and what is left: contacts, email credits of the billing period, and today's sends",
    response: UsageSummary,
  }),
};
