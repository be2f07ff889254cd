import type { SegmentFilter } from '@sendwell/contracts';
import { monthOf } from './copilot-dates';
import { CopilotMessages } from './copilot-guard';
import { stem } from './copilot-text';
import { AskBack, type Clause, type Context, type Term, indexOfAny, use, whenRange } from './planner-clause';
import {
  CLICK,
  EMAIL_WORDS,
  ENGAGED,
  GENERIC_EMAIL_WORDS,
  INACTIVE,
  NEGATIONS,
  OPEN,
  SENT,
  STOPWORDS,
  wordsOf,
} from './planner-words';
import { propertyToComparison, readCount, readNumberComparison } from './read-numbers';

/* Email activity: opened, clicked, received, engaged or inactive, on which campaigns, and rates. */

/** Campaigns the clause names: ids, 'all', or a question when several fit. */
const readCampaigns = (
  clause: Clause,
  ctx: Context,
): { campaigns: number[] | 'all'; names: string[] } => {
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
const MONTH_KEYS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

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

export const readActivity = (clause: Clause, ctx: Context): Term[] => {
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
