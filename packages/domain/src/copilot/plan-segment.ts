import {
  AI_PROMPT_MAX_WORDS,
  SegmentMessages,
  type ComparisonOperator,
  type PropertyOperator,
  type SegmentDefinition,
  type SegmentFilter,
  type SegmentPropertyType,
  type ShopifyV2EventKey,
} from '@sendwell/contracts';
import { validateSegmentDefinition } from '../segments/definition-validation';
import { formatLocalDay, formatTimezoneOffset } from '../segments/relative-dates';
import { describeSegment } from '../segments/describe-segment';
import { activityRange, findDateRange, monthOf, numberOf, type CopilotRange } from './copilot-dates';
import { correctWord, nameTokens, normalizePrompt, sameWord, stem, tokenize } from './copilot-text';
import { CopilotMessages, badQueryReason } from './copilot-guard';
import { countWords } from '../segments/wizard-rules';
import type { CopilotVocabulary } from './vocabulary';

export type CopilotPlan =
  | { kind: 'definition'; definition: SegmentDefinition; description: string; confidence: number }
  /** CALL_INTERRUPT_FOR_HUMAN_INPUT: the request is unclear; the question goes back to the marketer. */
  | { kind: 'question'; question: string }
  /** CALL_INTERRUPT_FOR_BAD_QUERY: the request cannot become a segment. */
  | { kind: 'badQuery'; message: string };

/** Thrown while reading a clause that cannot be read without asking. */
class AskBack extends Error {}

type Term =
  | { kind: 'filter'; filter: SegmentFilter }
  | { kind: 'list'; id: number; name: string; negated: boolean }
  | { kind: 'flag'; flag: 'isUnsubscribed' | 'isBlocked' | 'excludeIsUnsubscribed' | 'excludeIsBlocked' }
  | { kind: 'everyone' }
  | { kind: 'and' | 'or'; items: Term[] };

type Node = { kind: 'and' | 'or'; items: Node[] } | { kind: 'clause'; tokens: string[] };

const STOPWORDS = new Set(
  (
    'a an the of to in on at for by from with who whom whose that which is are was were be been being has have had ' +
    'do does did me my our us we i you your their them they it its this these those all any every each some ' +
    'contacts contact people users user subscribers subscriber folks audience customers peeps guys ppl persons person ' +
    'segment list lists segments show find get give create make want need please pls plz can could would like build ' +
    'ones one members member there here where when what just only also so very really yet ever still already ' +
    'located based living lives live residing time times via through into within as than then during least most more over under anyone someone everyone everybody'
  ).split(' '),
);

const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'didnt',
  'dont',
  'doesnt',
  'havent',
  'hasnt',
  'hadnt',
  'wasnt',
  'werent',
  'isnt',
  'arent',
  'without',
  'except',
  'excluding',
  'exclude',
  'nor',
  'none',
  'neither',
  'non',
  'outside',
  'minus',
  'aint',
]);
const OPEN = new Set(['open', 'opened', 'opens', 'opening', 'openers', 'opener', 'read', 'reads']);
const CLICK = new Set(['click', 'clicked', 'clicks', 'clicking', 'clickers', 'clicker', 'tapped']);
const SENT = new Set([
  'received',
  'receive',
  'got',
  'get',
  'gotten',
  'sent',
  'delivered',
  'mailed',
  'emailed',
  'recipients',
]);
const EMAIL_WORDS = new Set([
  'email',
  'emails',
  'mail',
  'mails',
  'campaign',
  'campaigns',
  'blast',
  'blasts',
  'message',
  'messages',
  'newsletter',
  'newsletters',
  'send',
  'sends',
  'mailing',
  'mailings',
  'anything',
  'something',
  'e-mail',
  'e-mails',
  'invite',
  'invites',
  'invitation',
  'promo',
  'announcement',
]);
/** Words for an email in general, as opposed to words of a campaign's name. */
const GENERIC_EMAIL_WORDS: ReadonlySet<string> = new Set(
  [...EMAIL_WORDS].filter((word) => !word.startsWith('newsletter')),
);
const ENGAGED = new Set(['engagement', 'engaged', 'engage', 'engaging', 'active', 'interacted']);
const INACTIVE = new Set([
  'inactive',
  'unengaged',
  'disengaged',
  'dormant',
  'cold',
  'asleep',
  'sleeping',
  'idle',
  'dead',
]);
const MAIL_PROVIDERS = [
  'gmail',
  'yahoo',
  'hotmail',
  'outlook',
  'icloud',
  'aol',
  'protonmail',
  'gmx',
  'msn',
  'web.de',
];
const STORE_SYNONYMS: Record<string, ShopifyV2EventKey> = {
  bought: 'orderPlaced',
  buy: 'orderPlaced',
  buys: 'orderPlaced',
  buying: 'orderPlaced',
  purchased: 'orderPlaced',
  purchase: 'orderPlaced',
  purchases: 'orderPlaced',
  ordered: 'orderPlaced',
  order: 'orderPlaced',
  orders: 'orderPlaced',
  buyer: 'orderPlaced',
  buyers: 'orderPlaced',
  shopped: 'orderPlaced',
  purchasers: 'orderPlaced',
  checkout: 'cartCheckout',
  checkouts: 'cartCheckout',
  cart: 'cartCheckout',
  carts: 'cartCheckout',
  abandoned: 'cartCheckout',
  refund: 'orderRefunded',
  refunded: 'orderRefunded',
  refunds: 'orderRefunded',
  cancelled: 'orderCancelled',
  canceled: 'orderCancelled',
  cancel: 'orderCancelled',
  browsed: 'productViewed',
  browse: 'productViewed',
};
const REGIONS: Record<string, readonly string[]> = {
  europe: [
    'Germany',
    'France',
    'United Kingdom',
    'Spain',
    'Italy',
    'Netherlands',
    'Sweden',
    'Norway',
    'Denmark',
    'Finland',
    'Poland',
    'Portugal',
    'Ireland',
    'Belgium',
    'Austria',
    'Switzerland',
    'Czechia',
    'Czech Republic',
    'Greece',
    'Hungary',
    'Romania',
  ],
  asia: [
    'Japan',
    'China',
    'India',
    'Singapore',
    'South Korea',
    'Indonesia',
    'Thailand',
    'Vietnam',
    'Philippines',
    'Malaysia',
  ],
  'north america': ['United States', 'Canada', 'Mexico'],
  'south america': ['Brazil', 'Argentina', 'Chile', 'Colombia', 'Peru'],
  africa: ['Nigeria', 'Kenya', 'South Africa', 'Egypt', 'Morocco', 'Ghana'],
  oceania: ['Australia', 'New Zealand'],
};
const REGION_WORDS: Record<string, string> = {
  europe: 'europe',
  european: 'europe',
  eu: 'europe',
  asia: 'asia',
  asian: 'asia',
  apac: 'asia',
  africa: 'africa',
  african: 'africa',
  oceania: 'oceania',
  latam: 'south america',
};
const VALUE_ALIASES: Record<string, string> = {
  usa: 'united states',
  america: 'united states',
  uk: 'united kingdom',
  britain: 'united kingdom',
  german: 'germany',
  french: 'france',
  spanish: 'spain',
  italian: 'italy',
  dutch: 'netherlands',
  japanese: 'japan',
  brazilian: 'brazil',
  canadian: 'canada',
  british: 'united kingdom',
  indian: 'india',
  nyc: 'new york',
  sf: 'san francisco',
};
const PROPERTY_ALIASES: Record<string, string> = {
  ltv: 'lifetimeValue',
  spend: 'lifetimeValue',
  spending: 'lifetimeValue',
  revenue: 'lifetimeValue',
  phone: 'phone',
  mobile: 'phone',
  company: 'company',
  employer: 'company',
  country: 'country',
  city: 'city',
  town: 'city',
};
const COMPARATORS: Record<string, 'gt' | 'lt' | 'gte' | 'lte' | 'eq'> = {
  over: 'gt',
  above: 'gt',
  more: 'gt',
  greater: 'gt',
  higher: 'gt',
  exceeding: 'gt',
  plus: 'gte',
  atleast: 'gte',
  min: 'gte',
  minimum: 'gte',
  under: 'lt',
  below: 'lt',
  less: 'lt',
  fewer: 'lt',
  lower: 'lt',
  atmost: 'lte',
  max: 'lte',
  maximum: 'lte',
  exactly: 'eq',
  equals: 'eq',
};
const COUNT_UNITS = new Set([
  'times',
  'time',
  'x',
  'orders',
  'purchases',
  'order',
  'purchase',
  'opens',
  'clicks',
  'visits',
]);
const SEPARATORS = new Set([
  'who',
  'whose',
  'that',
  'which',
  'with',
  'but',
  'having',
  'where',
  ';',
  'also',
  'whove',
  'whos',
]);
const CREATED_WORDS = new Set([
  'signed',
  'signup',
  'signups',
  'joined',
  'join',
  'created',
  'added',
  'new',
  'subscribed',
  'registered',
  'onboarded',
]);

