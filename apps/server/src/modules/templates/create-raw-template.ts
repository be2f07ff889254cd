import { TemplateMessages, type CreateRawTemplateRequest, type TemplateKind } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import { findActiveEmailType } from './find-active-email-type';
import { queueTemplateThumbnail } from './render-template-thumbnail.job';
import { deleteUploadFiles, insertTemplate, selectUploadFiles } from './templates.repository';

/**
 * POST /api/createRawTemplate: an uploaded template from the files of an upload in progress. An AMP
 * template needs its HTML fallback too. The files are used up; nothing is written when any check fails.
 */
export const createRawTemplate = async (
  { db, jobs }: Pick<AppContext, 'db' | 'jobs'>,
  request: { accountId: string; userId: string; kind: TemplateKind; body: CreateRawTemplateRequest },
): Promise<{ id: number }> => {
  const { accountId, body } = request;
  const emailTypeId = await findActiveEmailType(db, accountId, body.templateChannel);
  const files = await selectUploadFiles(db, accountId, body.templateId);
  const html = files.find((file) => file.kind === 'HTML');
  const amp = files.find((file) => file.kind === 'AMP');
  if (!html || (request.kind === 'AMP' && !amp)) throw new BadRequestError(TemplateMessages.missingFiles);
  const id = await insertTemplate(db, {
    accountId,
    name: body.name,
    category: 'uploaded',
    emailTypeId,
    createdBy: request.userId,
    content: { html: html.content, amp: request.kind === 'AMP' && amp ? amp.content : null },
  });
  await deleteUploadFiles(db, accountId, body.templateId);
  await queueTemplateThumbnail(jobs, accountId, id);
  return { id };
};
