import { ENGAGEMENT_WINDOW_DAYS, ListMessages, type ListEngagement } from '@sendwell/contracts';
import { zoneDayOf } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { listEngagementSince } from '../campaigns/campaign-activity.repository';
import { findList } from './lists.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Every day of the window appears, with zeros where nothing happened, so a chart reads right. Days are
 * the account timezone's, the days the engagement counters keep.
 */
export const getListEngagement = async (
  db: Db,
  accountId: string,
  listId: number,
  now = new Date(),
): Promise<ListEngagement> => {
  if (!(await findList(db, accountId, listId))) throw new NotFoundError(ListMessages.listNotFound);
  const timezone = await getAccountTimezone(db, accountId);
  const today = zoneDayOf(now, timezone);
  const days = Array.from({ length: ENGAGEMENT_WINDOW_DAYS }, (_, index) => isoDay(today - (ENGAGEMENT_WINDOW_DAYS - 1 - index)));
  const { activityByDay, joinedByDay, totals } = await listEngagementSince(db, accountId, listId, days[0] ?? isoDay(today), timezone);
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
