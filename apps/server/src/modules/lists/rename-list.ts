import { ListMessages } from '@sendwell/contracts';
import { validateListName } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import { findClashingName, findList, renameList as saveName } from './lists.repository';

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === '23505';

export const renameList = async (db: Db, accountId: string, listId: number, name: string): Promise<void> => {
  const invalid = validateListName(name);
  if (invalid) throw new BadRequestError(invalid, { name: invalid });
  if (!(await findList(db, accountId, listId))) throw new NotFoundError(ListMessages.listNotFound);
  if (await findClashingName(db, accountId, name, listId))
    throw new ConflictError(ListMessages.nameTaken, 'NAME_TAKEN');
  try {
    await saveName(db, accountId, listId, name);
  } catch (error) {
    // A concurrent rename or create took the name between the check and the write.
    if (isUniqueViolation(error)) throw new ConflictError(ListMessages.nameTaken, 'NAME_TAKEN');
    throw error;
  }
};
