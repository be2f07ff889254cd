import type { UsageSummary } from '@sendwell/contracts';
import {
  currentUsagePeriod,
  dailySendingLimit,
  findPlan,
  MIN_CONTACT_SLAB,
  monthlyEmailCredits,
  PLANS,
  sendingAllowanceOf,
  slabFor,
  usageLevel,
  usagePercent,
  zoneDayWindow,
  type TimeWindow,
} from '@sendwell/domain';
import type { Db } from '../../db/database';
import { findAccount } from '../accounts/accounts.repository';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { countActiveContacts } from '../contacts/contacts.repository';
import { countEmailsSent, findSubscriptionTerm, sumEmailCreditsAdded } from './billing.repository';
import { sumEmailGrants } from './email-grants.repository';

/** The free plans allow what the smallest paid plan gives per contact: the trial tries Lite and above. */
const FREE_EMAILS_PER_CONTACT = PLANS[0]!.emailsPerContact;

export interface EmailUsage {
  timezone: string;
  period: TimeWindow;
  contactsAllocated: number;
  planCredits: number;
  creditsAdded: number;
  sentInPeriod: number;
  dailyLimit: number;
  sentToday: number;
}

/**
 * The emails an account may send and has sent: the credits of its plan for the billing period (as the
 * ledger granted them) plus the one-time ones bought in it and the recurring ones granted for it, and today's sends (today in the account's timezone) against the daily limit.
 */
export const loadEmailUsage = async (db: Db, accountId: string, now: Date): Promise<EmailUsage> => {
  const [account, paidTerm, timezone] = await Promise.all([
    findAccount(db, accountId),
    findSubscriptionTerm(db, accountId),
    getAccountTimezone(db, accountId),
  ]);
  // While Shopify holds the plan frozen, the account sends as on the Free Plan.
  const term = paidTerm?.suspended ? undefined : paidTerm;
  if (!account) throw new Error(`Account ${accountId} is gone`);
  const plan = term && findPlan(term.planId);
  const slab = term && slabFor(term.contactSlab);
  const period = currentUsagePeriod(
    {
      subscription: term ? { start: term.start, end: term.end } : null,
      trialDueDate: plan ? null : account.trialDueDate,
    },
    now,
    timezone,
  );
  const today = zoneDayWindow(now, timezone);
  const [oneTimeCredits, granted, sentInPeriod, sentToday] = await Promise.all([
    sumEmailCreditsAdded(db, accountId, period),
    sumEmailGrants(db, accountId, period.start),
    countEmailsSent(db, accountId, period),
    countEmailsSent(db, accountId, today),
  ]);
  // Until the renewal job has granted a new month (within minutes of it starting), the plan's credits are
  // what it will grant, so sends are not refused for the lack of a row.
  // A frozen plan sends what the Free Plan does: its own contacts' rate, not the paid slab's.
  const freeContacts = paidTerm?.suspended ? MIN_CONTACT_SLAB : account.contactsAllocated;
  const dueCredits = plan && slab ? monthlyEmailCredits(plan, slab) : freeContacts * FREE_EMAILS_PER_CONTACT;
  return {
    timezone,
    period,
    // The contacts meter reads what applies while frozen too: the Free Plan's, not the paid slab.
    contactsAllocated: paidTerm?.suspended ? MIN_CONTACT_SLAB : account.contactsAllocated,
    planCredits: plan ? (granted.plan ?? dueCredits) : dueCredits,
    // Credits bought on the paid plan are paused with it while it is frozen.
    creditsAdded: paidTerm?.suspended ? 0 : oneTimeCredits + granted.recurring,
    sentInPeriod,
    dailyLimit: dailySendingLimit(
      plan && term ? { planId: plan.id, contactSlab: account.contactsAllocated } : null,
    ),
    sentToday,
  };
};

/** What the credits and the daily limit leave to send. */
export const allowanceOf = (usage: EmailUsage) =>
  sendingAllowanceOf({ ...usage, emailCredits: usage.planCredits + usage.creditsAdded });

const meter = (used: number, allowed: number) => {
  const percent = usagePercent(used, allowed);
  return { used, allowed, percent, level: usageLevel(percent) };
};

/** GET /api/billing/usage (and /api/v1/usage): contacts, emails of the billing period and today's sends against the plan. */
export const getUsage = async (db: Db, accountId: string, now: Date): Promise<UsageSummary> => {
  const [usage, activeContacts] = await Promise.all([
    loadEmailUsage(db, accountId, now),
    countActiveContacts(db, accountId),
  ]);
  const emailCredits = usage.planCredits + usage.creditsAdded;
  return {
    period: { start: usage.period.start.toISOString(), end: usage.period.end.toISOString() },
    timezone: usage.timezone,
    contacts: meter(activeContacts, usage.contactsAllocated),
    emails: {
      ...meter(usage.sentInPeriod, emailCredits),
      planCredits: usage.planCredits,
      creditsAdded: usage.creditsAdded,
    },
    daily: meter(usage.sentToday, usage.dailyLimit),
    ...allowanceOf(usage),
  };
};