/** Everything the planner knows how to read, for typo correction. */
const KEYWORDS = [
  ...OPEN,
  ...CLICK,
  ...SENT,
  ...EMAIL_WORDS,
  ...ENGAGED,
  ...INACTIVE,
  ...NEGATIONS,
  ...STOPWORDS,
  ...MAIL_PROVIDERS,
  ...Object.keys(STORE_SYNONYMS),
  ...Object.keys(REGION_WORDS),
  ...Object.keys(COMPARATORS),
  ...COUNT_UNITS,
  ...SEPARATORS,
  ...Object.keys(VALUE_ALIASES),
  ...Object.keys(PROPERTY_ALIASES),
  ...CREATED_WORDS,
  'and',
  'or',
  'unsubscribed',
  'unsubscribe',
  'blocked',
  'bounced',
  'subscribed',
  'last',
  'past',
  'previous',
  'days',
  'weeks',
  'months',
  'years',
  'quarter',
  'month',
  'week',
  'year',
  'since',
  'before',
  'after',
  'today',
  'yesterday',
  'form',
  'forms',
  'submitted',
  'filled',
  'rate',
  'percent',
  'engagement',
  'between',
  'plan',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

interface Context {
  vocabulary: CopilotVocabulary;
  now: Date;
  offsetMinutes: number;
  fuzzy: number;
  defaults: number;
}

const wordsOf = (text: string) => nameTokens(text).filter((word) => !STOPWORDS.has(word));

/** Offset of an IANA timezone at an instant, in minutes east of UTC. */
export const zoneOffsetAt = (timezone: string, now: Date): number => {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
    if (!match) return 0;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  } catch {
    return 0;
  }
};

// ---------------------------------------------------------------------------------------------
// Parsing the prompt into and/or clauses
// ---------------------------------------------------------------------------------------------

const parse = (tokens: string[]): Node => {
  let position = 0;
  const parseTop = (depth: number): Node => {
    const parts: Node[] = [];
    let current: string[] = [];
    const orParts: Node[][] = [[]];
    let andItems: Node[] = orParts[0] ?? [];
    const flushClause = () => {
      if (current.length > 0) andItems.push({ kind: 'clause', tokens: current });
      current = [];
    };
    const flushPart = () => {
      flushClause();
      const alternatives = orParts
        .filter((items) => items.length > 0)
        .map((items): Node => (items.length === 1 ? items[0]! : { kind: 'and', items }));
      if (alternatives.length > 0)
        parts.push(alternatives.length === 1 ? alternatives[0]! : { kind: 'or', items: alternatives });
      orParts.length = 0;
      orParts.push([]);
      andItems = orParts[0] ?? [];
    };
    while (position < tokens.length) {
      const token = tokens[position++] ?? '';
      if (token === '(') {
        flushClause();
        andItems.push(parseTop(depth + 1));
      } else if (token === ')') {
        if (depth > 0) break;
      } else if (token === 'or' || token === 'either') {
        if (token === 'either') continue;
        flushClause();
        const next: Node[] = [];
        orParts.push(next);
        andItems = next;
      } else if (token === 'and' || token === ',') {
        flushClause();
      } else if (SEPARATORS.has(token)) {
        flushPart();
      } else if (token === 'except' || token === 'excluding' || token === 'exclude') {
        flushPart();
        current.push(token);
      } else current.push(token);
    }
    flushPart();
    return parts.length === 1 ? parts[0]! : { kind: 'and', items: parts };
  };
  return parseTop(0);
};

// ---------------------------------------------------------------------------------------------
// Reading one clause
// ---------------------------------------------------------------------------------------------

interface Clause {
  tokens: string[];
  used: boolean[];
  negated: boolean;
  range: CopilotRange | null;
}

const use = (clause: Clause, from: number, to: number) => {
  for (let i = from; i <= to; i++) clause.used[i] = true;
};
const indexOfAny = (clause: Clause, words: ReadonlySet<string>) =>
  clause.tokens.findIndex((token, i) => !clause.used[i] && words.has(token));

/** Finds a phrase (a sequence of words) among the unused tokens; returns its first index. */
const findPhrase = (clause: Clause, phrase: readonly string[]): number => {
  if (phrase.length === 0) return -1;
  outer: for (let i = 0; i + phrase.length <= clause.tokens.length; i++) {
    for (let j = 0; j < phrase.length; j++) {
      const token = clause.tokens[i + j] ?? '';
      if (clause.used[i + j] || !sameWord(token, phrase[j] ?? '')) continue outer;
    }
    return i;
  }
  return -1;
};

