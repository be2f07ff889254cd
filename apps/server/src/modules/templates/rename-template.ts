import { TemplateMessages, type RenameTemplateRequest, type Template } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { findActiveEmailType } from './find-active-email-type';
import { getTemplate, getTemplateRow } from './get-template';
import { updateTemplateName } from './templates.repository';

/**
 * POST /api/editor/renameTemplate. The email type is given by name: keeping the current one is always
 * allowed, even once archived; a new one must be active (an archived one gets the spec's message).
 */
export const renameTemplate = async (db: Db, accountId: string, body: RenameTemplateRequest): Promise<Template> => {
  const current = await getTemplateRow(db, accountId, body.templateId);
  const channel = body.templateChannel === undefined ? current.emailTypeName : body.templateChannel;
  const keepsType = channel !== null && current.emailTypeName !== null && channel.trim() === current.emailTypeName.trim();
  const emailTypeId = channel === null ? null : keepsType ? current.emailTypeId : await findActiveEmailType(db, accountId, channel);
  if (!(await updateTemplateName(db, accountId, body.templateId, { name: body.name, emailTypeId }))) {
    throw new NotFoundError(TemplateMessages.templateNotFound);
  }
  return getTemplate(db, accountId, body.templateId);
};
