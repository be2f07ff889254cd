import { ListMessages, type ListRecord, type ListTablePage, type ListTableQuery } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { findListRow, listChoices, pageLists, type ListRow } from './lists.repository';

export const toListRecord = (row: ListRow): ListRecord => ({
  id: row.id,
  recipientListId: row.id,
  name: row.name,
  type: row.type,
  recipientsCount: row.recipientsCount,
  totalCampaignsSent: row.totalCampaignsSent,
  processing: row.processing,
  processingCount: row.processingCount,
  createdOn: row.createdAt.toISOString(),
  updatedOn: row.updatedAt.toISOString(),
  isAIGenerated: row.isAIGenerated,
  archiveContacts: row.archiveContacts,
  archived: row.archivedAt !== null,
  archivedOn: row.archivedAt?.toISOString() ?? null,
});

export const listLists = async (db: Db, accountId: string, query: ListTableQuery): Promise<ListTablePage> => {
  const { rows, total } = await pageLists(db, accountId, query);
  return { data: rows.map(toListRecord), total, page: query.page, pageSize: query.pageSize };
};

export const listRecipientListChoices = async (db: Db, accountId: string, includeArchived: boolean) => ({
  data: await listChoices(db, accountId, includeArchived),
});

export const getList = async (db: Db, accountId: string, listId: number): Promise<ListRecord> => {
  const row = await findListRow(db, accountId, listId);
  if (!row) throw new NotFoundError(ListMessages.listNotFound);
  return toListRecord(row);
};