/** A count such as 'more than 2 times', 'at least 3 orders', '2+ times', 'twice'. */
const readCount = (clause: Clause): { operator: ComparisonOperator; value: number } | null => {
  for (let i = 0; i < clause.tokens.length; i++) {
    if (clause.used[i]) continue;
    const token = clause.tokens[i] ?? '';
    if (token === 'twice' || token === 'once') {
      use(clause, i, i);
      const before = clause.tokens[i - 1];
      const twoBefore = clause.tokens[i - 2];
      if (before === 'than' && twoBefore && COMPARATORS[twoBefore]) {
        use(clause, i - 2, i - 1);
        return { operator: comparison(COMPARATORS[twoBefore] ?? 'gt'), value: token === 'twice' ? 2 : 1 };
      }
      if (before === 'least') {
        use(clause, i - 2 >= 0 && clause.tokens[i - 2] === 'at' ? i - 2 : i - 1, i - 1);
        return { operator: 'atLeast', value: token === 'twice' ? 2 : 1 };
      }
      if (before && COMPARATORS[before]) {
        use(clause, i - 1, i - 1);
        return { operator: comparison(COMPARATORS[before] ?? 'eq'), value: token === 'twice' ? 2 : 1 };
      }
      return { operator: 'equalTo', value: token === 'twice' ? 2 : 1 };
    }
    const n = numberOf(token);
    if (n === null || !/^\d+$/.test(token)) continue;
    let end = i + 1;
    let operator: ComparisonOperator | null = null;
    if (clause.tokens[end] === 'plus') {
      operator = 'atLeast';
      end++;
    } else if (
      clause.tokens[end] === 'or' &&
      (clause.tokens[end + 1] === 'more' ||
        clause.tokens[end + 1] === 'less' ||
        clause.tokens[end + 1] === 'fewer')
    ) {
      operator = clause.tokens[end + 1] === 'more' ? 'atLeast' : 'atMost';
      end += 2;
    }
    if (!COUNT_UNITS.has(clause.tokens[end] ?? '')) continue;
    let start = i;
    const before = clause.tokens[i - 1] ?? '';
    const twoBefore = clause.tokens[i - 2] ?? '';
    if (operator === null) {
      if (before === 'than' && COMPARATORS[twoBefore]) {
        operator = comparison(COMPARATORS[twoBefore] ?? 'gt');
        start = i - 2;
      } else if (before === 'least' && twoBefore === 'at') {
        operator = 'atLeast';
        start = i - 2;
      } else if (before === 'most' && twoBefore === 'at') {
        operator = 'atMost';
        start = i - 2;
      } else if (COMPARATORS[before]) {
        operator = comparison(COMPARATORS[before] ?? 'gt');
        start = i - 1;
      } else operator = 'equalTo';
    }
    use(clause, start, end);
    return { operator, value: n };
  }
  return null;
};

const comparison = (kind: 'gt' | 'lt' | 'gte' | 'lte' | 'eq'): ComparisonOperator =>
  (({ gt: 'greaterThan', lt: 'lessThan', gte: 'atLeast', lte: 'atMost', eq: 'equalTo' }) as const)[kind];
const propertyComparison = (kind: 'gt' | 'lt' | 'gte' | 'lte' | 'eq'): PropertyOperator =>
  (
    ({
      gt: 'greaterThan',
      lt: 'lessThan',
      gte: 'greaterThanOrEqual',
      lte: 'lessThanOrEqual',
      eq: 'equals',
    }) as const
  )[kind];

/** 'over 500', 'more than 100', 'at least 3', 'between:100:500', 'under 50'. */
const readNumberComparison = (
  clause: Clause,
): { operator: PropertyOperator; value: number; end?: number } | null => {
  for (let i = 0; i < clause.tokens.length; i++) {
    if (clause.used[i]) continue;
    const token = clause.tokens[i] ?? '';
    const between = /^between_(\d+(?:\.\d+)?)_(\d+(?:\.\d+)?)$/.exec(token);
    if (between) {
      use(clause, i, i);
      return { operator: 'numberBetween', value: Number(between[1]), end: Number(between[2]) };
    }
    const kind = COMPARATORS[token];
    if (kind === undefined) continue;
    let j = i + 1;
    if (
      clause.tokens[j] === 'than' ||
      clause.tokens[j] === 'or' ||
      clause.tokens[j] === 'equal' ||
      clause.tokens[j] === 'to'
    )
      j++;
    if (clause.tokens[j] === 'equal' || clause.tokens[j] === 'to') j++;
    const n = numberOf(clause.tokens[j]);
    if (n === null || !/\d/.test(clause.tokens[j] ?? '')) continue;
    let start = i;
    let finalKind = kind;
    if ((token === 'least' || token === 'most') && clause.tokens[i - 1] === 'at') start = i - 1;
    if (clause.tokens[i + 1] === 'or' && clause.tokens[i + 2] === 'equal')
      finalKind = kind === 'gt' ? 'gte' : kind === 'lt' ? 'lte' : kind;
    use(clause, start, j);
    if (clause.tokens[j + 1] === 'percent') use(clause, j + 1, j + 1);
    return { operator: propertyComparison(finalKind), value: n };
  }
  for (let i = 0; i < clause.tokens.length; i++) {
    const token = clause.tokens[i] ?? '';
    if (clause.used[i] || !/^\d+(\.\d+)?$/.test(token)) continue;
    const next = clause.tokens[i + 1];
    if (next === 'plus' || (next === 'or' && clause.tokens[i + 2] === 'more')) {
      use(clause, i, next === 'plus' ? i + 1 : i + 2);
      return { operator: 'greaterThanOrEqual', value: Number(token) };
    }
  }
  return null;
};

const whenRange = (clause: Clause) => activityRange(clause.range);

// --- recognisers, each consumes the words it reads ----------------------------------------------

const readFlags = (clause: Clause): Term[] => {
  const terms: Term[] = [];
  const unsub = clause.tokens.findIndex(
    (t, i) =>
      !clause.used[i] &&
      /^(unsubscribed|unsubscribe|unsubscribers|unsubs|unsubbed|optedout|opted-out)$/.test(t),
  );
  if (unsub >= 0) {
    use(clause, unsub, unsub);
    terms.push({ kind: 'flag', flag: clause.negated ? 'excludeIsUnsubscribed' : 'isUnsubscribed' });
  }
  const blocked = clause.tokens.findIndex(
    (t, i) => !clause.used[i] && /^(blocked|blocklisted|blacklisted)$/.test(t),
  );
  if (blocked >= 0) {
    use(clause, blocked, blocked);
    terms.push({ kind: 'flag', flag: clause.negated ? 'excludeIsBlocked' : 'isBlocked' });
  }
  return terms;
};

