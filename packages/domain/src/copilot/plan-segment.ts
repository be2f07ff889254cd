import {
  AI_PROMPT_MAX_WORDS,
  SegmentMessages,
  type SegmentDefinition,
  type SegmentPropertyType,
} from '@sendwell/contracts';
import { CopilotMessages, badQueryReason } from './copilot-guard';
import { countWords } from '../segments/wizard-rules';
import { finishCopilotDefinition } from './finish-definition';
import { AskBack, type Context } from './planner-clause';
import { type Audience, borrowObjects, parse, toGroups } from './planner-grouping';
import { promptTokens } from './prompt-tokens';
import { readNode } from './read-clause';
import type { CopilotVocabulary } from './vocabulary';

export type CopilotPlan =
  | { kind: 'definition'; definition: SegmentDefinition; description: string; confidence: number }
  /** CALL_INTERRUPT_FOR_HUMAN_INPUT: the request is unclear; the question goes back to the marketer. */
  | { kind: 'question'; question: string }
  /** CALL_INTERRUPT_FOR_BAD_QUERY: the request cannot become a segment. */
  | { kind: 'badQuery'; message: string };

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
    };
    const finished = finishCopilotDefinition(definition, vocabulary, { timezone, offsetMinutes });
    if (!finished.ok) return { kind: 'question', question: CopilotMessages.invalid(finished.message) };
    const confidence = Math.max(0.5, Math.round((1 - 0.1 * ctx.fuzzy - 0.1 * ctx.defaults) * 100) / 100);
    return {
      kind: 'definition',
      definition: finished.definition,
      description: finished.description,
      confidence,
    };
  } catch (error) {
    if (error instanceof AskBack) return { kind: 'question', question: error.message };
    throw error;
  }
};

/** Property types by key, for callers that validate a plan against the account. */
export const vocabularyPropertyTypes = (vocabulary: CopilotVocabulary): Map<string, SegmentPropertyType> =>
  new Map(vocabulary.properties.map((property) => [property.key, property.type]));
