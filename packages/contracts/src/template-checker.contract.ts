import { z } from 'zod';
import { defineRoute } from './route';
import { TemplateId } from './templates.contract';

/**
 * The template checker: what in a template's HTML is likely to go wrong in inboxes (clipping, missing alt
 * text, low contrast, broken links, no unsubscribe link or preheader, CSS a client ignores, dark mode).
 * Every finding is advice: none stops a template from being saved or sent.
 */

/** In the order a marketer fixes them: what stops the email working first, then what hurts how it reads. */
export const FindingKind = z.enum([
  'size',
  'unsubscribe',
  'preheader',
  'link',
  'image-alt',
  'contrast',
  'css-support',
  'dark-mode',
]);
export type FindingKind = z.infer<typeof FindingKind>;

/** A warning is likely to hurt how the email reads or arrives; info is worth a look. */
export const FindingSeverity = z.enum(['warning', 'info']);
export type FindingSeverity = z.infer<typeof FindingSeverity>;

export const TemplateFinding = z.object({
  kind: FindingKind,
  severity: FindingSeverity,
  /** What is wrong, in a sentence. */
  message: z.string(),
  /** Where: a short element path and snippet such as `td > a "Read more"`; null for the whole email. */
  where: z.string().nullable(),
  /** The line of the HTML it starts on, when known. */
  line: z.number().int().positive().nullable(),
  /** How many places share this finding (the first is `where`). */
  count: z.number().int().positive(),
  /** How to fix it. */
  fix: z.string(),
});
export type TemplateFinding = z.infer<typeof TemplateFinding>;

/** Gmail shows '[Message clipped]' and hides the rest of an email whose HTML is larger than this. */
export const GMAIL_CLIP_BYTES = 102 * 1024;

export const TemplateCheck = z.object({
  /** Bytes of the HTML as sent (UTF-8). */
  sizeBytes: z.number().int().nonnegative(),
  clipLimitBytes: z.number().int().positive(),
  /** Whether the unsubscribe check applied: a transactional template needs no unsubscribe link. */
  marketing: z.boolean(),
  findings: z.array(TemplateFinding),
});
export type TemplateCheck = z.infer<typeof TemplateCheck>;

export const FINDING_KIND_LABELS: Record<FindingKind, string> = {
  size: 'Size',
  'image-alt': 'Image alt text',
  contrast: 'Colour contrast',
  link: 'Links',
  unsubscribe: 'Unsubscribe link',
  preheader: 'Preheader',
  'css-support': 'CSS support by email client',
  'dark-mode': 'Dark mode',
};

const tags = ['templates'] as const;

export const templateCheckerRoutes = {
  check: defineRoute({
    method: 'GET',
    path: '/api/template/:id/check',
    access: 'account',
    tags,
    summary:
      "The checker's findings on a template's current HTML: size against Gmail's clipping limit, alt text, contrast, links, unsubscribe link, preheader, CSS support and dark mode",
    params: z.object({ id: TemplateId }),
    response: z.object({ data: TemplateCheck }),
  }),
  darkPreview: defineRoute({
    method: 'GET',
    path: '/api/template/:id/check/dark-preview',
    access: 'account',
    tags,
    summary:
      "A template's HTML as clients in dark mode are likely to show it (light backgrounds darkened, dark text lightened), as a page under the preview's sandboxing Content-Security-Policy; for an iframe",
    params: z.object({ id: TemplateId }),
    response: z.string().describe('HTML page'),
  }),
};