const readLists = (clause: Clause, ctx: Context): Term[] => {
  const terms: Term[] = [];
  const listWordAt = clause.tokens.findIndex(
    (t) => t === 'list' || t === 'lists' || t === 'segment' || t === 'segments',
  );
  const candidates = ctx.vocabulary.lists
    .map((list) => {
      const words = nameTokens(list.name).filter((w) => !['list', 'segment', 'contacts'].includes(w));
      return { list, words, at: findPhrase(clause, words) };
    })
    .filter((candidate) => candidate.words.length > 0 && candidate.at >= 0)
    .sort((a, b) => b.words.length - a.words.length);
  for (const candidate of candidates) {
    const at = findPhrase(clause, candidate.words);
    if (at < 0) continue;
    // A single common word names a list only next to 'list' / 'in' / 'on' / 'members'.
    let beforeAt = at - 1;
    while (
      ['the', 'a', 'our', 'my', 'of'].includes(clause.tokens[beforeAt] ?? '') &&
      beforeAt > 0 &&
      clause.tokens[beforeAt - 1] !== undefined &&
      ['in', 'on', 'from', 'except', 'excluding', 'exclude', 'members'].includes(
        clause.tokens[beforeAt - 1] ?? '',
      )
    )
      beforeAt--;
    const before = clause.tokens[beforeAt] ?? '';
    const content = clause.tokens.filter((token) => !STOPWORDS.has(token) && !NEGATIONS.has(token));
    // With an activity verb, bare words are more likely a campaign's name than a list's.
    const aboutActivity = clause.tokens.some(
      (token) => OPEN.has(token) || CLICK.has(token) || SENT.has(token),
    );
    const explicit =
      listWordAt >= 0 ||
      ['in', 'on', 'of', 'from', 'except', 'excluding', 'exclude'].includes(before) ||
      (!aboutActivity && (content.length === candidate.words.length || candidate.words.length >= 2));
    if (!explicit) continue;
    use(clause, at, at + candidate.words.length - 1);
    if (listWordAt >= 0) use(clause, listWordAt, listWordAt);
    terms.push({ kind: 'list', id: candidate.list.id, name: candidate.list.name, negated: clause.negated });
  }
  return terms;
};

const readForms = (clause: Clause, ctx: Context): Term[] => {
  const formWord = indexOfAny(
    clause,
    new Set([
      'form',
      'forms',
      'submitted',
      'submit',
      'submission',
      'submissions',
      'filled',
      'fill',
      'completed',
    ]),
  );
  if (formWord < 0) return [];
  const candidates = ctx.vocabulary.forms
    .map((form) => ({ form, words: nameTokens(form.name).filter((w) => w !== 'form') }))
    .map((candidate) => ({ ...candidate, at: findPhrase(clause, candidate.words) }))
    .filter((candidate) => candidate.at >= 0 && candidate.words.length > 0);
  for (let i = 0; i < clause.tokens.length; i++)
    if (
      [
        'form',
        'forms',
        'submitted',
        'submit',
        'submission',
        'submissions',
        'filled',
        'fill',
        'out',
        'completed',
        'any',
      ].includes(clause.tokens[i] ?? '')
    )
      use(clause, i, i);
  const count = readCount(clause);
  const submission = {
    hasSubmitted: !clause.negated,
    ...(clause.negated
      ? {}
      : { operator: count?.operator ?? ('atLeast' as const), compareValue: count?.value ?? 1 }),
    ...whenRange(clause),
  };
  if (candidates.length === 0) {
    const apps = [...new Set(ctx.vocabulary.forms.map((form) => form.appName))];
    if (apps.length === 0) throw new AskBack(CopilotMessages.noForms);
    // Any form: one condition per form app, any of them.
    const filters = apps.map((appName): Term => ({
      kind: 'filter',
      filter: { property: 'externalForm', appName, submission },
    }));
    return filters.length === 1 ? filters : [{ kind: clause.negated ? 'and' : 'or', items: filters }];
  }
  const best = Math.max(...candidates.map((candidate) => candidate.words.length));
  const chosen = candidates.filter((candidate) => candidate.words.length === best);
  if (chosen.length > 1)
    throw new AskBack(CopilotMessages.whichForm(chosen.map((candidate) => candidate.form.name)));
  const { form, at, words } = chosen[0]!;
  use(clause, at, at + words.length - 1);
  return [
    {
      kind: 'filter',
      filter: {
        property: 'externalForm',
        appName: form.appName,
        submission,
        eventProperty: 'formName',
        formOperator: 'equals',
        propertyCompareValue: [form.id],
      },
    },
  ];
};

/** Campaigns the clause names: ids, 'all', or a question when several fit. */
const readCampaigns = (clause: Clause, ctx: Context): { campaigns: number[] | 'all'; names: string[] } => {
  const open = clause.tokens.map((token, i) => (clause.used[i] ? null : token));
  const content = open.filter(
    (token): token is string => token !== null && !STOPWORDS.has(token) && !NEGATIONS.has(token),
  );
  const distinctive = content.filter((token) => !GENERIC_EMAIL_WORDS.has(token));
  if (distinctive.length === 0) {
    clause.tokens.forEach((token, i) => EMAIL_WORDS.has(token) && use(clause, i, i));
    return { campaigns: 'all', names: [] };
  }
  const stems = new Set(distinctive.map(campaignWord));
  const scored = ctx.vocabulary.campaigns
    .map((campaign) => {
      const words = wordsOf(campaign.name);
      const hits = words.filter((word) => stems.has(campaignWord(word)));
      return { campaign, words, hits: new Set(hits.map(campaignWord)) };
    })
    .filter((entry) => entry.hits.size > 0);
  if (scored.length === 0) return { campaigns: 'all', names: [] };
  const best = Math.max(...scored.map((entry) => entry.hits.size));
  const top = scored.filter((entry) => entry.hits.size === best);
  // One word of a longer name ('the sale email') is a guess: ask which campaign is meant.
  const ownWords = (words: string[]) =>
    new Set(
      words
        .filter((word) => !GENERIC_EMAIL_WORDS.has(word) && !/^\d{4}$/.test(word) && monthOf(word) === null)
        .map(campaignWord),
    );
  const covered = top.filter((entry) => 2 * entry.hits.size > ownWords(entry.words).size);
  if (covered.length === 0)
    throw new AskBack(CopilotMessages.whichCampaign(top.map((entry) => entry.campaign.name)));
  // Mark the words the campaigns used.
  const usedStems = new Set(top.flatMap((entry) => [...entry.hits]));
  clause.tokens.forEach((token, i) => {
    if (!clause.used[i] && (usedStems.has(campaignWord(token)) || GENERIC_EMAIL_WORDS.has(token)))
      use(clause, i, i);
  });
  const anyOf = clause.tokens.some(
    (token) => token === 'any' || token === 'all' || token === 'every' || token === 'either',
  );
  if (top.length > 1 && !anyOf) {
    // Names that differ only in their year or month: the most recent is meant.
    const withoutDates = new Set(
      top.map((entry) =>
        entry.words
          .filter((w) => !/^\d{4}$/.test(w) && !/^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/.test(w))
          .join(' '),
      ),
    );
    const monthOrYearNamed = distinctive.some(
      (token) => /^\d{4}$/.test(token) || /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/.test(token),
    );
    if (!(withoutDates.size === 1 && monthOrYearNamed))
      throw new AskBack(CopilotMessages.whichCampaign(top.map((entry) => entry.campaign.name)));
    return { campaigns: [top[0]!.campaign.id], names: [top[0]!.campaign.name] };
  }
  return { campaigns: top.map((entry) => entry.campaign.id), names: top.map((entry) => entry.campaign.name) };
};

