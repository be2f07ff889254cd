import { sql } from 'kysely';
import { SegmentMessages, type EngagementMetric, type EngagementMetricsFilter } from '@sendwell/contracts';
import { BadRequestError } from '../../../platform/errors';
import { onlyContactsIn, type EngineContext } from './engine-context';
import { dayBounds, filterWindowOf } from './segment-clock';
import { aggregatePasses, and, compare, inSet, type Fragment } from './sql-values';

const COUNTER_OF: Record<Exclude<EngagementMetric, 'clickRate' | 'openRate' | 'submissionRate'>, Fragment> = {
  sent: sql`sum(d.sent)`,
  opened: sql`sum(d.opened)`,
  clicked: sql`sum(d.clicked)`,
  submitted: sql`sum(d.submitted)`,
};

const RATE_OF: Record<'clickRate' | 'openRate' | 'submissionRate', Fragment> = {
  openRate: sql`sum(d.opened)`,
  clickRate: sql`sum(d.clicked)`,
  submissionRate: sql`sum(d.submitted)`,
};

/**
 * An engagement metric over the last N days (today and the N days before), read from the
 * per-contact daily counters. Rates are a percentage of the emails sent to the contact in those days,
 * capped at 100; a contact sent nothing has no rate and matches no rate filter. Counts treat a contact
 * without counters as 0. The counters are kept per UTC day, so the window's edges follow UTC days.
 */
export const engagementCondition = (filter: EngagementMetricsFilter, ctx: EngineContext): Fragment => {
  const from = dayBounds(filterWindowOf(filter, ctx.clock), ctx.clock).from;
  if (!from) throw new BadRequestError(SegmentMessages.incompleteFilter);
  const grouped = (having: Fragment) =>
    sql`select d.contact_id from contact_engagement_daily d
      where ${and([sql`d.account_id = ${ctx.accountId}`, sql`d.day >= ${from}::date`, ...onlyContactsIn(ctx, sql`d.contact_id`)])}
      group by d.contact_id having ${having}`;
  const condition = filter.condition;
  if (condition === 'openRate' || condition === 'clickRate' || condition === 'submissionRate') {
    const rate = sql`least(100, ${RATE_OF[condition]} * 100.0 / nullif(sum(d.sent), 0))`;
    return inSet(grouped(sql`sum(d.sent) > 0 and ${compare(rate, filter.operator, filter.compareValue)}`));
  }
  const counter = COUNTER_OF[condition];
  return aggregatePasses(grouped, sql`coalesce(${counter}, 0)`, filter.operator, filter.compareValue);
};
