import {
  EditorDocument,
  EditorMessages,
  TEXT_ONLY_TEMPLATE_ID,
  TemplateMessages,
  type LoadedTemplate,
} from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { applyBrandKit } from '../brand-kit/apply-brand-kit';
import { brandKitForNewTemplates } from '../brand-kit/brand-kit-for-new-templates';
import { findBlock } from '../template-blocks/get-block-data';
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
 * A frame's document with the blocks as its whole body, in the order given: what 'Create new template' on the
 * building blocks page opens (spec 3 §2.9).
 */
export const withBlocksAsBody = (frame: string, sections: readonly string[]): string => {
  const open = /<mj-body\b[^>]*>/.exec(frame);
  const close = frame.lastIndexOf('</mj-body>');
  if (!open || close < open.index) return `<mjml><mj-body>\n${sections.join('\n')}\n</mj-body></mjml>`;
  return `${frame.slice(0, open.index + open[0].length)}\n${sections.join('\n')}\n${frame.slice(close)}`;
};

/**
 * POST /api/editorLoadTemplate (spec 3 §7): without type=SAVED, a gallery template's document (with blocks, the
 * frame with those blocks as its body) and the account's published brand kit applied to it, logo and footer
 * included; the account's template is made on the first save. With type=SAVED, the account template's current
 * version, never restyled. Uploaded templates are not opened (spec 3 §4).
 */
export const loadEditorTemplate = async (
  ctx: Pick<AppContext, 'db' | 'config'>,
  accountId: string,
  request: { id: number; saved: boolean; blocks?: readonly string[] },
): Promise<LoadedTemplate> => {
  const { db } = ctx;
  if (!request.saved) {
    const gallery = await loadGalleryTemplate(request.id);
    if (!gallery) throw new NotFoundError(EditorMessages.galleryTemplateNotFound);
    const blocks = request.blocks?.length
      ? await Promise.all(request.blocks.map((id) => findBlock(ctx, accountId, id)))
      : null;
    const source = blocks
      ? withBlocksAsBody(
          gallery.mjml,
          blocks.map((block) => block.mjml),
        )
      : gallery.mjml;
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
          mjml: kit ? applyBrandKit(source, kit) : source,
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
