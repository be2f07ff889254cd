import type { PaidPlanId } from './plans';

/**
 * The integrations a plan includes (spec 3 §2.11 integration cards, §6, §9: Lite 11, Pro 17, Max 22). The
 * free plans have the free ones alone: paid-only integrations are locked for them. Which integrations make
 * up each count is not in the spec: the store platform and the no-code tools come free, the meeting and
 * calendar services with Pro (as its AMP widgets do), the CRMs and the billing and data platforms with Max.
 */
export type IntegrationTier = 'free' | PaidPlanId;

export interface IntegrationDefinition {
  key: string;
  name: string;
  category: 'Store' | 'Forms' | 'Automation' | 'Meetings' | 'CRM' | 'Data' | 'Messaging';
  /** The smallest plan that includes it. */
  tier: IntegrationTier;
}

export const INTEGRATIONS: readonly IntegrationDefinition[] = [
  { key: 'shopify', name: 'Shopify', category: 'Store', tier: 'free' },
  { key: 'zapier', name: 'Zapier', category: 'Automation', tier: 'free' },
  { key: 'google-sheets', name: 'Google Sheets', category: 'Data', tier: 'free' },
  { key: 'woocommerce', name: 'WooCommerce', category: 'Store', tier: 'lite' },
  { key: 'bigcommerce', name: 'BigCommerce', category: 'Store', tier: 'lite' },
  { key: 'magento', name: 'Magento', category: 'Store', tier: 'lite' },
  { key: 'wix', name: 'Wix', category: 'Store', tier: 'lite' },
  { key: 'wordpress', name: 'WordPress', category: 'Forms', tier: 'lite' },
  { key: 'typeform', name: 'Typeform', category: 'Forms', tier: 'lite' },
  { key: 'google-forms', name: 'Google Forms', category: 'Forms', tier: 'lite' },
  { key: 'stripe', name: 'Stripe', category: 'Data', tier: 'lite' },
  { key: 'zoom', name: 'Zoom', category: 'Meetings', tier: 'pro' },
  { key: 'google-calendar', name: 'Google Calendar', category: 'Meetings', tier: 'pro' },
  { key: 'calendly', name: 'Calendly', category: 'Meetings', tier: 'pro' },
  { key: 'facebook-lead-ads', name: 'Facebook Lead Ads', category: 'Forms', tier: 'pro' },
  { key: 'slack', name: 'Slack', category: 'Messaging', tier: 'pro' },
  { key: 'pipedrive', name: 'Pipedrive', category: 'CRM', tier: 'pro' },
  { key: 'hubspot', name: 'HubSpot', category: 'CRM', tier: 'max' },
  { key: 'salesforce', name: 'Salesforce', category: 'CRM', tier: 'max' },
  { key: 'zoho-crm', name: 'Zoho CRM', category: 'CRM', tier: 'max' },
  { key: 'chargebee', name: 'Chargebee', category: 'Data', tier: 'max' },
  { key: 'segment', name: 'Segment', category: 'Data', tier: 'max' },
];

const TIER_RANK: Record<IntegrationTier, number> = { free: 0, lite: 1, pro: 2, max: 3 };

/** Spec 3 §2.11: the tooltip of a locked card, and the server's refusal of a locked integration. */
export const IntegrationMessages = {
  locked: 'Upgrade plan to use this integration',
  paidFeature: 'You discovered a paid feature',
  unknown: 'There is no such integration.',
  setupRequested: 'Thanks! Our team will get in touch to set up this integration.',
} as const;

export const findIntegration = (key: string): IntegrationDefinition | undefined =>
  INTEGRATIONS.find((integration) => integration.key === key);

/** Whether an account on this paid plan (null: a free plan) may use the integration. */
export const integrationIncluded = (integration: IntegrationDefinition, planId: PaidPlanId | null): boolean =>
  TIER_RANK[integration.tier] <= TIER_RANK[planId ?? 'free'];

/** The smallest plan that includes an integration, as the locked card names it. */
export const integrationPlanName = (tier: IntegrationTier): string =>
  tier === 'free' ? 'Free' : tier === 'lite' ? 'Lite' : tier === 'pro' ? 'Pro' : 'Max';