/** A campaign name's word compared loosely: stems, and months by their first three letters. */
const campaignWord = (word: string): string => {
  const month = monthOf(word);
  return month === null ? stem(word) : (MONTH_KEYS[month] ?? word);
};
const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const activityFilter = (
  clause: Clause,
  ctx: Context,
  verb: 'open' | 'click' | 'sent',
  campaigns: number[] | 'all',
  names: string[],
): SegmentFilter => {
  const condition = {
    open: clause.negated ? 'hasNotOpened' : 'hasOpened',
    click: clause.negated ? 'hasNotClicked' : 'hasClicked',
    sent: clause.negated ? 'wasNotSent' : 'wasSent',
  }[verb] as 'hasOpened';
  if (campaigns === 'all')
    return {
      property: 'userActivity',
      condition,
      campaigns: ['all'],
      allCampaigns: true,
      ...whenRange(clause),
    };
  // AI segments: the range is stripped from filters on bulk campaigns (spec §4).
  const allBulk = campaigns.every(
    (id) => ctx.vocabulary.campaigns.find((campaign) => campaign.id === id)?.campaignType === 'bulk',
  );
  if (allBulk && clause.range !== null) throw new AskBack(CopilotMessages.campaignWithDate);
  return {
    property: 'userActivity',
    condition,
    campaigns,
    campaignNames: names,
    // Stated as 'over all time' so it also counts where the range stripping does not apply.
    ...(allBulk ? { range: 'overAll' as const } : whenRange(clause)),
  };
};

const readActivity = (clause: Clause, ctx: Context): Term[] => {
  const openAt = indexOfAny(clause, OPEN);
  const clickAt = indexOfAny(clause, CLICK);
  const sentAt = indexOfAny(clause, SENT);
  const engagedAt = indexOfAny(clause, ENGAGED);
  const inactiveAt = indexOfAny(clause, INACTIVE);
  if (openAt < 0 && clickAt < 0 && sentAt < 0 && engagedAt < 0 && inactiveAt < 0) return [];
  for (const at of [openAt, clickAt, sentAt, engagedAt, inactiveAt]) if (at >= 0) use(clause, at, at);
  const rate = indexOfAny(clause, new Set(['rate', 'percent', 'score']));
  if (rate >= 0 || engagedAt >= 0) {
    const compared = readNumberComparison(clause);
    if (compared) {
      if (rate >= 0) use(clause, rate, rate);
      if (compared.operator === 'numberBetween') throw new AskBack(CopilotMessages.unclear(['between']));
      const metric = clickAt >= 0 ? 'clickRate' : 'openRate';
      const window = clause.range?.kind === 'last' ? clause.range.days : clause.range === null ? 90 : null;
      if (window === null || window > 180) throw new AskBack(CopilotMessages.rateWindow);
      if (clause.range === null) ctx.defaults++;
      const operator = propertyToComparison(compared.operator);
      return [
        {
          kind: 'filter',
          filter: {
            property: 'engagementMetrics',
            condition: metric,
            operator,
            compareValue: compared.value,
            range: 'last',
            rangeValue: { endValue: window },
          },
        },
      ];
    }
  }
  const count = readCount(clause);
  if (count !== null && !clause.negated) {
    const window = clause.range?.kind === 'last' ? clause.range.days : null;
    if (window === null || window > 180) throw new AskBack(CopilotMessages.countWindow);
    const condition = clickAt >= 0 ? 'clicked' : sentAt >= 0 ? 'sent' : 'opened';
    return [
      {
        kind: 'filter',
        filter: {
          property: 'engagementMetrics',
          condition,
          operator: count.operator,
          compareValue: count.value,
          range: 'last',
          rangeValue: { endValue: window },
        },
      },
    ];
  }
  const { campaigns, names } = readCampaigns(clause, ctx);
  if (engagedAt >= 0 || inactiveAt >= 0) {
    const negated = inactiveAt >= 0 ? !clause.negated : clause.negated;
    const inner: Clause = { ...clause, negated };
    const items: Term[] = [
      { kind: 'filter', filter: activityFilter(inner, ctx, 'open', campaigns, names) },
      { kind: 'filter', filter: activityFilter(inner, ctx, 'click', campaigns, names) },
    ];
    return [{ kind: negated ? 'and' : 'or', items }];
  }
  const verbs: ('open' | 'click' | 'sent')[] = [];
  if (openAt >= 0) verbs.push('open');
  if (clickAt >= 0) verbs.push('click');
  if (sentAt >= 0 && verbs.length === 0) verbs.push('sent');
  const filters = verbs.map((verb): Term => ({
    kind: 'filter',
    filter: activityFilter(clause, ctx, verb, campaigns, names),
  }));
  // 'opened or clicked' arrives as one clause only when joined by a slash; both must hold otherwise.
  return filters;
};

const propertyToComparison = (operator: PropertyOperator): ComparisonOperator => {
  switch (operator) {
    case 'greaterThan':
      return 'greaterThan';
    case 'lessThan':
      return 'lessThan';
    case 'greaterThanOrEqual':
      return 'atLeast';
    case 'lessThanOrEqual':
      return 'atMost';
    default:
      return 'equalTo';
  }
};

const eventLabelWords = (name: string) => nameTokens(name).map((word) => (word === 'login' ? 'log' : word));

