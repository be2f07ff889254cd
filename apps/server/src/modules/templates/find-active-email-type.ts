import { TemplateMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError } from '../../platform/errors';
import { findEmailTypeByName } from './templates.repository';

/** The id of the active email type a template is given, by name; an archived one is refused with the spec's text. */
export const findActiveEmailType = async (db: Db, accountId: string, name: string): Promise<number> => {
  const type = await findEmailTypeByName(db, accountId, name);
  if (!type) throw new BadRequestError(TemplateMessages.emailTypeNotFound(name), { templateChannel: TemplateMessages.emailTypeNotFound(name) });
  if (!type.isActive) throw new ConflictError(TemplateMessages.archivedEmailType(type.name), 'EMAIL_TYPE_ARCHIVED');
  return type.id;
};
