import { z } from 'zod';
import { SegmentDefinition } from '@sendwell/contracts';
import {
  finishCopilotDefinition,
  foreignReferences,
  zoneOffsetAt,
  type CopilotPlan,
  type CopilotVocabulary,
} from '@sendwell/domain';
import { ModelProviderError } from './model-provider';
import { strictJsonSchema, withoutNulls } from './strict-json-schema';

/** What the model may write of a definition; names, timezone and flags are filled in from the account. */
const ModelDefinition = SegmentDefinition.pick({
  recipientLists: true,
  excludeRecipientList: true,
  isUnsubscribed: true,
  isBlocked: true,
  excludeIsUnsubscribed: true,
  excludeIsBlocked: true,
  segmentFilters: true,
});

/** The model's answer: a definition, or a question back when the request is unclear. */
export const ModelAnswer = z.object({
  question: z
    .string()
    .nullable()
    .describe('One short question back to the marketer when the request is unclear; otherwise null.'),
  definition: ModelDefinition.nullable().describe('The segment; null when asking a question.'),
});

/** The answer's JSON schema, from the zod schema, in the strict form structured outputs accept. */
export const MODEL_ANSWER_SCHEMA = strictJsonSchema(z.toJSONSchema(ModelAnswer, { io: 'output' }));

/** Properties whose null is meaningful: every contact rather than some lists; no definition; no question. */
const MEANINGFUL_NULLS: ReadonlySet<string> = new Set(['recipientLists', 'definition', 'question']);

/** Model confidence is not measured; a checked definition is reported as fairly sure. */
const MODEL_CONFIDENCE = 0.9;
const QUESTION_MAX_LENGTH = 500;

/**
 * The model's answer read on the server, never trusted: fields the schema does not know are dropped,
 * the shape is checked against the contract, every list, campaign, sender, form, event and property it
 * names must be the account's own, and the definition must pass the segment rules as an AI segment.
 * Anything else is a ModelProviderError naming what was wrong.
 */
export const readModelAnswer = (
  raw: unknown,
  vocabulary: CopilotVocabulary,
  now: Date,
  timezone: string,
): Extract<CopilotPlan, { kind: 'definition' | 'question' }> => {
  const parsed = ModelAnswer.safeParse(withoutNulls(raw, MEANINGFUL_NULLS));
  if (!parsed.success)
    throw new ModelProviderError(
      'The AI model answered with a segment definition that does not follow the schema.',
    );
  const { question, definition } = parsed.data;
  if (definition === null) {
    const text = question?.trim() ?? '';
    if (text === '') throw new ModelProviderError('The AI model gave neither a segment nor a question.');
    return { kind: 'question', question: text.slice(0, QUESTION_MAX_LENGTH) };
  }
  const foreign = foreignReferences(definition, vocabulary);
  if (foreign.length > 0)
    throw new ModelProviderError(
      `The AI model named what this account does not have (${foreign.slice(0, 3).join(', ')}).`,
    );
  const finished = finishCopilotDefinition(definition, vocabulary, {
    timezone,
    offsetMinutes: zoneOffsetAt(timezone, now),
    checkNames: true,
  });
  if (!finished.ok) throw new ModelProviderError(`The AI model's segment breaks a rule: ${finished.message}`);
  return {
    kind: 'definition',
    definition: finished.definition,
    description: finished.description,
    confidence: MODEL_CONFIDENCE,
  };
};
