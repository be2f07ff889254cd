import { z } from 'zod';
import { ACCOUNT_ROLES, defineRoute } from './route';

/**
 * 'Create with AI' (spec 3 §2.1, §2.2, §2.8): the marketer describes the email in a short brief; the server
 * picks the gallery template that suits it best, writes its headline, body, call to action, subject line and
 * preheader from the brief, and saves the result as an ordinary editable template.
 */

/** What the email is for: a few sentences, like a message to a copywriter. */
export const TEMPLATE_BRIEF_MAX_LENGTH = 600;
/** The offer and the audience: a phrase each. */
export const TEMPLATE_BRIEF_DETAIL_MAX_LENGTH = 160;

export const TEMPLATE_TONES = ['Friendly', 'Professional', 'Playful', 'Elegant', 'Bold'] as const;
export const TemplateTone = z.enum(TEMPLATE_TONES);
export type TemplateTone = z.infer<typeof TemplateTone>;

export const TemplateBriefMessages = {
  purposeRequired: 'Describe what the email is for.',
  purposeTooLong: `Keep the brief to ${TEMPLATE_BRIEF_MAX_LENGTH} characters or fewer.`,
  purposeNoWords: 'Describe the email in words: the brief has no letters or numbers.',
  offerTooLong: `Keep the offer to ${TEMPLATE_BRIEF_DETAIL_MAX_LENGTH} characters or fewer.`,
  offerNoWords: 'Describe the offer in words: it has no letters or numbers.',
  audienceTooLong: `Keep the audience to ${TEMPLATE_BRIEF_DETAIL_MAX_LENGTH} characters or fewer.`,
  audienceNoWords: 'Describe the audience in words: it has no letters or numbers.',
  unavailable: 'Creating templates with AI is not available on this account.',
} as const;

/** Letters or digits in any script: a brief of emoji or signs alone says nothing a template can be written from. */
export const hasBriefWords = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

const detail = (tooLong: string, noWords: string) =>
  z
    .string()
    .trim()
    .max(TEMPLATE_BRIEF_DETAIL_MAX_LENGTH, tooLong)
    .refine((text) => text === '' || hasBriefWords(text), noWords)
    .default('');

export const TemplateBrief = z.object({
  /** What the email is for. */
  purpose: z
    .string()
    .trim()
    .min(1, TemplateBriefMessages.purposeRequired)
    .max(TEMPLATE_BRIEF_MAX_LENGTH, TemplateBriefMessages.purposeTooLong)
    .refine(hasBriefWords, TemplateBriefMessages.purposeNoWords),
  offer: detail(TemplateBriefMessages.offerTooLong, TemplateBriefMessages.offerNoWords),
  audience: detail(TemplateBriefMessages.audienceTooLong, TemplateBriefMessages.audienceNoWords),
  tone: TemplateTone.default('Friendly'),
});
export type TemplateBrief = z.infer<typeof TemplateBrief>;

/** The words written into the template. */
export const TemplateCopy = z.object({
  subject: z.string(),
  preheader: z.string(),
  /** The short line above the headline. */
  kicker: z.string(),
  headline: z.string(),
  body: z.string(),
  callToAction: z.string(),
});
export type TemplateCopy = z.infer<typeof TemplateCopy>;

export const AiTemplateCreated = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  /** The gallery template the design comes from. */
  galleryTemplate: z.object({ id: z.number(), name: z.string() }),
  /** Why that template was picked, in words the marketer can check against the brief. */
  reasons: z.array(z.string()),
  copy: TemplateCopy,
});
export type AiTemplateCreated = z.infer<typeof AiTemplateCreated>;

const tags = ['templates'] as const;

export const templateAiRoutes = {
  createAiTemplate: defineRoute({
    method: 'POST',
    path: '/api/templates/ai-template',
    access: 'account',
    // Every member, as in the editor: the result is an ordinary template of the account.
    roles: ACCOUNT_ROLES,
    tags,
    status: 201,
    summary:
      "Create with AI: a new editable template from a brief, on the gallery design that suits it, with its copy written from the brief's words",
    description:
      'Without a model configured the copy is written offline by a deterministic writer; the result is always a saved template (category saved) that opens in the editor.',
    body: TemplateBrief,
    response: AiTemplateCreated,
  }),
};
