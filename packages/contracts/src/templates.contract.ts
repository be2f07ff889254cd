import { z } from 'zod';
import { defineRoute, FULL_ACCESS } from './route';

/** Templates: the saved list, email types, HTML and AMP uploads, the dashboard and its preview (spec 3 §2.1–2.7, §7, §8). */

export const TemplateMessages = {
  invalidFileType: 'Invalid File Type',
  uploadFailed: (file: string) => `${file} file upload failed.`,
  uploaded: (file: string) => `${file} file uploaded successfully.`,
  archivedEmailType: (type: string) => `"${type}" email type already exists and is in archived state.`,
  emailTypeExists: (type: string) => `"${type}" email type already exists.`,
  emailTypeNotFound: (type: string) => `There is no active email type "${type}". Choose one from the list or create it.`,
  emailTypeRequired: 'Enter an email type name',
  nameRequired: 'Enter a template name',
  templateNotFound: 'Template not found',
  thumbnailNotFound: 'This template has no thumbnail yet',
  archived: 'Template archived',
  duplicated: 'Template duplicated',
  deleted: 'Template deleted',
  renamed: 'Template renamed',
  archiveConfirm: 'Are you sure you want to archive this template?',
  deleteConfirm: 'Are you sure ? This is permanent and cannot be undone',
  deleteFailed: 'Unable to delete the template. Please refresh the page and try again.',
  actionFailed: 'Something went wrong. Please try again.',
  missingFiles: 'Upload every file of this template first: the upload has expired or was never finished.',
  fileTooLarge: (limit: string) => `The file is too large: a template file can be at most ${limit}.`,
  noHtml: 'The file holds no HTML. Upload an HTML file.',
  scriptNotAllowed: 'Templates cannot contain scripts. Remove the <script> elements and upload the file again.',
  eventHandlerNotAllowed: 'Templates cannot contain event handler attributes such as onclick. Remove them and upload the file again.',
  javascriptLinkNotAllowed: 'Templates cannot contain javascript: links. Remove them and upload the file again.',
  elementNotAllowed: (tag: string) => `Templates cannot contain <${tag}> elements. Remove them and upload the file again.`,
  ampNotAmp: 'This is not an AMP email: its <html> element needs the ⚡4email (or amp4email) attribute.',
  ampMissing: (part: string) =>
    `The AMP file is missing ${part}. An AMP email needs <!doctype html>, <meta charset="utf-8">, the AMP runtime script and the amp4email-boilerplate style.`,
  ampScriptNotAllowed:
    'AMP emails can load only the AMP runtime and AMP for Email components. Remove any other script and upload the file again.',
  ampTagNotAllowed: (tag: string) => `<${tag}> is not allowed in AMP emails. Remove it and upload the file again.`,
  ampComponentScriptMissing: (tag: string) => `<${tag}> is used without its component script. Add the script for ${tag} to the head.`,
  ampCssTooLarge: 'The amp-custom style is larger than the 75,000 bytes AMP emails allow.',
  emailTypeArchiveText:
    "You can't assign this email type to other templates. Existing templates with this email type will keep their current setting.",
} as const;

export const TEMPLATE_NAME_MAX_LENGTH = 256;
export const EMAIL_TYPE_NAME_MAX_LENGTH = 100;
/** An uploaded HTML file; larger files are refused before anything is stored. */
export const TEMPLATE_HTML_MAX_BYTES = 2 * 1024 * 1024;
/** The AMP for Email limit on the AMP part of a message. */
export const TEMPLATE_AMP_MAX_BYTES = 200 * 1024;
/** Spec 3 §9: card names are cut at 40 characters. */
export const TEMPLATE_CARD_NAME_LENGTH = 40;

export const TemplateCategory = z.enum(['saved', 'uploaded', 'other']);
export type TemplateCategory = z.infer<typeof TemplateCategory>;

/** The kind of an upload: an HTML template alone, or an AMP template with its HTML fallback. */
export const TemplateKind = z.enum(['HTML', 'AMP']);
export type TemplateKind = z.infer<typeof TemplateKind>;

