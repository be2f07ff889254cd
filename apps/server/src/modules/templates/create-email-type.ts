import { TemplateMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { ConflictError } from '../../platform/errors';
import { findEmailTypeByName, insertEmailType } from './templates.repository';

/** Spec 3 §5: a new email type's name is not one in use, nor one archived. */
export const createEmailType = async (db: Db, accountId: string, name: string): Promise<{ emailType: string }> => {
  const existing = await findEmailTypeByName(db, accountId, name);
  if (existing) {
    throw new ConflictError(
      existing.isActive ? TemplateMessages.emailTypeExists(existing.name) : TemplateMessages.archivedEmailType(existing.name),
      existing.isActive ? 'EMAIL_TYPE_EXISTS' : 'EMAIL_TYPE_ARCHIVED',
    );
  }
  const created = await insertEmailType(db, accountId, name);
  // Another request created the same name in the meantime.
  if (!created) return createEmailType(db, accountId, name);
  return { emailType: created.name };
};