const readEvents = (clause: Clause, ctx: Context): Term[] => {
  // Custom events by their own names.
  const custom = ctx.vocabulary.events
    .filter((event) => event.source === 'custom')
    .map((event) => {
      const words = eventLabelWords(event.name);
      const open = clause.tokens
        .filter((_, i) => !clause.used[i])
        .map((token) => (token === 'login' ? 'log' : token));
      const full = words.every((word) => open.some((token) => sameWord(token, word)));
      // 'logged in' names the login event on its own.
      const login = words.includes('log') && open.includes('log');
      return { event, words, hit: full || login };
    })
    .filter((entry) => entry.hit);
  let name: string | null = null;
  let source: 'custom' | 'shopify' = 'custom';
  let words: string[] = [];
  if (custom.length > 0) {
    const best = custom.sort((a, b) => b.words.length - a.words.length)[0]!;
    name = best.event.name;
    words = best.words;
  } else {
    const at = clause.tokens.findIndex((token, i) => !clause.used[i] && STORE_SYNONYMS[token] !== undefined);
    if (at < 0) return [];
    const key = STORE_SYNONYMS[clause.tokens[at] ?? ''] ?? 'orderPlaced';
    if (!ctx.vocabulary.events.some((event) => event.source === 'shopify' && event.name === key))
      throw new AskBack(CopilotMessages.noStore);
    name = key;
    source = 'shopify';
    words = [clause.tokens[at] ?? ''];
  }
  clause.tokens.forEach((token, i) => {
    const normalized = token === 'login' ? 'log' : token;
    if (
      !clause.used[i] &&
      (words.some((word) => sameWord(word, normalized)) ||
        STORE_SYNONYMS[token] !== undefined ||
        [
          'placed',
          'made',
          'started',
          'for',
          'something',
          'anything',
          'product',
          'products',
          'item',
          'items',
          'stuff',
        ].includes(token))
    )
      use(clause, i, i);
  });
  const count = readCount(clause);
  const occurrence = {
    hasOccurred: !clause.negated,
    ...(clause.negated
      ? {}
      : { operator: count?.operator ?? ('atLeast' as const), compareValue: count?.value ?? 1 }),
    ...whenRange(clause),
  };
  if (source === 'shopify')
    return [
      {
        kind: 'filter',
        filter: { property: 'userShopifyActivityV2', eventName: name as ShopifyV2EventKey, occurrence },
      },
    ];
  return [{ kind: 'filter', filter: { property: 'customEvents', eventName: name, occurrence } }];
};

const readProperties = (clause: Clause, ctx: Context): Term[] => {
  const terms: Term[] = [];
  const filter = (
    condition: string,
    operator: PropertyOperator,
    extra: Partial<Extract<SegmentFilter, { property: 'userProperty' }>> = {},
  ): Term => ({
    kind: 'filter',
    filter: { property: 'userProperty', condition, operator, ...extra },
  });
  // Mail providers and domains: 'gmail users', 'people at acme.com'.
  for (let i = 0; i < clause.tokens.length; i++) {
    const token = clause.tokens[i] ?? '';
    if (clause.used[i]) continue;
    const domain = /^@?([a-z0-9-]+(\.[a-z0-9-]+)+)$/.exec(token);
    if (MAIL_PROVIDERS.includes(token) || (domain && !token.includes('@', 1))) {
      use(clause, i, i);
      const value = domain ? `@${domain[1]}` : `@${token}.`;
      terms.push(filter('email', clause.negated ? 'doesNotContain' : 'contains', { compareValue: value }));
      for (let j = 0; j < clause.tokens.length; j++)
        if (
          ['address', 'addresses', 'domain', 'account', 'accounts', 'email', 'emails', 'mail', 'at'].includes(
            clause.tokens[j] ?? '',
          )
        )
          use(clause, j, j);
    }
  }
  // Regions: countries of the account inside the region.
  for (let i = 0; i < clause.tokens.length; i++) {
    const region =
      REGION_WORDS[clause.tokens[i] ?? ''] ?? (clause.tokens[i] ?? '') + ' ' + (clause.tokens[i + 1] ?? '');
    const countries = REGIONS[region];
    if (clause.used[i] || !countries) continue;
    const known = ctx.vocabulary.properties.find((property) => property.key === 'country')?.values ?? [];
    const inRegion = known.filter((value) => countries.includes(value));
    if (inRegion.length === 0) throw new AskBack(CopilotMessages.unclear([clause.tokens[i] ?? '']));
    use(clause, i, REGION_WORDS[clause.tokens[i] ?? ''] ? i : i + 1);
    terms.push(filter('country', clause.negated ? 'notEquals' : 'equals', { compareValue: inRegion }));
  }
  // Property values: 'germany', 'pro plan', 'city is berlin'.
  const valueEntries = ctx.vocabulary.properties.flatMap((property) =>
    (property.values ?? []).map((value) => ({ key: property.key, value, words: nameTokens(value) })),
  );
  valueEntries.sort((a, b) => b.words.length - a.words.length);
  for (const entry of valueEntries) {
    if (entry.words.length === 0) continue;
    const aliasMatch = clause.tokens.findIndex(
      (token, i) => !clause.used[i] && VALUE_ALIASES[token] === entry.value.toLowerCase(),
    );
    const at = aliasMatch >= 0 ? aliasMatch : findPhrase(clause, entry.words);
    if (at < 0) continue;
    const width = aliasMatch >= 0 ? 1 : entry.words.length;
    const sameValue = valueEntries.filter(
      (other) => other.value.toLowerCase() === entry.value.toLowerCase() && other.key !== entry.key,
    );
    const keyNamed = clause.tokens.some((token) => nameTokens(entry.key).includes(token));
    if (sameValue.length > 0 && !keyNamed) {
      const keyed = sameValue.find((other) =>
        clause.tokens.some((token) => nameTokens(other.key).includes(token)),
      );
      if (!keyed)
        throw new AskBack(
          CopilotMessages.whichProperty(entry.value, [entry.key, ...sameValue.map((other) => other.key)]),
        );
      continue;
    }
    use(clause, at, at + width - 1);
    clause.tokens.forEach((token, i) => nameTokens(entry.key).includes(token) && use(clause, i, i));
    terms.push(filter(entry.key, clause.negated ? 'notEquals' : 'equals', { compareValue: entry.value }));
  }
  // Signed up / joined / new: when the contact was added.
  const created = indexOfAny(clause, CREATED_WORDS);
  if (created >= 0 && (clause.range !== null || clause.tokens[created] === 'new')) {
    use(clause, created, created);
    clause.tokens.forEach(
      (token, i) => ['up', 'on', 'contacts', 'signups'].includes(token) && use(clause, i, i),
    );
    const range = clause.range ?? { kind: 'last' as const, days: 30 };
    if (clause.range === null) ctx.defaults++;
    if (range.kind === 'last')
      terms.push(filter('createdAt', 'last', { rangeValue: { endValue: range.days } }));
    else if (range.kind === 'before')
      terms.push(filter('createdAt', 'beforeDate', { compareValue: formatLocalDay(range.day) }));
    else
      terms.push(filter('createdAt', 'betweenDates', { rangeValue: activityRange(range).rangeValue ?? {} }));
    clause.range = null;
  }
  // A property named by its key: numbers, presence.
  for (const property of ctx.vocabulary.properties) {
    const keyWords = nameTokens(property.key);
    let at = findPhrase(clause, keyWords);
    let width = keyWords.length;
    if (at < 0) {
      at = clause.tokens.findIndex((token, i) => !clause.used[i] && PROPERTY_ALIASES[token] === property.key);
      width = 1;
    }
    if (at < 0) continue;
    if (property.key === 'email' || property.key === 'createdAt') continue;
    use(clause, at, at + width - 1);
    if (property.type === 'number') {
      const compared = readNumberComparison(clause);
      if (compared === null) throw new AskBack(CopilotMessages.numberNeeded(property.key));
      if (compared.operator === 'numberBetween')
        terms.push(
          filter(property.key, 'numberBetween', {
            startCompareValue: compared.value,
            endCompareValue: compared.end ?? compared.value,
          }),
        );
      else terms.push(filter(property.key, compared.operator, { compareValue: compared.value }));
      continue;
    }
    const presence = clause.tokens.some((token) =>
      [
        'has',
        'have',
        'with',
        'known',
        'set',
        'missing',
        'no',
        'without',
        'empty',
        'blank',
        'number',
        'name',
      ].includes(token),
    );
    if (presence) {
      clause.tokens.forEach(
        (token, i) =>
          ['has', 'have', 'known', 'set', 'missing', 'empty', 'blank', 'number', 'name', 'a'].includes(
            token,
          ) && use(clause, i, i),
      );
      const absent =
        clause.negated || clause.tokens.some((token) => ['missing', 'empty', 'blank'].includes(token));
      terms.push(filter(property.key, absent ? 'notExists' : 'exists'));
      continue;
    }
    throw new AskBack(CopilotMessages.whichValue(property.key, property.values ?? []));
  }
  return terms;
};

