import { z } from 'zod';
import { Email } from './auth.contract';
import { defineRoute, FULL_ACCESS, Ok } from './route';
import { Template, TemplateId, TemplateKind } from './templates.contract';

/**
 * What the template dashboard does besides editing (spec 3 §2.5, §5, §6): send a test email, share a review
 * link that collects feedback, and keep templates in folders.
 */

/** A test goes to a handful of the team's own inboxes, never to a list. */
export const TEST_EMAIL_MAX_RECIPIENTS = 5;
/** Test emails (one per address) an account may send in an hour; enough for any review, too few for a campaign. */
export const TEST_EMAILS_PER_HOUR = 30;
export const TEMPLATE_FOLDER_NAME_MAX_LENGTH = 64;
export const TEMPLATE_FOLDERS_MAX = 100;
export const FEEDBACK_NAME_MAX_LENGTH = 100;
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
/** Feedback one shared link takes; a link passed around too widely stops taking more. */
export const FEEDBACK_PER_SHARE_MAX = 500;

export const TemplateActionMessages = {
  testEmailSubject: (name: string) => `[Test] ${name}`,
  testEmailSent: 'Mail sent',
  testEmailSentDescription: (count: number) =>
    count === 1 ? 'The test email is on its way.' : `The test email is on its way to ${count} addresses.`,
  testEmailUnverified: 'Verify your email address to send test emails.',
  testEmailSavedOnly: 'Only templates saved in the editor can be sent as a test email.',
  testEmailRecipientsRequired: 'Enter at least one email address',
  testEmailTooManyRecipients: `Send a test to at most ${TEST_EMAIL_MAX_RECIPIENTS} addresses at a time`,
  testEmailRateLimited: `Your account has sent ${TEST_EMAILS_PER_HOUR} test emails in the last hour. Try again later.`,
  sharePremium:
    'You discovered a premium feature: Share your email templates with others for review and get feedback. This feature is only available in Lite plan and above.',
  shareCreated: 'Share link created',
  shareRevoked: 'Share link turned off',
  shareNotFound: 'This link to a template does not exist or has been turned off.',
  feedbackNameRequired: 'Enter your name',
  feedbackCommentRequired: 'Enter your feedback',
  feedbackSent: 'Thank you! Your feedback was sent.',
  feedbackFull: 'This template has received all the feedback it can take. Contact the person who shared it.',
  folderNameRequired: 'Enter a folder name',
  folderExists: (name: string) => `A folder named "${name}" already exists.`,
  folderNotFound: (name: string) => `There is no folder "${name}". Create it first.`,
  foldersFull: `An account can have at most ${TEMPLATE_FOLDERS_MAX} template folders.`,
  folderCreated: 'Folder created',
  moved: (folder: string | null) =>
    folder === null ? 'Template taken out of its folder' : `Template moved to ${folder}`,
} as const;

export const TestEmailRequest = z.object({
  emails: z
    .array(Email)
    .min(1, TemplateActionMessages.testEmailRecipientsRequired)
    .max(TEST_EMAIL_MAX_RECIPIENTS, TemplateActionMessages.testEmailTooManyRecipients),
});
export type TestEmailRequest = z.infer<typeof TestEmailRequest>;

/** A live share link; `path` is the public page (/share/template/{token}). */
export const TemplateShare = z.object({ token: z.string(), path: z.string(), createdAt: z.string() });
export type TemplateShare = z.infer<typeof TemplateShare>;

export const TemplateFeedback = z.object({
  id: z.number(),
  name: z.string(),
  comment: z.string(),
  createdAt: z.string(),
});
export type TemplateFeedback = z.infer<typeof TemplateFeedback>;

export const ShareToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid share link');

export const FeedbackRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, TemplateActionMessages.feedbackNameRequired)
    .max(FEEDBACK_NAME_MAX_LENGTH, `Your name cannot be more than ${FEEDBACK_NAME_MAX_LENGTH} characters`),
  comment: z
    .string()
    .trim()
    .min(1, TemplateActionMessages.feedbackCommentRequired)
    .max(
      FEEDBACK_COMMENT_MAX_LENGTH,
      `Feedback cannot be more than ${FEEDBACK_COMMENT_MAX_LENGTH} characters`,
    ),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

