import { ENGAGEMENT_WINDOW_DAYS, ListMessages, type ListEngagement } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { listEngagementSince } from '../campaigns/campaigns.repository';
import { findList } from './lists.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Every day of the window appears, with zeros where nothing happened, so a chart reads right. */
export const getListEngagement = async (
  db: Db,
  accountId: string,
  listId: number,
  now = new Date(),
): Promise<ListEngagement> => {
  if (!(await findList(db, accountId, listId))) throw new NotFoundError(ListMessages.listNotFound);
  const days = Array.from({ length: ENGAGEMENT_WINDOW_DAYS }, (_, index) =>
    isoDay(new Date(now.getTime() - (ENGAGEMENT_WINDOW_DAYS - 1 - index) * DAY_MS)),
  );
  const { activityByDay, joinedByDay, totals } = await listEngagementSince(
    db,
    accountId,
    listId,
    days[0] ?? isoDay(now),
  );
  const daily = days.map((day) => {
    const activity = activityByDay.get(day);
    return {
      day,
      joined: joinedByDay.get(day) ?? 0,
      sent: activity?.sent ?? 0,
      opened: activity?.opened ?? 0,
      clicked: activity?.clicked ?? 0,
      submitted: activity?.submitted ?? 0,
    };
  });
  return {
    days: ENGAGEMENT_WINDOW_DAYS,
    daily,
    totals: { joined: daily.reduce((sum, row) => sum + row.joined, 0), ...totals },
  };
};
