import type { AppContext } from '../../platform/context';
import { queueTemplateThumbnail } from './render-template-thumbnail.job';
import { renderMjml } from './render-mjml';
import { insertTemplate } from './templates.repository';

/**
 * A new editable template (category 'saved') from an MJML document: a gallery template being used, blocks
 * assembled, or 'Start from scratch'. The HTML is rendered now, on the server, so the preview and the
 * mail sent are the same; the document is kept as the version's editor source for the editor to open.
 */
export const createMjmlTemplate = async (
  { db, jobs }: Pick<AppContext, 'db' | 'jobs'>,
  request: {
    accountId: string;
    userId: string;
    name: string;
    mjml: string;
    emailTypeId?: number | null;
    /** The editor's own data kept beside the document (how it shows it). */
    project?: unknown;
  },
): Promise<{ id: number }> => {
  const { html } = await renderMjml(request.mjml);
  const id = await insertTemplate(db, {
    accountId: request.accountId,
    name: request.name,
    category: 'saved',
    emailTypeId: request.emailTypeId ?? null,
    createdBy: request.userId,
    content: { html, amp: null },
    editorDocument: {
      format: 'mjml',
      mjml: request.mjml,
      ...(request.project === undefined ? {} : { project: request.project }),
    },
  });
  await queueTemplateThumbnail(jobs, request.accountId, id);
  return { id };
};
