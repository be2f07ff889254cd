import { sql } from 'kysely';
import type { SegmentFilter, UserActivityFilter } from '@sendwell/contracts';
import { ACTIVITY_OF_CONDITION } from '@sendwell/domain';
import { onlyContactsIn, type EngineContext } from './engine-context';
import { filterWindowOf } from './segment-clock';
import { and, inSet, not, notInSet, or, type Fragment } from './sql-values';
import { activitySet, clickedLinks, everyCampaign, type ActivityKind } from './user-activity-filter';

const LATEST_AT: Record<ActivityKind, Fragment> = {
  sent: sql`l.sent_at`,
  opened: sql`l.opened_at`,
  clicked: sql`l.clicked_at`,
  submitted: sql`l.submitted_at`,
};

/**
 * Whether each contact's latest activity answers the filter exactly: activity on any campaign, not
 * narrowed by sender, link or Apple Mail privacy opens.
 */
export const readsLatestActivity = (filter: SegmentFilter): filter is UserActivityFilter => {
  if (filter.property !== 'userActivity' || filter.campaignProperty === 'senderId') return false;
  const { kind } = ACTIVITY_OF_CONDITION[filter.condition];
  if (kind === 'opened' && filter.hasAppleMPPOpen === false) return false;
  if (kind === 'clicked' && clickedLinks(filter).length > 0) return false;
  return everyCampaign(filter);
};

/**
 * "Has activity of this kind in the window", read from the latest instant `l`; never null. When the latest
 * falls before the window's end it alone decides. Activity after the end (dated in the future) hides what
 * came before, so only then are that contact's own activity rows read: probed through the contact's
 * index (OFFSET 0 keeps Postgres from hashing every activity row of the window for these rare rows).
 */
const hadActivity = (filter: UserActivityFilter, ctx: EngineContext): Fragment => {
  const { kind } = ACTIVITY_OF_CONDITION[filter.condition];
  const at = LATEST_AT[kind];
  const window = filterWindowOf(filter, ctx.clock);
  // Stated apart from the test below (which implies it) so the planner can estimate how many rows pass.
  const sinceStart = window.start ? sql`${at} >= ${window.start.toISOString()}::timestamptz` : sql`${at} is not null`;
  if (!window.end) return sql`coalesce(${sinceStart}, false)`;
  const rows = activitySet(kind, filter, ctx);
  const end = window.end.toISOString();
  // A null instant makes the first part null and this part false, so the whole is false, never null.
  return sql`(${sinceStart} and case when ${at} < ${end}::timestamptz then true
    when ${at} >= ${end}::timestamptz then exists (select 1 from (${rows}) a where a.contact_id = l.contact_id offset 0)
    else false end)`;
};

/**
 * The activity filters of one group that the latest-activity row answers, AND-ed, as one condition on
 * `c`: one join instead of one per filter. A positive filter needs the contact's row; with none, the
 * group is every contact whose row passes no negated filter (contacts without a row included).
 */
export const latestActivityCondition = (filters: readonly UserActivityFilter[], ctx: EngineContext): Fragment => {
  const positive = filters.filter((filter) => !ACTIVITY_OF_CONDITION[filter.condition].negated).map((filter) => hadActivity(filter, ctx));
  const negated = filters.filter((filter) => ACTIVITY_OF_CONDITION[filter.condition].negated).map((filter) => hadActivity(filter, ctx));
  const rows = (where: Fragment) =>
    sql`select l.contact_id from contact_latest_activity l
      where ${and([sql`l.account_id = ${ctx.accountId}`, ...onlyContactsIn(ctx, sql`l.contact_id`), where])}`;
  return positive.length > 0 ? inSet(rows(and([...positive, ...negated.map(not)]))) : notInSet(rows(or(negated)));
};
