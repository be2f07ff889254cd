import { DAY_MS, HOUR_MS, type ContactTraits, type DatasetClock } from './contact-traits';
import { isoSeconds } from './csv';
import type { DatasetCampaign, DatasetForm, DatasetJourney, DatasetList, DatasetProperty, DatasetSender } from './dataset-files';
import { Random } from './random';
import { COMPANIES } from './vocabulary-people';

/**
 * The account-level objects of a dataset (lists, senders, campaigns, forms, journeys) and the rules that
 * tie contacts to them. Small, built in memory, deterministic from the seed and the clock.
 */

export interface MembershipInput {
  traits: ContactTraits;
  orderCount: number;
  random: Random;
  now: number;
}

export interface ListPlan extends DatasetList {
  /** Plain lists (not segments, not integrations): every contact is in at least one. */
  plain: boolean;
  isMember(input: MembershipInput): boolean;
}

export type CampaignTrigger = { kind: 'signup' } | { kind: 'sample'; share: number };

export interface CampaignPlan extends DatasetCampaign {
  sentAtMs: number | null;
  /** Bit i set when the campaign targets list i. */
  listMask: number;
  trigger: CampaignTrigger | null;
  /** Multiplies every recipient's open chance. */
  appeal: number;
  /** Has a form: clickers may submit. */
  hasForm: boolean;
}

export interface DatasetPlan {
  clock: DatasetClock;
  properties: DatasetProperty[];
  lists: ListPlan[];
  /** Where contacts in no ordinary list are put: every contact came in through one. */
  fallbackListIndex: number;
  newsletterListIndex: number;
  senders: DatasetSender[];
  campaigns: CampaignPlan[];
  forms: FormPlan[];
  journeys: DatasetJourney[];
}

export const CUSTOM_PROPERTIES: DatasetProperty[] = [
  { key: 'plan', type: 'string' },
  { key: 'lifetimeValue', type: 'number' },
  { key: 'newsletterOptIn', type: 'boolean' },
  { key: 'birthday', type: 'date' },
];

const COMPANY_SITE = 'https://demo-company.com';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthYear = (ms: number) => `${MONTHS[new Date(ms).getUTCMonth()] ?? ''} ${new Date(ms).getUTCFullYear()}`;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

type ListKey =
  | 'newsletter' | 'productUpdates' | 'webinar' | 'tradeShowBerlin' | 'blog' | 'beta' | 'partners' | 'imported'
  | 'store' | 'hubspot' | 'tradeShowParis' | 'engaged' | 'inactive' | 'repeatCustomers' | 'lapsedCustomers' | 'aiSegment';

interface ListSpec {
  key: ListKey;
  name: string;
  type: DatasetList['type'];
  source: string;
  ageDays: number;
  archived?: boolean;
  isAIGenerated?: boolean;
  isMember(input: MembershipInput): boolean;
}

const inEurope = (input: MembershipInput) => input.traits.place.continent === 'Europe';