export const TemplateId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The client's temporary id of an upload in progress: a hex timestamp and the kind (spec 3 §3). */
export const UploadDraftId = z
  .string()
  .regex(/^[0-9a-f]{1,16}(HTML|AMP)$/, 'The upload id is a hex timestamp followed by HTML or AMP');
export type UploadDraftId = z.infer<typeof UploadDraftId>;

export const newUploadDraftId = (kind: TemplateKind, now = Date.now()): string => `${now.toString(16)}${kind}`;

export const TemplateName = z
  .string()
  .trim()
  .min(1, TemplateMessages.nameRequired)
  .max(TEMPLATE_NAME_MAX_LENGTH, `Template name cannot be more than ${TEMPLATE_NAME_MAX_LENGTH} characters`);

export const EmailTypeName = z
  .string()
  .trim()
  .min(1, TemplateMessages.emailTypeRequired)
  .max(EMAIL_TYPE_NAME_MAX_LENGTH, `Email type name cannot be more than ${EMAIL_TYPE_NAME_MAX_LENGTH} characters`);

/**
 * A template's thumbnail: drawn by a background job after each save (pending until then), or none when it
 * could not be drawn; the card shows a placeholder for both.
 */
export const ThumbnailStatus = z.enum(['pending', 'ready', 'none']);
export type ThumbnailStatus = z.infer<typeof ThumbnailStatus>;

/** The card's picture: the top of the template at the desktop preview width (610 px), scaled to the card. */
export const THUMBNAIL_SIZE = { pageWidth: 610, pageHeight: 545, imageWidth: 380 } as const;

export const Template = z.object({
  id: z.number(),
  name: z.string(),
  category: TemplateCategory,
  hasAMP: z.boolean(),
  type: z.enum(['AMP', 'HTML']),
  version: z.number(),
  hideDuplicate: z.boolean(),
  hideDelete: z.boolean(),
  templateId: z.number(),
  /** The email type's name; null when the template has none. */
  templateChannel: z.string().nullable(),
  order: z.number().nullable(),
  layouts: z.array(z.string()),
  useCases: z.array(z.string()),
  features: z.array(z.string()),
  styles: z.array(z.string()),
  /** The id of the user who made it. */
  createdBy: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  folder: z.string().nullable(),
  isCommunity: z.boolean(),
  isShopifyV2Template: z.boolean(),
  /** thumbnailPath: where the card's image is served (it changes with the content), or null while there is none. */
  paths: z.object({ thumbnailPath: z.string().nullable() }),
  thumbnailStatus: ThumbnailStatus,
});
export type Template = z.infer<typeof Template>;

export const TemplateWithResponses = z.object({ template: Template, responseCount: z.number() });
export type TemplateWithResponses = z.infer<typeof TemplateWithResponses>;

export const EmailTypeRequest = z.object({ emailType: EmailTypeName });
export type EmailTypeRequest = z.infer<typeof EmailTypeRequest>;

export const KindQuery = z.object({ type: TemplateKind });

export const CreateRawTemplateRequest = z.object({
  templateId: UploadDraftId,
  name: TemplateName,
  templateChannel: EmailTypeName,
});
export type CreateRawTemplateRequest = z.infer<typeof CreateRawTemplateRequest>;

export const TemplateIdRequest = z.object({ templateId: TemplateId });
export const DuplicateTemplateRequest = z.object({ templateId: TemplateId, name: TemplateName });
export type DuplicateTemplateRequest = z.infer<typeof DuplicateTemplateRequest>;
export const RenameTemplateRequest = z.object({ templateId: TemplateId, name: TemplateName, templateChannel: EmailTypeName.nullable().optional() });
export type RenameTemplateRequest = z.infer<typeof RenameTemplateRequest>;

/** Headers of every template preview: no script, no plug-in, no request but images, styles and fonts. */
export const TEMPLATE_PREVIEW_CSP =
  "sandbox; default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline' https:; font-src https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

const tags = ['templates'] as const;

