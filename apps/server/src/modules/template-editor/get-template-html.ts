import { EditorMessages, TemplateMessages, type TemplateHtml } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { loadGalleryTemplate } from '../template-gallery/gallery-catalogue';
import { renderMjml } from '../templates/render-mjml';
import { findEditorSource } from './template-editor.repository';

/**
 * POST /api/editor/getHTML (spec 3 §7): the HTML the inbox gets. For a gallery template (newTemplate) it is
 * rendered from its document now; an account template's is the one rendered when its version was saved.
 */
export const getTemplateHtml = async (
  db: Db,
  accountId: string,
  request: { templateId: number; newTemplate: boolean },
): Promise<TemplateHtml> => {
  if (request.newTemplate) {
    const gallery = await loadGalleryTemplate(request.templateId);
    if (!gallery) throw new NotFoundError(EditorMessages.galleryTemplateNotFound);
    const { html } = await renderMjml(gallery.mjml);
    return { htmlContent: html, ampContent: null, hasAMP: false };
  }
  const source = await findEditorSource(db, accountId, request.templateId);
  if (!source) throw new NotFoundError(TemplateMessages.templateNotFound);
  return { htmlContent: source.html, ampContent: source.amp, hasAMP: source.amp !== null };
};