const listSpecs = (year: number): ListSpec[] => [
  { key: 'newsletter', name: 'Newsletter', type: 'list', source: 'manual', ageDays: 729, isMember: (c) => c.random.chance(0.6) },
  { key: 'productUpdates', name: 'Product updates', type: 'list', source: 'manual', ageDays: 700, isMember: (c) => c.random.chance(0.3) },
  { key: 'webinar', name: `Webinar attendees ${year}`, type: 'list', source: 'import', ageDays: 200, isMember: (c) => c.random.chance(0.08) },
  { key: 'tradeShowBerlin', name: 'Trade show Berlin', type: 'list', source: 'import', ageDays: 150, isMember: (c) => c.random.chance(inEurope(c) ? 0.12 : 0.01) },
  { key: 'blog', name: 'Blog subscribers', type: 'list', source: 'manual', ageDays: 600, isMember: (c) => c.random.chance(0.2) },
  { key: 'beta', name: 'Beta testers', type: 'list', source: 'manual', ageDays: 400, isMember: (c) => c.random.chance(0.02 + 0.1 * c.traits.engagement) },
  { key: 'partners', name: 'Partners', type: 'list', source: 'manual', ageDays: 500, isMember: (c) => c.random.chance(0.02) },
  { key: 'imported', name: 'Imported leads (CSV)', type: 'list', source: 'import', ageDays: 650, isMember: (c) => c.random.chance(0.1) },
  { key: 'store', name: 'Store contacts', type: 'shopify', source: 'shopify', ageDays: 600, isMember: (c) => c.traits.customer },
  { key: 'hubspot', name: 'HubSpot: Marketing qualified leads', type: 'hubspot', source: 'hubspot', ageDays: 450, isMember: (c) => c.random.chance(0.12) },
  { key: 'tradeShowParis', name: 'Trade show Paris 2023', type: 'list', source: 'import', ageDays: 720, archived: true, isMember: (c) => c.random.chance(inEurope(c) ? 0.06 : 0.005) },
  { key: 'engaged', name: 'Engaged contacts', type: 'dynamic', source: 'manual', ageDays: 300, isMember: (c) => c.traits.engagement > 0.45 && c.traits.unsubscribedAt === null },
  { key: 'inactive', name: 'Inactive contacts (90 days)', type: 'dynamic', source: 'manual', ageDays: 250, isMember: (c) => c.traits.engagement < 0.05 && c.traits.createdAt < c.now - 90 * DAY_MS },
  { key: 'repeatCustomers', name: 'Repeat customers', type: 'dynamic', source: 'manual', ageDays: 120, isMember: (c) => c.orderCount >= 2 },
  { key: 'lapsedCustomers', name: 'Lapsed customers Q1', type: 'static', source: 'manual', ageDays: 90, isMember: (c) => c.traits.customer && c.random.chance(0.25) },
  { key: 'aiSegment', name: 'AI generated segment', type: 'dynamic', source: 'manual', ageDays: 20, isAIGenerated: true, isMember: (c) => inEurope(c) && c.traits.engagement > 0.3 },
];

const PLAIN_TYPES: ReadonlySet<DatasetList['type']> = new Set(['list']);

const buildLists = (clock: DatasetClock, random: Random): { lists: ListPlan[]; indexOf: (key: ListKey) => number } => {
  const specs = listSpecs(new Date(clock.now).getUTCFullYear());
  const lists = specs.map((spec): ListPlan => {
    const createdAt = clock.now - spec.ageDays * DAY_MS - random.int(0, 20) * HOUR_MS;
    const isSegment = spec.type === 'dynamic' || spec.type === 'static';
    return {
      name: spec.name,
      type: spec.type,
      source: spec.source,
      isAIGenerated: spec.isAIGenerated ?? false,
      // Segments carry an empty definition: the builder's shape belongs to the segments area.
      definition: isSegment ? {} : null,
      createdAt: isoSeconds(createdAt),
      archivedAt: spec.archived ? isoSeconds(clock.now - 30 * DAY_MS) : null,
      plain: PLAIN_TYPES.has(spec.type) && !spec.archived,
      isMember: spec.isMember,
    };
  });
  const indexOf = (key: ListKey) => {
    const index = specs.findIndex((spec) => spec.key === key);
    if (index < 0) throw new Error(`No list ${key}`);
    return index;
  };
  return { lists, indexOf };
};

const SENDERS: DatasetSender[] = [
  { email: 'news@demo-company.com', name: 'Demo Company' },
  { email: 'hello@demo-company.com', name: 'Ana from Demo Company' },
  { email: 'events@demo-company.com', name: 'Demo Company Events' },
  { email: 'shop@demo-company.com', name: 'Demo Company Shop' },
];
const SENDER = { news: 0, hello: 1, events: 2, shop: 3 } as const;

interface CampaignTopic {
  weight: number;
  name(sentAt: number, random: Random): string;
  lists: ListKey[];
  sender: keyof typeof SENDER;
  paths: string[];
  hasForm?: boolean;
}

const FEATURES = ['Smart segments', 'AMP emails', 'Brand kit', 'Send-time optimisation', 'Journeys', 'A/B testing', 'Shared templates', 'SMS'];
const WEBINARS = ['Email deliverability 101', 'Segmentation that converts', 'Designing for dark mode', 'Win-back journeys'];