export const templateRoutes = {
  createEmailType: defineRoute({
    method: 'POST', path: '/api/emailTypes/create', access: 'account', tags,
    summary: 'Create an email type; the name of an archived one cannot be used again',
    body: EmailTypeRequest, response: z.object({ emailType: z.string() }), status: 201,
  }),
  archiveEmailType: defineRoute({
    method: 'POST', path: '/api/emailTypes/archive', access: 'account', tags,
    summary: 'Archive an email type: no template can take it any more; templates that have it keep it',
    body: EmailTypeRequest, response: z.object({ emailType: z.string() }),
  }),
  uploadFiles: defineRoute({
    method: 'POST', path: '/api/uploadTemplateFiles', access: 'account', tags,
    summary:
      'Upload one file of a template in progress (multipart/form-data: templateId, then file). type=HTML for the HTML (or fallback) file, AMP for the AMP file. The file is checked before it is kept',
    query: KindQuery,
    response: z.object({ status: z.literal('uploaded'), fileName: z.string(), size: z.number() }),
  }),
  createRawTemplate: defineRoute({
    method: 'POST', path: '/api/createRawTemplate', access: 'account', tags, status: 201,
    summary: 'Create an uploaded template from the files of an upload in progress (type=AMP needs both files)',
    query: KindQuery, body: CreateRawTemplateRequest, response: z.object({ id: z.number() }),
  }),
  preview: defineRoute({
    method: 'GET', path: '/api/previewTemplate/:templateId', access: 'account', tags,
    summary: "A template's HTML or AMP as a page, under a sandboxing Content-Security-Policy; for an iframe",
    params: z.object({ templateId: TemplateId }), query: KindQuery,
    response: z.string().describe('HTML page'),
  }),
  previewV2: defineRoute({
    method: 'GET', path: '/api/previewTemplate/v2/:id', access: 'account', tags,
    summary: "A template's HTML and AMP (null without AMP) as text",
    params: z.object({ id: TemplateId }),
    response: z.object({ html: z.string(), amp: z.string().nullable() }),
  }),
  getTemplate: defineRoute({
    method: 'GET', path: '/api/template/:id', access: 'account', tags,
    summary: 'One template of the account',
    params: z.object({ id: TemplateId }),
    response: z.object({ data: Template }),
  }),
  removeTemplate: defineRoute({
    method: 'DELETE', path: '/api/removeTemplate', access: 'account', roles: FULL_ACCESS, tags,
    summary: 'Archive a template: it leaves every list for good',
    body: TemplateIdRequest, response: z.object({ templateId: z.number() }),
  }),
  duplicateTemplate: defineRoute({
    method: 'POST', path: '/api/duplicateTemplate', access: 'account', tags, status: 201,
    summary: 'Copy a template, its latest version and email type, under a new name',
    body: DuplicateTemplateRequest, response: z.object({ id: z.number() }),
  }),
  renameTemplate: defineRoute({
    method: 'POST', path: '/api/editor/renameTemplate', access: 'account', tags,
    summary: "Rename a template and set its email type (an active one's name)",
    body: RenameTemplateRequest, response: z.object({ data: Template }),
  }),
  thumbnail: defineRoute({
    method: 'GET', path: '/api/templates/:id/thumbnail', access: 'account', tags,
    summary: "A template's thumbnail as a PNG; use the address in paths.thumbnailPath",
    description:
      'The image is drawn in the background after each save. v is the content version it shows: with the current one the answer may be cached for good; otherwise it must be revalidated (ETag). 404 while there is no thumbnail.',
    params: z.object({ id: TemplateId }),
    query: z.object({ v: z.coerce.number().int().nonnegative().max(2_147_483_647).optional() }),
    response: z.string().describe('PNG image'),
  }),
  responsesCount: defineRoute({
    method: 'GET', path: '/api/allTemplates/responsesCount', access: 'account', tags,
    summary: "The account's templates (archived ones left out), each with how many responses its campaigns received",
    response: z.object({ data: z.array(TemplateWithResponses) }),
  }),
};
