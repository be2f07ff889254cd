/**
 * The paid plans (spec 2 §9, spec 3 §3 and §9): what each includes, and its monthly price by contact slab.
 * Prices are in minor units (paise, cents) so every sum is exact; the chooser, the checkout and the
 * invoices all read them from here.
 */

export type Currency = 'INR' | 'USD';
export const CURRENCIES: readonly Currency[] = ['INR', 'USD'];

export type PaidPlanId = 'lite' | 'pro' | 'max';
export type SupportChannel = 'Chat' | 'Email' | 'Call' | 'Slack';

/** Spec 2 §9: the contacts a plan is bought for. The last is shown as '250K+' and is sold by the sales team. */
export const CONTACT_SLABS = [
  2_500, 10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000, 250_000,
] as const;
export type ContactSlab = (typeof CONTACT_SLABS)[number];
export const MIN_CONTACT_SLAB: ContactSlab = 2_500;

/**
 * What the Free Plan allows where a paid plan's features set a number (spec 2 gives none for it): one sender
 * email, a team of one, the primary owner, and one custom domain to send from. A paid plan held frozen by its
 * store is limited to these too.
 */
export const FREE_PLAN_LIMITS = { senderEmails: 1, teamMembers: 1, customDomains: 1 } as const;
export const CONTACT_SALES_SLAB: ContactSlab = 250_000;

/** The free plans: a trial of what Lite and above offer, and the plan without paid features. */
export const FREE_TRIAL_NAME = 'Free Trial';
export const TRIAL_DAYS = 21;

/** AMP widgets every plan has; Pro and Max add the meeting, calendar and CRM ones (spec 3 §9). */
const BASE_WIDGETS = ['Forms', 'Ratings', 'Gamification', 'Shopify', 'Live Price Ticker'] as const;

export interface PlanDefinition {
  id: PaidPlanId;
  name: 'Lite' | 'Pro' | 'Max';
  /** Order from the smallest plan: a move to a lower rank is a downgrade. */
  rank: number;
  maxContacts: number;
  /** Email credits each month: the slab times this. */
  emailsPerContact: number;
  /** One top-up step of extra email credits, and of contacts. */
  extraEmailsPerStep: number;
  extraContactsPerStep: number;
  customDomains: number;
  senderEmails: number;
  teamMembers: number;
  /** null: unlimited. */
  activeJourneys: number | null;
  landingPages: number;
  popupForms: number;
  integrations: number;
  ampWidgets: readonly string[];
  support: readonly SupportChannel[];
  abTest: boolean;
  clickMaps: boolean;
  sendTimeOptimisation: boolean;
  timezoneScheduling: boolean;
  brandingRemoval: boolean;
  /** Price of one month, billed monthly, by slab; a slab the plan is not sold at is absent. */
  monthlyPrice: Record<Currency, Partial<Record<ContactSlab, number>>>;
}

/** Whole-currency prices by slab, in the order of CONTACT_SLABS, turned into minor units. */
const priced = (inr: readonly number[], usd: readonly number[]): PlanDefinition['monthlyPrice'] => {
  const bySlab = (prices: readonly number[]) =>
    Object.fromEntries(prices.map((price, i) => [CONTACT_SLABS[i], price * 100])) as Partial<
      Record<ContactSlab, number>
    >;
  return { INR: bySlab(inr), USD: bySlab(usd) };
};

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'lite',
    name: 'Lite',
    rank: 1,
    maxContacts: 50_000,
    emailsPerContact: 8,
    extraEmailsPerStep: 20_000,
    extraContactsPerStep: 10_000,
    customDomains: 1,
    senderEmails: 3,
    teamMembers: 1,
    activeJourneys: 5,
    landingPages: 0,
    popupForms: 0,
    integrations: 11,
    ampWidgets: BASE_WIDGETS,
    support: ['Chat', 'Email'],
    abTest: false,
    clickMaps: false,
    sendTimeOptimisation: false,
    timezoneScheduling: false,
    brandingRemoval: false,
    monthlyPrice: priced([1_299, 2_499, 4_999, 8_499], [15, 29, 59, 99]),
  },
  {
    id: 'pro',
    name: 'Pro',
    rank: 2,
    maxContacts: 200_000,
    emailsPerContact: 10,
    extraEmailsPerStep: 25_000,
    extraContactsPerStep: 10_000,
    customDomains: 2,
    senderEmails: 5,
    teamMembers: 3,
    activeJourneys: 10,
    landingPages: 2,
    popupForms: 5,
    integrations: 17,
    ampWidgets: [...BASE_WIDGETS, 'Zoom', 'Google Calendar'],
    support: ['Chat', 'Email'],
    abTest: true,
    clickMaps: true,
    sendTimeOptimisation: false,
    timezoneScheduling: true,
    brandingRemoval: true,
    monthlyPrice: priced(
      [2_499, 3_999, 7_499, 11_999, 15_999, 19_999, 27_999, 34_999],
      [29, 49, 89, 139, 179, 229, 319, 399],
    ),
  },
  {
    id: 'max',
    name: 'Max',
    rank: 3,
    maxContacts: 250_000,
    emailsPerContact: 15,
    extraEmailsPerStep: 40_000,
    extraContactsPerStep: 10_000,
    customDomains: 4,
    senderEmails: 10,
    teamMembers: 5,
    activeJourneys: null,
    landingPages: 5,
    popupForms: 10,
    integrations: 22,
    ampWidgets: [...BASE_WIDGETS, 'Zoom', 'HubSpot', 'Google Calendar'],
    support: ['Chat', 'Email', 'Call', 'Slack'],
    abTest: true,
    clickMaps: true,
    sendTimeOptimisation: true,
    timezoneScheduling: true,
    brandingRemoval: true,
    monthlyPrice: priced(
      [3_999, 5_999, 9_999, 15_999, 20_999, 25_999, 35_999, 44_999],
      [49, 69, 119, 179, 239, 299, 409, 509],
    ),
  },
];

export const findPlan = (id: string): PlanDefinition | undefined => PLANS.find((plan) => plan.id === id);

/** The smallest slab that holds this many contacts; undefined past the largest one sold (the sales team's). */
export const slabFor = (contacts: number): ContactSlab | undefined =>
  CONTACT_SLABS.find((slab) => slab >= Math.max(contacts, MIN_CONTACT_SLAB) && slab < CONTACT_SALES_SLAB);

/** Spec 2 §9: the last slab reads '250K+'; the others as numbers with separators. */
export const slabLabel = (slab: ContactSlab): string =>
  slab === CONTACT_SALES_SLAB ? '250K+' : slab.toLocaleString('en-US');

/** Email credits a plan gives each month at a slab. */
export const monthlyEmailCredits = (plan: PlanDefinition, slab: ContactSlab): number =>
  slab * plan.emailsPerContact;