const CAMPAIGN_TOPICS: CampaignTopic[] = [
  { weight: 45, name: (at) => `${monthYear(at)} Newsletter`, lists: ['newsletter'], sender: 'news', paths: ['/blog', '/blog/latest', '/events', '/pricing'] },
  { weight: 15, name: (at, r) => `Product update: ${r.pick(FEATURES)} · ${monthYear(at)}`, lists: ['productUpdates'], sender: 'news', paths: ['/changelog', '/features', '/docs/getting-started'] },
  {
    weight: 12,
    name: (at, r) => `${new Date(at).getUTCMonth() === 10 ? 'Black Friday Sale' : r.pick(['Spring Sale', 'Summer Sale', 'New arrivals', 'Winter collection'])} · ${monthYear(at)}`,
    lists: ['store'], sender: 'shop', paths: ['/shop', '/shop/new-arrivals', '/shop/sale', '/shop/gift-cards'],
  },
  { weight: 8, name: (at) => `Top stories of ${monthYear(at)}`, lists: ['blog'], sender: 'news', paths: ['/blog/top', '/blog/guides'] },
  { weight: 8, name: (at, r) => `Webinar invite: ${r.pick(WEBINARS)} · ${monthYear(at)}`, lists: ['newsletter', 'hubspot'], sender: 'events', paths: ['/webinars/register', '/webinars'], hasForm: true },
  { weight: 4, name: (at) => `Customer survey · ${monthYear(at)}`, lists: ['store', 'newsletter'], sender: 'hello', paths: ['/survey'], hasForm: true },
  { weight: 4, name: (at) => `Meet us at the Berlin trade show · ${monthYear(at)}`, lists: ['tradeShowBerlin'], sender: 'events', paths: ['/events/berlin', '/book-a-demo'] },
  { weight: 4, name: (at, r) => `Case study: ${r.pick(COMPANIES).name} · ${monthYear(at)}`, lists: ['hubspot', 'partners'], sender: 'hello', paths: ['/customers', '/book-a-demo'] },
];

interface TriggeredSpec {
  name: string;
  lists: ListKey[];
  sender: keyof typeof SENDER;
  launchedDaysAgo: number;
  trigger: CampaignTrigger;
  paths: string[];
  hasForm?: boolean;
}

const TRIGGERED: TriggeredSpec[] = [
  { name: 'Welcome email', lists: ['newsletter'], sender: 'hello', launchedDaysAgo: 640, trigger: { kind: 'signup' }, paths: ['/welcome', '/docs/getting-started'] },
  { name: 'Abandoned cart reminder', lists: ['store'], sender: 'shop', launchedDaysAgo: 500, trigger: { kind: 'sample', share: 0.3 }, paths: ['/cart', '/shop'] },
  { name: 'Order follow-up: how did we do?', lists: ['store'], sender: 'shop', launchedDaysAgo: 420, trigger: { kind: 'sample', share: 0.45 }, paths: ['/survey/order'], hasForm: true },
  { name: 'Webinar reminder', lists: ['webinar'], sender: 'events', launchedDaysAgo: 180, trigger: { kind: 'sample', share: 0.7 }, paths: ['/webinars/join'] },
];

const campaignLinks = (name: string, paths: string[], random: Random): string[] => {
  const chosen = random.sample(paths, Math.max(1, random.int(Math.min(2, paths.length), paths.length)));
  return chosen.map((path) => `${COMPANY_SITE}${path}?utm_source=sendwell&utm_medium=email&utm_campaign=${slug(name)}`);
};

const maskOf = (indexes: number[]) => indexes.reduce((mask, index) => mask | (1 << index), 0);

