import type { Db } from '../../db/database';
import { addTemplateFolder } from '../accounts/template-folders';

/** POST /api/templateFolders/create: answers every folder, the new one last. */
export const createTemplateFolder = async (
  db: Db,
  accountId: string,
  name: string,
): Promise<{ templateFolders: string[] }> => ({
  templateFolders: await addTemplateFolder(db, accountId, name),
});
