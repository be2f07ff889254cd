import { TemplateMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { archiveEmailTypeRow, findEmailTypeByName } from './templates.repository';

/** Templates that have the type keep it; no template can be given it any more (spec 3 §2.3). */
export const archiveEmailType = async (db: Db, accountId: string, name: string): Promise<{ emailType: string }> => {
  const existing = await findEmailTypeByName(db, accountId, name);
  if (!existing?.isActive) throw new NotFoundError(TemplateMessages.emailTypeNotFound(name));
  await archiveEmailTypeRow(db, accountId, existing.id);
  return { emailType: existing.name };
};