const readClause = (tokens: string[], ctx: Context, inherited: { negated: boolean }): Term[] => {
  const clause: Clause = { tokens, used: tokens.map(() => false), negated: false, range: null };
  tokens.forEach((token, i) => {
    if (NEGATIONS.has(token)) {
      clause.negated = true;
      use(clause, i, i);
    }
  });
  if (inherited.negated) clause.negated = true;
  const date = findDateRange(tokens, ctx.now, ctx.offsetMinutes);
  if (date) {
    clause.range = date.range;
    use(clause, date.start, date.end);
  }
  if (tokens.some((token) => ['recently', 'recent', 'lately'].includes(token)) && date === null)
    throw new AskBack(CopilotMessages.howRecent);
  const terms: Term[] = [];
  const everyone =
    tokens.some((token) => ['everyone', 'everybody', 'all'].includes(token)) && tokens.length <= 3;
  terms.push(...readFlags(clause));
  terms.push(...readLists(clause, ctx));
  terms.push(...readForms(clause, ctx));
  terms.push(...readActivity(clause, ctx));
  terms.push(...readEvents(clause, ctx));
  terms.push(...readProperties(clause, ctx));
  const leftover = tokens.filter(
    (token, i) =>
      !clause.used[i] &&
      !STOPWORDS.has(token) &&
      !/^\d+$/.test(token) &&
      !['up', 'in', 'out', 'who', 'nobody'].includes(token),
  );
  if (leftover.length > 0) throw new AskBack(CopilotMessages.unclear(leftover));
  if (terms.length === 0 && everyone) return [{ kind: 'everyone' }];
  if (date && !terms.some((term) => term.kind === 'filter' || term.kind === 'and' || term.kind === 'or'))
    throw new AskBack(CopilotMessages.dateWithoutWhat);
  return terms;
};

// ---------------------------------------------------------------------------------------------
// From terms to a definition
// ---------------------------------------------------------------------------------------------

/** A verb without an object ('opened or clicked the sale email') borrows the object of its neighbour. */
const borrowObjects = (node: Node): Node => {
  if (node.kind === 'clause') return node;
  const items = node.items.map(borrowObjects);
  const isVerbOnly = (n: Node) =>
    n.kind === 'clause' &&
    n.tokens.some((token) => OPEN.has(token) || CLICK.has(token) || SENT.has(token)) &&
    n.tokens.every(
      (token) =>
        OPEN.has(token) ||
        CLICK.has(token) ||
        SENT.has(token) ||
        NEGATIONS.has(token) ||
        STOPWORDS.has(token),
    );
  for (let i = items.length - 2; i >= 0; i--) {
    const current = items[i]!;
    const next = items[i + 1]!;
    if (isVerbOnly(current) && current.kind === 'clause' && next.kind === 'clause') {
      const objectStart = next.tokens.findIndex(
        (token) => OPEN.has(token) || CLICK.has(token) || SENT.has(token),
      );
      if (objectStart < 0) continue;
      const object = next.tokens.slice(objectStart + 1);
      items[i] = { kind: 'clause', tokens: [...current.tokens, ...object] };
    }
  }
  // 'didn't open or click': neither.
  if (
    node.kind === 'or' &&
    items[0]?.kind === 'clause' &&
    items[0].tokens.some((token) => NEGATIONS.has(token))
  ) {
    const allActivity = items.every(
      (item) =>
        item.kind === 'clause' &&
        item.tokens.some((token) => OPEN.has(token) || CLICK.has(token) || SENT.has(token)),
    );
    if (allActivity)
      return {
        kind: 'and',
        items: items.map((item, i) =>
          i === 0 || item.kind !== 'clause' ? item : { kind: 'clause', tokens: ['not', ...item.tokens] },
        ),
      };
  }
  return { kind: node.kind, items };
};

const readNode = (node: Node, ctx: Context): Term => {
  if (node.kind === 'clause') {
    const terms = readClause(node.tokens, ctx, { negated: false });
    return terms.length === 1 ? terms[0]! : { kind: 'and', items: terms };
  }
  return { kind: node.kind, items: node.items.map((item) => readNode(item, ctx)) };
};

interface Audience {
  lists: { id: number; name: string }[];
  excluded: { id: number; name: string }[];
  flags: Set<string>;
}

/** Disjunctive normal form of the filter terms; lists and flags go to the audience. */
const toGroups = (term: Term, audience: Audience, topLevel: boolean): SegmentFilter[][] => {
  switch (term.kind) {
    case 'filter':
      return [[term.filter]];
    case 'everyone':
      return [[]];
    case 'list': {
      if (!topLevel) throw new AskBack(CopilotMessages.listInsideOr);
      if (term.negated) audience.excluded.push({ id: term.id, name: term.name });
      else {
        if (audience.lists.length > 0) throw new AskBack(CopilotMessages.twoLists);
        audience.lists.push({ id: term.id, name: term.name });
      }
      return [[]];
    }
    case 'flag':
      if (!topLevel) throw new AskBack(CopilotMessages.listInsideOr);
      audience.flags.add(term.flag);
      return [[]];
    case 'and': {
      let groups: SegmentFilter[][] = [[]];
      for (const item of term.items) {
        const next = toGroups(item, audience, topLevel);
        groups = groups.flatMap((group) => next.map((other) => [...group, ...other]));
      }
      return groups;
    }
    case 'or': {
      if (term.items.every((item) => item.kind === 'list' && !item.negated) && topLevel) {
        if (audience.lists.length > 0) throw new AskBack(CopilotMessages.twoLists);
        for (const item of term.items)
          if (item.kind === 'list') audience.lists.push({ id: item.id, name: item.name });
        return [[]];
      }
      return term.items.flatMap((item) => toGroups(item, audience, false));
    }
  }
};

