import { ListMessages } from '@sendwell/contracts';
import { fallbackListName, ImportMessages, isSegmentType, validateListName } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { findClashingName, findList, insertList } from '../lists/lists.repository';
import { isUniqueViolation, ListNameError } from './import-errors';

/** The unique index on list names; a clash found only at insert time is the same "name taken". */
const LIST_NAME_INDEX = 'lists_name_key';

/** A chosen list must be a live list of the account, not a segment. */
export const findImportTarget = async (db: Db, accountId: string, listId: number): Promise<number> => {
  const list = await findList(db, accountId, listId);
  if (!list) throw new NotFoundError(ListMessages.listNotFound);
  if (list.archivedAt) throw new BadRequestError(ImportMessages.listArchived);
  if (isSegmentType(list.type)) throw new BadRequestError(ImportMessages.notAList);
  return list.id;
};

/** The name a new list will get, checked against the list name rules; empty falls back to 'List_' and a timestamp. */
export const checkNewListName = async (
  db: Db,
  accountId: string,
  name: string | undefined,
): Promise<string> => {
  const chosen = name?.trim() || fallbackListName();
  const problem = validateListName(chosen);
  if (problem) throw new ListNameError(problem);
  if (await findClashingName(db, accountId, chosen)) throw new ListNameError(ListMessages.nameTaken);
  return chosen;
};

/** Creates the import's new list; run inside the transaction that records the import. */
export const createImportList = async (db: Db, accountId: string, name: string): Promise<number> => {
  try {
    return await insertList(db, { accountId, name, type: 'list', source: 'import' });
  } catch (error) {
    if (isUniqueViolation(error, LIST_NAME_INDEX)) throw new ListNameError(ListMessages.nameTaken);
    throw error;
  }
};
