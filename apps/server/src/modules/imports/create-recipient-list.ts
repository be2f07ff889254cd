import type { Db } from '../../db/database';
import { checkNewListName, createImportList } from './resolve-import-list';

/** POST /api/newRecipientList: an empty list, named by the list name rules. */
export const createRecipientList = async (
  db: Db,
  accountId: string,
  name: string,
): Promise<{ id: number }> => {
  const checked = await checkNewListName(db, accountId, name);
  return { id: await createImportList(db, accountId, checked) };
};