const promptTokens = (prompt: string, ctx: Context): string[] => {
  let text = normalizePrompt(prompt.replace(/\bUS\b/g, 'USA'));
  text = text.replace(/\bnew (customers|buyers|purchasers)\b/g, 'new buyers');
  text = text.replace(
    /\b(viewed|looked at|checked out|browsed)( an?| the| some)? (products?|items?)\b/g,
    'browsed',
  );
  text = text.replace(/\bbetween\s+(\d+(?:\.\d+)?)\s*(?:and|-|to)\s*(\d+(?:\.\d+)?)/g, ' between_$1_$2 ');
  text = text.replace(/\b(opened|open|opens)\s*\/\s*(clicked|click|clicks)\b/g, '$1 or $2');
  text = text.replace(/\b(did|do|does|has|have|had|was|were|is|are)\s+not\b/g, '$1nt');
  text = text
    .replace(/\blogged\s+in(to)?\b/g, 'login')
    .replace(/\blog\s+in\b/g, 'login')
    .replace(/\bsign(ed)?\s+up\b/g, 'signed')
    .replace(/\bopt(ed)?\s+out\b/g, 'optedout');
  text = text
    .replace(/\bas well as\b/g, ' and ')
    .replace(/\bat least\b/g, ' atleast ')
    .replace(/\bat most\b/g, ' atmost ')
    .replace(/\bno more than\b/g, ' atmost ');
  text = text
    .replace(/\bnot in\b/g, ' except ')
    .replace(/\b(?:but )?not on\b/g, ' except ')
    .replace(/\bnot part of\b/g, ' except ');
  let raw = tokenize(text).map((token) => (token === '/' ? 'or' : token));
  // 'customers who never bought': customers is then only who is spoken of.
  const storeVerbs = raw.filter(
    (token) => STORE_SYNONYMS[token] !== undefined && !/^customers?$/.test(token),
  );
  if (storeVerbs.length > 0) raw = raw.map((token) => (/^customers?$/.test(token) ? 'contacts' : token));
  const vocabularyWords = [
    ...ctx.vocabulary.lists.flatMap((list) => nameTokens(list.name)),
    ...ctx.vocabulary.campaigns.flatMap((campaign) => nameTokens(campaign.name)),
    ...ctx.vocabulary.forms.flatMap((form) => nameTokens(form.name)),
    ...ctx.vocabulary.events.flatMap((event) => nameTokens(event.name)),
    ...ctx.vocabulary.properties.flatMap((property) => [
      ...nameTokens(property.key),
      ...(property.values ?? []).flatMap(nameTokens),
    ]),
  ];
  const dictionary = [...new Set([...KEYWORDS, ...vocabularyWords])].filter((word) => word.length >= 3);
  const known = new Set(dictionary);
  return raw.map((token) => {
    if (known.has(token) || STOPWORDS.has(token)) return token;
    const corrected = correctWord(token, dictionary);
    if (corrected === null) return token;
    ctx.fuzzy++;
    return corrected;
  });
};

/**
 * The offline copilot: turns a marketer's words into a segment definition over the account's own
 * vocabulary, deterministically. It asks back (question) when a word matches nothing, or several
 * things, rather than guess; it refuses (badQuery) what can never be a segment. Every definition it
 * returns passes the segment rules, and comes with its description in plain words.
 */
export const planSegment = (
  prompt: string,
  vocabulary: CopilotVocabulary,
  now: Date,
  timezone: string,
): CopilotPlan => {
  if (countWords(prompt) > AI_PROMPT_MAX_WORDS)
    return { kind: 'badQuery', message: SegmentMessages.aiPromptTooLong };
  const bad = badQueryReason(prompt, vocabulary);
  if (bad !== null) return { kind: 'badQuery', message: bad };
  const offsetMinutes = zoneOffsetAt(timezone, now);
  const ctx: Context = { vocabulary, now, offsetMinutes, fuzzy: 0, defaults: 0 };
  try {
    const tokens = promptTokens(prompt, ctx);
    const tree = borrowObjects(parse(tokens));
    const term = readNode(tree, ctx);
    const audience: Audience = { lists: [], excluded: [], flags: new Set() };
    const groups = toGroups(term, audience, true).filter((group) => group.length > 0);
    const hasAudience = audience.lists.length > 0 || audience.excluded.length > 0 || audience.flags.size > 0;
    if (groups.length === 0 && !hasAudience && !(term.kind === 'everyone'))
      return { kind: 'question', question: CopilotMessages.nothingFound };
    const definition: SegmentDefinition = {
      recipientLists: audience.lists.length > 0 ? audience.lists.map((list) => list.id) : null,
      excludeRecipientList: audience.excluded.map((list) => list.id),
      isUnsubscribed: audience.flags.has('isUnsubscribed'),
      isBlocked: audience.flags.has('isBlocked'),
      excludeIsUnsubscribed: audience.flags.has('excludeIsUnsubscribed'),
      excludeIsBlocked: audience.flags.has('excludeIsBlocked'),
      segmentFilters: groups.map((filters) => ({ filters })),
      timezone: { label: timezone, offset: formatTimezoneOffset(offsetMinutes) },
      ...(audience.lists.length > 0 ? { recipientListNames: audience.lists.map((list) => list.name) } : {}),
      ...(audience.excluded.length > 0
        ? { excludeRecipientListNames: audience.excluded.map((list) => list.name) }
        : {}),
    };
    if (groups.some((group) => group.some((filter) => filter.property === 'userShopifyActivityV2')))
      definition.shopifyFilter = true;
    const validated = validateSegmentDefinition(definition, {
      aiSegment: true,
      campaigns: new Map(
        vocabulary.campaigns.map((campaign) => [
          campaign.id,
          { isArchived: false, campaignType: campaign.campaignType },
        ]),
      ),
      offsetMinutes,
    });
    if (!validated.ok) return { kind: 'question', question: CopilotMessages.invalid(validated.message) };
    const description = describeSegment(validated.definition, {
      lists: new Map(vocabulary.lists.map((list) => [list.id, list.name])),
      campaigns: new Map(vocabulary.campaigns.map((campaign) => [campaign.id, campaign.name])),
      senders: new Map(vocabulary.senders.map((sender) => [sender.id, sender.email])),
      forms: new Map(vocabulary.forms.map((form) => [form.id, form.name])),
      offsetMinutes,
    });
    const confidence = Math.max(0.5, Math.round((1 - 0.1 * ctx.fuzzy - 0.1 * ctx.defaults) * 100) / 100);
    return { kind: 'definition', definition: validated.definition, description, confidence };
  } catch (error) {
    if (error instanceof AskBack) return { kind: 'question', question: error.message };
    throw error;
  }
};

/** Property types by key, for callers that validate a plan against the account. */
export const vocabularyPropertyTypes = (vocabulary: CopilotVocabulary): Map<string, SegmentPropertyType> =>
  new Map(vocabulary.properties.map((property) => [property.key, property.type]));
