import type { SubscriptionDetails } from '@sendwell/contracts';
import { FREE_TRIAL_NAME, findPlan, PLANS, pricingOf } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { findAccount } from '../accounts/accounts.repository';
import { countActiveContacts } from '../contacts/contacts.repository';
import { findBillingPath } from './billing-path';
import { findSubscription } from './billing.repository';
import { shopifyPlanNotice } from './shopify-plan-notice';

/** A free plan allows what the smallest paid plan gives per contact: the trial tries Lite and above. */
const FREE_EMAILS_PER_CONTACT = PLANS[0]!.emailsPerContact;

/**
 * GET /api/billing/subscription: the paid subscription when there is one, else the free plan the account is
 * on, with the contacts it holds (archived and deleted ones do not count, spec 2 §2.3).
 */
export const getSubscription = async (db: Db, accountId: string): Promise<SubscriptionDetails> => {
  const [account, subscription, activeContacts, billingPath] = await Promise.all([
    findAccount(db, accountId),
    findSubscription(db, accountId),
    countActiveContacts(db, accountId),
    findBillingPath(db, accountId),
  ]);
  if (!account) throw new Error(`Account ${accountId} is gone`);
  const shopifyNotice = await shopifyPlanNotice(db, accountId, account, subscription);
  const plan = subscription && findPlan(subscription.planId);
  if (subscription && plan) {
    return {
      planName: plan.name,
      index: plan.rank,
      isFreePlan: false,
      subscriptionType: subscription.period,
      subscriptionCost: subscription.cost,
      ...pricingOf({
        planId: subscription.planId,
        slab: subscription.contactSlab,
        period: subscription.period,
        currency: subscription.currency,
        cost: subscription.cost,
      }),
      currency: subscription.currency,
      contactsAllocated: subscription.contactSlab,
      emailsAllocated: subscription.contactSlab * plan.emailsPerContact,
      activeContacts,
      trialDueDate: null,
      subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
      billingPath,
      shopifyNotice,
    };
  }
  return {
    planName: account.planName,
    index: 0,
    isFreePlan: true,
    subscriptionType: account.planName === FREE_TRIAL_NAME ? 'trial' : 'free',
    subscriptionCost: 0,
    isOldPricing: false,
    listCost: null,
    currency: null,
    contactsAllocated: account.contactsAllocated,
    emailsAllocated: account.contactsAllocated * FREE_EMAILS_PER_CONTACT,
    activeContacts,
    trialDueDate: account.trialDueDate?.toISOString() ?? null,
    subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
    billingPath,
    shopifyNotice,
  };
};
