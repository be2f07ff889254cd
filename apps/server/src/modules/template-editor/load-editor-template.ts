import {
  EditorDocument,
  EditorMessages,
  TEXT_ONLY_TEMPLATE_ID,
  TemplateMessages,
  type LoadedTemplate,
} from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { applyBrandKit } from '../brand-kit/apply-brand-kit';
import { brandKitForNewTemplates } from '../brand-kit/brand-kit-for-new-templates';
import { loadGalleryTemplate } from '../template-gallery/gallery-catalogue';
import { mjmlDocument } from '../templates/render-mjml';
import { findEditorSource } from './template-editor.repository';

/**
 * The document of a template made before the editor kept one: its HTML as one raw block, so opening and saving
 * it changes nothing the inbox sees.
 */
const documentOfHtml = (html: string): EditorDocument => ({
  format: 'mjml',
  mjml: mjmlDocument([`<mj-raw>${html}</mj-raw>`]),
});

/**
 * POST /api/editorLoadTemplate (spec 3 §7): without type=SAVED, a gallery template's document with the account's
 * published brand kit applied (the account's template is made on the first save); with it, the account template's current version. Uploaded templates
 * are not opened (spec 3 §4).
 */
export const loadEditorTemplate = async (
  db: Db,
  accountId: string,
  request: { id: number; saved: boolean },
): Promise<LoadedTemplate> => {
  if (!request.saved) {
    const gallery = await loadGalleryTemplate(request.id);
    if (!gallery) throw new NotFoundError(EditorMessages.galleryTemplateNotFound);
    const project = gallery.template.id === TEXT_ONLY_TEMPLATE_ID ? { mode: 'text' as const } : undefined;
    // A template made now takes on the published brand kit (spec 3 §2.10); a text-only one has nothing to style.
    const kit = project ? null : await brandKitForNewTemplates(db, accountId);
    return {
      id: gallery.template.id,
      data: {
        name: gallery.template.name,
        isGalleryTemplate: true,
        templateJSON: {
          format: 'mjml',
          mjml: kit ? applyBrandKit(gallery.mjml, kit) : gallery.mjml,
          ...(project ? { project } : {}),
        },
      },
    };
  }
  const source = await findEditorSource(db, accountId, request.id);
  if (!source) throw new NotFoundError(TemplateMessages.templateNotFound);
  if (source.category === 'uploaded') throw new BadRequestError(EditorMessages.uploadedNotEditable);
  const stored = EditorDocument.safeParse(source.editorJson);
  return {
    id: source.id,
    data: {
      name: source.name,
      isGalleryTemplate: false,
      templateJSON: stored.success ? stored.data : documentOfHtml(source.html),
    },
  };
};
