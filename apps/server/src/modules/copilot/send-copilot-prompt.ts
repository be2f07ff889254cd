import { randomUUID } from 'node:crypto';
import {
  AI_PROMPT_MAX_WORDS,
  SegmentMessages,
  type CopilotAnswer,
  type CopilotMention,
  type CopilotPromptRequest,
  type CopilotSuggestions,
} from '@sendwell/contracts';
import {
  CopilotMessages,
  copilotSteps,
  countWords,
  followUpReadings,
  versionMessage,
  type CopilotPlan,
} from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { loadCopilotSuggestions } from './load-copilot-suggestions';
import { loadCopilotVocabulary } from './load-copilot-vocabulary';
import { planSegmentForAccount } from './plan-segment-for-account';

/** The name a mention stands for in this account, or null when the account has no such thing. */
const mentionedName = (mention: CopilotMention, known: CopilotSuggestions): string | null => {
  const value = mention.value;
  const byId = <T extends { id: number | string; name: string }>(items: readonly T[]) =>
    items.find((item) => String(item.id) === value)?.name ?? null;
  switch (mention.icon) {
    case 'CAMPAIGN':
      return byId(known.campaigns);
    case 'LIST':
      return byId(known.recipientLists);
    case 'JOURNEY':
      return byId(known.journeys);
    case 'TEMPLATE':
      return byId(known.templates);
    case 'EVENT':
      return known.events.find((event) => event.id === value)?.eventName ?? null;
    case 'CONTACT_PROPERTY':
      return known.contactProperties.find((property) => property.key === value)?.key ?? null;
    case 'SENDER_ID':
      return known.senderIds.find((sender) => String(sender.senderId) === value)?.emailId ?? null;
  }
};

/**
 * The query with each mention replaced by the account's own name for it, so the planner reads only
 * names the account has; a mention of anything else ends the request.
 */
const resolveMentions = (
  query: string,
  mentions: readonly CopilotMention[],
  known: CopilotSuggestions,
): { text: string } | { unknown: string } => {
  let text = query;
  const inPlace = [...mentions].sort((a, b) => b.subString.startPosition - a.subString.startPosition);
  for (const mention of inPlace) {
    const name = mentionedName(mention, known);
    if (name === null) return { unknown: mention.value };
    const { startPosition, endPosition } = mention.subString;
    if (startPosition < endPosition && endPosition <= text.length)
      text = `${text.slice(0, startPosition)}${name}${text.slice(endPosition)}`;
  }
  // A mention typed by hand (no suggestion chosen) is read as the words after the @.
  return { text: text.replace(/(^|\s)@(?=\S)/gu, '$1') };
};

const answer = (
  plan: CopilotPlan,
  context: CopilotPromptRequest['context'],
  prompts: string[],
): CopilotAnswer => {
  const base = { id: randomUUID(), role: 'AI' as const, steps: copilotSteps(plan) };
  if (plan.kind === 'definition') {
    const version = context.version + 1;
    return {
      ...base,
      outcome: 'segment',
      text: versionMessage(version),
      questionsForHuman: [],
      jsonOutput: plan.definition,
      segmentAnalysis: plan.description,
      version,
      context: { prompts, version },
    };
  }
  // A question keeps the prompt so that the answer to it is read together with it; a bad query does not.
  const question = plan.kind === 'question';
  return {
    ...base,
    outcome: question ? 'question' : 'badQuery',
    text: question ? plan.question : plan.message,
    questionsForHuman: question ? [plan.question] : [],
    jsonOutput: null,
    segmentAnalysis: null,
    version: null,
    context: question ? { prompts, version: context.version } : context,
  };
};

/**
 * One turn of the copilot conversation. A follow-up is read together with the prompts behind the latest
 * version, so it makes version n + 1; when the whole no longer fits the word limit, the new prompt is read
 * alone. Only the account's own names reach the planner.
 */
export const sendCopilotPrompt = async (
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  accountId: string,
  request: CopilotPromptRequest,
  now: Date = new Date(),
): Promise<CopilotAnswer> => {
  if (countWords(request.query) > AI_PROMPT_MAX_WORDS)
    throw new BadRequestError(SegmentMessages.aiPromptTooLong, { query: SegmentMessages.aiPromptTooLong });
  const [vocabulary, known, timezone] = await Promise.all([
    loadCopilotVocabulary(ctx.db, accountId),
    loadCopilotSuggestions(ctx.db, accountId),
    getAccountTimezone(ctx.db, accountId),
  ]);
  const resolved = resolveMentions(request.query, request.enrichmentArray, known);
  if ('unknown' in resolved)
    return answer(
      { kind: 'badQuery', message: CopilotMessages.foreignId(resolved.unknown) },
      request.context,
      [],
    );

  const plan = (prompt: string) =>
    planSegmentForAccount(ctx, { accountId, prompt, vocabulary, now, timezone });
  const alone = await plan(resolved.text);
  // A request that cannot be a segment on its own (empty, injection, a foreign id) is never rescued by context.
  if (alone.kind === 'badQuery' || request.context.prompts.length === 0)
    return answer(alone, request.context, alone.kind === 'badQuery' ? [] : [resolved.text]);
  const prompts = [...request.context.prompts, resolved.text];
  const readings = followUpReadings(request.context.prompts, resolved.text).filter(
    (together) => countWords(together) <= AI_PROMPT_MAX_WORDS,
  );
  // When the whole no longer fits the word limit, the new prompt is read alone.
  if (readings.length === 0) return answer(alone, request.context, [resolved.text]);
  for (const together of readings) {
    const reading = await plan(together);
    if (reading.kind === 'definition') return answer(reading, request.context, prompts);
  }
  // No reading makes a segment: the question is about the new prompt's own words when it has one.
  return answer(alone.kind === 'question' ? alone : await plan(readings[0]!), request.context, prompts);
};
