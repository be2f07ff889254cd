import { TEMPLATE_FOLDERS_MAX, TemplateActionMessages } from '@sendwell/contracts';
import { foldCase } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import { findAccount, lockTemplateFolders, updateTemplateFolders } from './accounts.repository';

/** The account's template folders (user info's templateFolders), in the order they were made. */
export const getTemplateFolders = async (db: Db, accountId: string): Promise<string[]> => {
  const account = await findAccount(db, accountId);
  if (!account) throw new NotFoundError();
  return account.templateFolders;
};

/** Adds a folder; a name that differs from an existing one only in case is the same folder. */
export const addTemplateFolder = (db: Db, accountId: string, name: string): Promise<string[]> =>
  db.transaction().execute(async (trx) => {
    const folders = await lockTemplateFolders(trx, accountId);
    if (!folders) throw new NotFoundError();
    const existing = folders.find((folder) => foldCase(folder) === foldCase(name));
    if (existing !== undefined)
      throw new ConflictError(TemplateActionMessages.folderExists(existing), 'FOLDER_EXISTS');
    if (folders.length >= TEMPLATE_FOLDERS_MAX)
      throw new BadRequestError(TemplateActionMessages.foldersFull, {
        name: TemplateActionMessages.foldersFull,
      });
    const updated = [...folders, name];
    await updateTemplateFolders(trx, accountId, updated);
    return updated;
  });
