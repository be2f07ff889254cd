import { z } from 'zod';
import { defineRoute } from './route';
import { SegmentDefinition } from './segment-definition.contract';

/** What an @-mention in a copilot prompt may refer to (spec 1 §3). */
export const COPILOT_MENTION_CATEGORIES = [
  'CAMPAIGN',
  'LIST',
  'EVENT',
  'CONTACT_PROPERTY',
  'JOURNEY',
  'SENDER_ID',
  'TEMPLATE',
] as const;
export const CopilotMentionCategory = z.enum(COPILOT_MENTION_CATEGORIES);
export type CopilotMentionCategory = z.infer<typeof CopilotMentionCategory>;

/** The steps of an AI generation (spec 1 §4), in the order they run. */
export const COPILOT_STEPS = [
  'START',
  'GENERATE_QUERIES',
  'GET_LISTS',
  'REMOVE_LIST_FROM_QUERY',
  'EXTRACT_LISTS',
  'GENERATE_SUB_QUERIES',
  'PROCESS_PLANS',
  'GENERATE_SEGMENT_JSON_UI',
  'OUTPUT_ERROR_VALIDATION',
  'CALL_INTERRUPT_FOR_HUMAN_INPUT',
  'CALL_INTERRUPT_FOR_BAD_QUERY',
] as const;
export const CopilotStep = z.enum(COPILOT_STEPS);
export type CopilotStep = z.infer<typeof CopilotStep>;

/** One entry of a message's enrichmentArray: a mention and where it sits in the query. */
export const CopilotMention = z.object({
  name: z.string().min(1).max(300),
  icon: CopilotMentionCategory,
  /** The id of what is mentioned (a contact property's or an event's key, a sender's id, ...). */
  value: z.string().min(1).max(300),
  subString: z.object({
    startPosition: z.number().int().min(0),
    endPosition: z.number().int().min(0),
  }),
});
export type CopilotMention = z.infer<typeof CopilotMention>;

/** A segment version the conversation has produced so far: what a follow-up prompt builds on. */
export const CopilotContext = z.object({
  /** The prompts that made the latest version, then any asked since without making a new one. */
  prompts: z.array(z.string().max(5000)).max(20),
  /** The latest version's number; 0 before the first. */
  version: z.number().int().min(0),
});
export type CopilotContext = z.infer<typeof CopilotContext>;

export const CopilotPromptRequest = z.object({
  query: z.string().max(5000),
  enrichmentArray: z.array(CopilotMention).max(50).default([]),
  context: CopilotContext.default({ prompts: [], version: 0 }),
});
export type CopilotPromptRequest = z.infer<typeof CopilotPromptRequest>;

export const CopilotStepReport = z.object({
  step: CopilotStep,
  /** The progress text shown while the step runs; none for a question back. */
  text: z.string().nullable(),
});
export type CopilotStepReport = z.infer<typeof CopilotStepReport>;

/** The AI's answer to a prompt (spec 1 §3 'AI chat message'). */
export const CopilotAnswer = z.object({
  id: z.string(),
  role: z.literal('AI'),
  /** How the generation ended: a definition, a question back, or a request that cannot be a segment. */
  outcome: z.enum(['segment', 'question', 'badQuery']),
  steps: z.array(CopilotStepReport),
  /** The text shown in the chat. */
  text: z.string(),
  questionsForHuman: z.array(z.string()),
  jsonOutput: SegmentDefinition.nullable(),
  /** The definition in plain words. */
  segmentAnalysis: z.string().nullable(),
  /** The version this answer makes (n + 1 of the context), or null when it makes none. */
  version: z.number().int().positive().nullable(),
  /** The prompts a follow-up builds on: the context to send with the next prompt. */
  context: CopilotContext,
});
export type CopilotAnswer = z.infer<typeof CopilotAnswer>;

export const CopilotSuggestions = z.object({
  campaigns: z.array(z.object({ id: z.number(), name: z.string(), campaignType: z.string() })),
  recipientLists: z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })),
  events: z.array(z.object({ id: z.string(), eventName: z.string() })),
  contactProperties: z.array(z.object({ key: z.string() })),
  journeys: z.array(z.object({ id: z.number(), name: z.string(), triggerType: z.string(), status: z.string() })),
  senderIds: z.array(z.object({ senderId: z.number(), emailId: z.string() })),
  templates: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type CopilotSuggestions = z.infer<typeof CopilotSuggestions>;

export const CopilotSaveRequest = z.object({
  definition: SegmentDefinition,
  messageId: z.string().min(1).max(100),
  version: z.number().int().positive(),
});
export type CopilotSaveRequest = z.infer<typeof CopilotSaveRequest>;

const tags = ['copilot'] as const;

export const copilotRoutes = {
  sendPrompt: defineRoute({
    method: 'POST', path: '/api/copilot/segments/messages', access: 'account', tags,
    summary: "Ask the copilot for a segment: the AI message with its generation steps, and a definition (version n + 1 of the context) or a question back",
    description: "At most 100 words: 'Prompt exceeds the 100 words limit. Please shorten your input.' (400). Empty, emoji-only or injection prompts and mentions of ids the account does not have are answered CALL_INTERRUPT_FOR_BAD_QUERY. The count of a definition comes from POST /api/contacts_v2/getCount.",
    body: CopilotPromptRequest, response: CopilotAnswer,
  }),
  suggestions: defineRoute({
    method: 'GET', path: '/api/copilot/segments/suggestions', access: 'account', tags,
    summary: "What a prompt may @-mention: the account's campaigns, lists, events, contact properties, journeys, sender IDs and templates",
    response: CopilotSuggestions,
  }),
  saveSegment: defineRoute({
    method: 'POST', path: '/api/copilot/segments', access: 'account', tags,
    summary: "Save a copilot version as a dynamic segment named 'AI generated segment' (numbered when the name is taken), source AI, with its messageId and version",
    body: CopilotSaveRequest, response: z.object({ id: z.number(), name: z.string() }), status: 201,
  }),
};