const buildCampaigns = (count: number, clock: DatasetClock, random: Random, listIndex: (key: ListKey) => number): CampaignPlan[] => {
  const triggeredCount = count >= 4 ? Math.max(1, Math.round(count * 0.125)) : 0;
  const draftCount = count >= 8 ? 1 : 0;
  const bulkCount = count - triggeredCount - draftCount;
  const names = new Set<string>();
  const uniqueName = (name: string) => {
    let candidate = name;
    for (let n = 2; names.has(candidate); n++) candidate = `${name} (${n})`;
    names.add(candidate);
    return candidate;
  };
  const campaign = (input: {
    name: string; type: 'bulk' | 'TRIGGERED'; status: string; sentAt: number | null; createdAt: number;
    lists: ListKey[]; sender: keyof typeof SENDER; paths: string[]; trigger: CampaignTrigger | null; hasForm: boolean;
  }): CampaignPlan => {
    const name = uniqueName(input.name);
    const listIndexes = input.lists.map(listIndex);
    return {
      name,
      campaignType: input.type,
      status: input.status,
      senderIndex: SENDER[input.sender],
      listIndexes,
      sentAt: input.sentAt === null ? null : isoSeconds(input.sentAt),
      createdAt: isoSeconds(input.createdAt),
      links: campaignLinks(name, input.paths, random),
      sentAtMs: input.sentAt,
      listMask: maskOf(listIndexes),
      trigger: input.trigger,
      appeal: random.between(0.7, 1.3),
      hasForm: input.hasForm,
    };
  };

  const campaigns: CampaignPlan[] = [];
  const span = clock.now - clock.start - 2 * DAY_MS;
  for (let j = 0; j < bulkCount; j++) {
    // sqrt of an evenly spread fraction: campaigns come more often as the account grows.
    const fraction = Math.sqrt((j + random.between(0.1, 0.9)) / bulkCount);
    // The latest newsletter went out this week, so "sent in the last 7 days" finds something.
    const at = j === bulkCount - 1 ? clock.now - random.int(2, 6) * DAY_MS : clock.start + span * fraction;
    const day = Math.floor(at / DAY_MS) * DAY_MS;
    const sentAt = day + random.int(7 * 60, 11 * 60) * 60_000;
    const topic = random.weighted(CAMPAIGN_TOPICS, (candidate) => candidate.weight);
    const lists = topic.lists[0] === 'productUpdates' && random.chance(0.3) ? [...topic.lists, 'newsletter' as const] : topic.lists;
    campaigns.push(
      campaign({
        name: topic.name(sentAt, random), type: 'bulk', status: 'sent', sentAt, createdAt: sentAt - random.int(1, 6) * DAY_MS,
        lists, sender: topic.sender, paths: topic.paths, trigger: null, hasForm: topic.hasForm ?? false,
      }),
    );
  }
  for (let j = 0; j < triggeredCount; j++) {
    const spec = TRIGGERED[j % TRIGGERED.length] ?? TRIGGERED[0];
    if (!spec) break;
    const sentAt = Math.floor((clock.now - spec.launchedDaysAgo * DAY_MS) / HOUR_MS) * HOUR_MS;
    campaigns.push(
      campaign({
        name: spec.name, type: 'TRIGGERED', status: 'sent', sentAt, createdAt: sentAt - 2 * DAY_MS,
        lists: spec.lists, sender: spec.sender, paths: spec.paths, trigger: spec.trigger, hasForm: spec.hasForm ?? false,
      }),
    );
  }
  for (let j = 0; j < draftCount; j++) {
    campaigns.push(
      campaign({
        name: 'Holiday gift guide', type: 'bulk', status: 'draft', sentAt: null, createdAt: clock.now - 2 * DAY_MS,
        lists: ['newsletter'], sender: 'shop', paths: ['/shop/gifts'], trigger: null, hasForm: false,
      }),
    );
  }
  return campaigns;
};

export interface FormPlan extends DatasetForm {
  /** Chance that a contact submits it (once). */
  share(traits: ContactTraits): number;
  /** Submitted at sign-up rather than at a random later moment. */
  atSignup: boolean;
  answers(random: Random): Record<string, string | number>;
}

