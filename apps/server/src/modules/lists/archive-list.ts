import { ACTIVE_JOURNEY_STATUSES, ListMessages, mayDeletePermanently, type AccountRole, type ArchiveListRequest } from '@sendwell/contracts';
import { isStoreContactsList } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, RoleRefusedError } from '../../platform/errors';
import { archiveContactsOfList, restoreContactsOfList } from '../contacts/contacts.repository';
import { findUnfinishedExport } from '../exports/exports.repository';
import { journeysTriggeredBy } from '../journeys/journeys.repository';
import { deleteListRow, findList, recountList, setListArchived } from './lists.repository';

export const activeJourneysUsing = async (db: Db, accountId: string, listId: number) =>
  (await journeysTriggeredBy(db, accountId, listId)).filter((journey) =>
    ACTIVE_JOURNEY_STATUSES.includes(journey.status),
  );

/**
 * Archives a list or segment, optionally with its contacts, or deletes it for good. Refused while an
 * Available or Paused journey is triggered by it, and for the store contacts list. A member with limited
 * access may archive, which can be undone, but not delete for good: they may not export the backup either.
 */
export const archiveList = async (db: Db, accountId: string, role: AccountRole, request: ArchiveListRequest): Promise<void> => {
  if (request.deletePermanently && !mayDeletePermanently(role)) throw new RoleRefusedError('LIMITED_ACCESS');
  const list = await findList(db, accountId, request.emailListId);
  if (!list) throw new NotFoundError(ListMessages.listNotFound);
  if (isStoreContactsList(list.type))
    throw new ForbiddenError(ListMessages.storeListNotArchivable, 'STORE_LIST');
  const needsTypedName = request.deletePermanently || request.archiveContacts;
  if (needsTypedName && request.confirmName !== list.name) {
    throw new BadRequestError(ListMessages.confirmNameMismatch, {
      confirmName: ListMessages.confirmNameMismatch,
    });
  }
  if ((await activeJourneysUsing(db, accountId, list.id)).length > 0) {
    throw new ConflictError(ListMessages.archiveBlockedTitle, 'USED_BY_JOURNEY');
  }
  // Deleting now would leave a backup requested a moment ago with no rows to read.
  if (request.deletePermanently && (await findUnfinishedExport(db, accountId, list.id))) {
    throw new ConflictError(ListMessages.exportRunning, 'EXPORT_RUNNING');
  }
  await db.transaction().execute(async (trx) => {
    if (request.archiveContacts) await archiveContactsOfList(trx, accountId, list.id);
    if (request.deletePermanently) {
      await deleteListRow(trx, accountId, list.id);
    } else if (list.archivedAt === null) {
      await setListArchived(trx, accountId, list.id, {
        at: new Date(),
        withContacts: request.archiveContacts,
      });
    }
  });
};

export const restoreList = async (db: Db, accountId: string, listId: number): Promise<void> => {
  const list = await findList(db, accountId, listId);
  if (!list) throw new NotFoundError(ListMessages.listNotFound);
  await db.transaction().execute(async (trx) => {
    if (list.archiveContacts) await restoreContactsOfList(trx, accountId, listId);
    await setListArchived(trx, accountId, listId, { at: null, withContacts: false });
    await recountList(trx, accountId, listId);
  });
};
