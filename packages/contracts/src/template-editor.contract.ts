import { z } from 'zod';
import { defineRoute } from './route';
import { BlockId } from './template-blocks.contract';
import { TemplateId, TemplateName } from './templates.contract';

/**
 * The email editor (spec 3 §2.1, §7): it opens a gallery template or one of the account's templates as an MJML
 * document, saves each change as a new version whose HTML the server renders, and uploads images.
 */

export const EditorMessages = {
  /** Spec 3 §2.4: the tooltip on an uploaded template's edit action; also what the server answers. */
  uploadedNotEditable: 'You can not edit the uploaded templates in the editor',
  galleryTemplateNotFound: 'Template not found',
  imageTooLarge: 'Image must be smaller than 1MB!',
  imageInvalidType: 'Invalid file format',
  imageRequired: 'Choose an image to upload',
  mjmlRequired: 'The template is empty',
  mjmlTooLarge: 'The template is too large to save',
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  saveFailed: 'Not saved: the last change could not be saved',
  leaveWarning: 'You have unsaved changes. Leave the editor and lose them?',
  mergeTagFailed: (reason: string) => `The template's merge tags could not be filled in: ${reason}`,
} as const;

/**
 * What the pages that open the editor pass in the navigation state (spec 3 §2.1): the flow, whether it starts
 * from a layout ('Start from scratch', building blocks), and the chosen blocks' ids in the order chosen.
 */
export const EditorNavigationState = z.object({
  flow: z.string().default('editor'),
  isLayout: z.boolean().optional(),
  blocks: z.array(z.string().min(1)).optional(),
});
export type EditorNavigationState = z.infer<typeof EditorNavigationState>;

/** Spec 3 §5 (logo upload, the same limits for editor images): png, jpg or gif, under 1 MB. */
export const EDITOR_IMAGE_MAX_BYTES = 1024 * 1024;
export const EDITOR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

/** A whole template's MJML; a 60-block newsletter is about 100 KB. */
export const EDITOR_MJML_MAX_BYTES = 2 * 1024 * 1024;

/** How the editor shows a document: the full drag-and-drop canvas, or one text area for a plain-text-style mail. */
export const EditorMode = z.enum(['visual', 'text']);
export type EditorMode = z.infer<typeof EditorMode>;

/** The editor's own data kept beside the MJML; the MJML is the source of truth. */
export const EditorProject = z.object({ mode: EditorMode }).partial();
export type EditorProject = z.infer<typeof EditorProject>;

/** A template version's editor source (template_versions.editor_json). */
export const EditorDocument = z.object({
  format: z.literal('mjml'),
  mjml: z.string(),
  project: EditorProject.optional(),
});
export type EditorDocument = z.infer<typeof EditorDocument>;

const MjmlSource = z
  .string()
  .min(1, EditorMessages.mjmlRequired)
  .max(EDITOR_MJML_MAX_BYTES, EditorMessages.mjmlTooLarge)
  .refine(
    (mjml) => mjml.trimStart().startsWith('<mjml'),
    'The document must be an MJML document (<mjml>…</mjml>)',
  );

/** At most this many blocks make one new template on the building blocks page. */
export const EDITOR_MAX_BLOCKS = 60;

export const LoadTemplateRequest = z.object({
  id: TemplateId,
  /**
   * Blocks chosen on the building blocks page (spec 3 §2.9), in the order chosen: the gallery template's frame
   * with these as its body, the brand kit applied to the whole.
   */
  blocks: z.array(BlockId).min(1).max(EDITOR_MAX_BLOCKS).optional(),
});
/** Spec 3 §7: type=SAVED opens one of the account's templates; without it, a gallery template. */
export const LoadTemplateQuery = z.object({ type: z.literal('SAVED').optional() });

export const LoadedTemplate = z.object({
  id: z.number(),
  data: z.object({
    name: z.string(),
    /** True for a gallery template: the first save creates the account's template. */
    isGalleryTemplate: z.boolean(),
    templateJSON: EditorDocument,
  }),
});
export type LoadedTemplate = z.infer<typeof LoadedTemplate>;

/** Spec 3 §7: params templateId and newTemplate (true for a gallery template, not yet the account's). */
export const GetHtmlQuery = z.object({
  templateId: TemplateId,
  newTemplate: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const TemplateHtml = z.object({
  htmlContent: z.string(),
  ampContent: z.string().nullable(),
  hasAMP: z.boolean(),
});
export type TemplateHtml = z.infer<typeof TemplateHtml>;

export const CreateEditorTemplateRequest = z.object({
  name: TemplateName,
  mjml: MjmlSource,
  project: EditorProject.optional(),
});
export type CreateEditorTemplateRequest = z.infer<typeof CreateEditorTemplateRequest>;

export const SaveTemplateVersionRequest = z.object({ mjml: MjmlSource, project: EditorProject.optional() });
export type SaveTemplateVersionRequest = z.infer<typeof SaveTemplateVersionRequest>;

export const SavedTemplateVersion = z.object({ id: z.number(), version: z.number(), updatedOn: z.string() });
export type SavedTemplateVersion = z.infer<typeof SavedTemplateVersion>;

/** An uploaded image's stored file name: a random id and the extension of the type found in its bytes. */
export const EditorImageFile = z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|gif)$/, 'Unknown image');

const tags = ['templates'] as const;

export const templateEditorRoutes = {
  loadTemplate: defineRoute({
    method: 'POST',
    path: '/api/editorLoadTemplate',
    access: 'account',
    tags,
    summary:
      "Open a template in the editor: a gallery template's document, or with type=SAVED the account template's current version",
    query: LoadTemplateQuery,
    body: LoadTemplateRequest,
    response: LoadedTemplate,
  }),
  getHtml: defineRoute({
    method: 'POST',
    path: '/api/editor/getHTML',
    access: 'account',
    tags,
    summary:
      "The HTML rendered from a template's document: the account template's current version, or with newTemplate=true a gallery template",
    query: GetHtmlQuery,
    response: TemplateHtml,
  }),
  createTemplate: defineRoute({
    method: 'POST',
    path: '/api/editor/templates',
    access: 'account',
    tags,
    status: 201,
    summary: 'First save in the editor: a new template (category saved) with its MJML document as version 1',
    body: CreateEditorTemplateRequest,
    response: SavedTemplateVersion,
  }),
  saveVersion: defineRoute({
    method: 'POST',
    path: '/api/editor/templates/:id/versions',
    access: 'account',
    tags,
    status: 201,
    summary:
      "Save the editor's document as the template's new current version; the HTML is rendered from it on the server",
    params: z.object({ id: TemplateId }),
    body: SaveTemplateVersionRequest,
    response: SavedTemplateVersion,
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/editor/images',
    access: 'account',
    tags,
    status: 201,
    summary:
      'Upload an image for a template (multipart/form-data, field file): png, jpg or gif, under 1 MB, checked by its content',
    response: z.object({ url: z.string() }),
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/editor/images/:accountId/:file',
    access: 'public',
    tags,
    summary:
      "An image uploaded in the editor; public, since the inboxes that show a template's images are not signed in",
    params: z.object({ accountId: z.string().uuid(), file: EditorImageFile }),
    response: z.string().describe('Image'),
  }),
};