const buildForms = (clock: DatasetClock): FormPlan[] => {
  const created = (days: number) => isoSeconds(clock.now - days * DAY_MS);
  return [
    {
      appName: 'Typeform', formName: 'Webinar registration', status: 'published', createdAt: created(300), atSignup: false,
      share: () => 0.06,
      answers: (r) => ({ webinarName: r.pick(WEBINARS), jobTitle: r.pick(['Marketing Manager', 'CMO', 'Growth Lead', 'Founder', 'Content Strategist']) }),
    },
    {
      appName: 'Typeform', formName: 'Customer feedback survey', status: 'published', createdAt: created(420), atSignup: false,
      share: (t) => (t.customer ? 0.15 : 0.02),
      answers: (r) => ({ nps: r.weighted([0, 3, 5, 6, 7, 8, 9, 10], (score) => (score >= 9 ? 4 : score >= 7 ? 3 : 1)), comment: r.pick(['Great service', 'Delivery was slow', 'Love the quality', 'Too expensive', '']) }),
    },
    {
      appName: 'Sendwell Forms', formName: 'Newsletter signup', status: 'published', createdAt: created(729), atSignup: true,
      share: () => 0.25,
      answers: (r) => ({ source: r.pick(['footer', 'popup', 'checkout', 'blog']) }),
    },
    {
      appName: 'Sendwell Forms', formName: 'Contact sales', status: 'published', createdAt: created(500), atSignup: false,
      share: () => 0.02,
      answers: (r) => ({ companySize: r.pick(['1-10', '11-50', '51-200', '201-1000', '1000+']), interest: r.pick(['Pricing', 'Demo', 'Migration', 'Enterprise plan']) }),
    },
    {
      appName: 'Jotform', formName: 'Trade show badge scan', status: 'closed', createdAt: created(150), atSignup: false,
      share: (t) => (t.place.continent === 'Europe' ? 0.05 : 0.002),
      answers: (r) => ({ booth: r.pick(['A12', 'B07', 'C33']), interest: r.pick(['Automation', 'Deliverability', 'Integrations']) }),
    },
    {
      appName: 'Google Forms', formName: 'Beta programme application', status: 'published', createdAt: created(400), atSignup: false,
      share: (t) => 0.01 + 0.04 * t.engagement,
      answers: (r) => ({ platform: r.pick(['web', 'ios', 'android']), useCase: r.pick(['Newsletters', 'E-commerce', 'Events', 'SaaS onboarding']) }),
    },
  ];
};

const buildJourneys = (clock: DatasetClock, listIndex: (key: ListKey) => number): DatasetJourney[] => {
  const journey = (name: string, status: DatasetJourney['status'], days: number, trigger: ListKey | 'event' | 'date'): DatasetJourney => ({
    name,
    status,
    triggerType: trigger === 'event' || trigger === 'date' ? trigger : 'segment',
    triggerListIndex: trigger === 'event' || trigger === 'date' ? null : listIndex(trigger),
    createdAt: isoSeconds(clock.now - days * DAY_MS),
  });
  // Inactive, Engaged and Lapsed are held by live journeys (archiving them is blocked); Repeat customers only
  // by a draft and the AI segment by none, so both can be archived.
  return [
    journey('Re-engagement flow', 'Available', 240, 'inactive'),
    journey('VIP rewards', 'Paused', 280, 'engaged'),
    journey('Win-back customers', 'Available', 80, 'lapsedCustomers'),
    journey('Post-webinar nurture', 'Draft', 60, 'webinar'),
    journey('Repeat customer thank-you', 'Draft', 30, 'repeatCustomers'),
    journey('Abandoned checkout', 'Available', 480, 'event'),
    journey('Birthday greetings', 'Cancelled', 350, 'date'),
    journey('Welcome series', 'Available', 640, 'event'),
  ];
};

export const buildDatasetPlan = (seed: number, clock: DatasetClock, options: { campaigns: number }): DatasetPlan => {
  const random = Random.of(seed, 'plan');
  const { lists, indexOf } = buildLists(clock, random);
  if (lists.length > 31) throw new Error('List membership masks hold at most 31 lists');
  return {
    clock,
    properties: CUSTOM_PROPERTIES,
    lists,
    fallbackListIndex: indexOf('imported'),
    newsletterListIndex: indexOf('newsletter'),
    senders: SENDERS,
    campaigns: buildCampaigns(options.campaigns, clock, random, indexOf),
    forms: buildForms(clock),
    journeys: buildJourneys(clock, indexOf),
  };
};

/** The JSON files' content: the plan without its rules. */
export const serialisePlan = (plan: DatasetPlan) => ({
  lists: plan.lists.map(({ name, type, source, isAIGenerated, definition, createdAt, archivedAt }) => ({ name, type, source, isAIGenerated, definition, createdAt, archivedAt })),
  campaigns: plan.campaigns.map(({ name, campaignType, status, senderIndex, listIndexes, sentAt, createdAt, links }) => ({ name, campaignType, status, senderIndex, listIndexes, sentAt, createdAt, links })),
  forms: plan.forms.map(({ appName, formName, status, createdAt }) => ({ appName, formName, status, createdAt })),
});
