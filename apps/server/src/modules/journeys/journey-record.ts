import type { JourneyRecord } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { findListsByIds } from '../lists/lists.repository';
import type { JourneyRow } from './journeys.repository';

/** Journeys as the pages show them, with the lists they use looked up in one query for all of them. */
export const toJourneyRecords = async (db: Db, accountId: string, rows: JourneyRow[]): Promise<JourneyRecord[]> => {
  const listIds = [...new Set(rows.flatMap((row) => (row.triggerListId === null ? [] : [row.triggerListId])))];
  const lists = new Map((await findListsByIds(db, accountId, listIds)).map((list) => [list.id, list]));
  return rows.map((row) => {
    // A trigger whose segment was deleted for good uses no list any more.
    const list = row.triggerListId === null ? undefined : lists.get(row.triggerListId);
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      triggerType: row.triggerType,
      lists: list ? [{ id: list.id, name: list.name, type: list.type, archived: list.archivedAt !== null }] : [],
      createdOn: row.createdAt.toISOString(),
    };
  });
};
