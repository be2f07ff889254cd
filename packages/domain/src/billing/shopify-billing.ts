/**
 * Spec 2 §4.4: who is billed through Shopify. A version 2 store integration that can bill (it holds an Admin
 * API access token), and a subscription with no cost or one Shopify already bills: prices are then in USD and
 * plans are bought through the store.
 */
export type BillingPath = 'standard' | 'shopify';

export const SHOPIFY_BILLING_CURRENCY = 'USD';

export const billingPathOf = (facts: {
  /** The live store integration, if any: its version and whether it holds an Admin API access token. */
  store: { integrationVersion: 1 | 2; canBill: boolean } | null;
  subscriptionCost: number;
  /** Who bills the current subscription; null on the free plans. */
  subscriptionProvider: string | null;
}): BillingPath => {
  const enabled = facts.store !== null && facts.store.integrationVersion === 2 && facts.store.canBill;
  if (!enabled) return 'standard';
  return facts.subscriptionCost === 0 || facts.subscriptionProvider === 'shopify' ? 'shopify' : 'standard';
};

/** Whether a plan change may be bought through Shopify: a smaller plan only with the shopifyPlanDowngrade flag. */
export const shopifyChangeAllowed = (change: 'upgrade' | 'downgrade' | 'current', downgradeFlag: boolean): boolean =>
  change === 'upgrade' || (change === 'downgrade' && downgradeFlag);