/** What a reviewer sees of a shared template: its name and whether it has AMP, nothing of the account. */
export const SharedTemplate = z.object({ name: z.string(), hasAMP: z.boolean() });
export type SharedTemplate = z.infer<typeof SharedTemplate>;

export const TemplateFolderName = z
  .string()
  .trim()
  .min(1, TemplateActionMessages.folderNameRequired)
  .max(
    TEMPLATE_FOLDER_NAME_MAX_LENGTH,
    `Folder name cannot be more than ${TEMPLATE_FOLDER_NAME_MAX_LENGTH} characters`,
  );

export const CreateTemplateFolderRequest = z.object({ name: TemplateFolderName });
/** null takes the template out of its folder. */
export const MoveTemplateRequest = z.object({ folder: TemplateFolderName.nullable() });
export type MoveTemplateRequest = z.infer<typeof MoveTemplateRequest>;

/** The public page of a share link, outside the app. */
export const sharedTemplatePagePath = (token: string): string =>
  `/share/template/${encodeURIComponent(token)}`;

const tags = ['templates'] as const;
const templateParams = z.object({ id: TemplateId });
const tokenParams = z.object({ token: ShareToken });

export const templateActionRoutes = {
  sendTestEmail: defineRoute({
    method: 'POST',
    path: '/api/template/:id/test-email',
    access: 'account',
    tags,
    summary: `Send a saved template (its HTML, and its AMP part when it has one) to up to ${TEST_EMAIL_MAX_RECIPIENTS} addresses as a test`,
    description: `The subject reads "[Test] {template name}". The signed-in user's email must be verified. An account sends at most ${TEST_EMAILS_PER_HOUR} test emails an hour (429 past that).`,
    params: templateParams,
    body: TestEmailRequest,
    response: z.object({ sent: z.number() }),
  }),
  getShare: defineRoute({
    method: 'GET',
    path: '/api/template/:id/share',
    access: 'account',
    tags,
    summary:
      "A template's live share link (null when none) and the feedback its reviewers left, newest first",
    params: templateParams,
    response: z.object({ data: TemplateShare.nullable(), feedback: z.array(TemplateFeedback) }),
  }),
  createShare: defineRoute({
    method: 'POST',
    path: '/api/template/:id/share',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    status: 201,
    summary:
      'Turn on a public, unguessable link to review the template; answers the live one if it is on already',
    description:
      'Lite plan and above; refused (403 PREMIUM_FEATURE) when the account settings turn sharing off.',
    params: templateParams,
    response: z.object({ data: TemplateShare }),
  }),
  revokeShare: defineRoute({
    method: 'DELETE',
    path: '/api/template/:id/share',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary: 'Turn the share link off: it answers 404 from then on; the feedback stays',
    params: templateParams,
    response: Ok,
  }),
  getSharedTemplate: defineRoute({
    method: 'GET',
    path: '/api/share/template/:token',
    access: 'public',
    tags,
    summary: 'The name of a shared template and whether it has AMP, for its review page',
    params: tokenParams,
    response: SharedTemplate,
  }),
  sharedPreview: defineRoute({
    method: 'GET',
    path: '/api/share/template/:token/preview',
    access: 'public',
    tags,
    summary:
      "A shared template's HTML or AMP as a page, under the same sandboxing Content-Security-Policy as the app's preview",
    params: tokenParams,
    query: z.object({ type: TemplateKind }),
    response: z.string().describe('HTML page'),
  }),
  addFeedback: defineRoute({
    method: 'POST',
    path: '/api/share/template/:token/feedback',
    access: 'public',
    tags,
    status: 201,
    summary: 'A reviewer leaves feedback on a shared template: a name and a comment',
    params: tokenParams,
    body: FeedbackRequest,
    response: Ok,
  }),
  createFolder: defineRoute({
    method: 'POST',
    path: '/api/templateFolders/create',
    access: 'account',
    tags,
    status: 201,
    summary: "Add a template folder to the account; answers every folder's name",
    body: CreateTemplateFolderRequest,
    response: z.object({ templateFolders: z.array(z.string()) }),
  }),
  moveTemplate: defineRoute({
    method: 'POST',
    path: '/api/template/:id/folder',
    access: 'account',
    tags,
    summary: "Put a template in one of the account's folders, or (folder null) take it out",
    params: templateParams,
    body: MoveTemplateRequest,
    response: z.object({ data: Template }),
  }),
};
