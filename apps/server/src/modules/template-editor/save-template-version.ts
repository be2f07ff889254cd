import {
  EditorMessages,
  TemplateMessages,
  type SavedTemplateVersion,
  type SaveTemplateVersionRequest,
} from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { getTemplateRow } from '../templates/get-template';
import { queueTemplateThumbnail } from '../templates/render-template-thumbnail.job';
import { renderMjml } from '../templates/render-mjml';
import { insertTemplateVersion } from './template-editor.repository';

/**
 * POST /api/editor/templates/{id}/versions: the editor's document becomes the template's new current version.
 * The HTML sent and previewed is rendered here, from the document, never taken from the browser.
 */
export const saveTemplateVersion = async (
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  request: { accountId: string; userId: string; templateId: number; body: SaveTemplateVersionRequest },
): Promise<SavedTemplateVersion> => {
  const template = await getTemplateRow(ctx.db, request.accountId, request.templateId);
  if (template.category === 'uploaded') throw new BadRequestError(EditorMessages.uploadedNotEditable);
  const { html } = await renderMjml(request.body.mjml);
  const saved = await insertTemplateVersion(ctx.db, {
    accountId: request.accountId,
    templateId: template.id,
    html,
    editorDocument: {
      format: 'mjml',
      mjml: request.body.mjml,
      ...(request.body.project ? { project: request.body.project } : {}),
    },
    createdBy: request.userId,
  });
  // Archived between the two reads: as gone as if it never was.
  if (!saved) throw new NotFoundError(TemplateMessages.templateNotFound);
  await queueTemplateThumbnail(ctx.jobs, request.accountId, template.id);
  return { id: template.id, version: saved.version, updatedOn: saved.updatedAt.toISOString() };
};
