import { sql } from 'kysely';
import { SegmentMessages, type EngagementMetric, type EngagementMetricsFilter } from '@sendwell/contracts';
import { engagementFirstDay, filterWindow } from '@sendwell/domain';
import { BadRequestError } from '../../../platform/errors';
import { onlyContactsIn, type EngineContext } from './engine-context';
import { isoDay } from './segment-clock';
import { aggregatePasses, and, compare, inSet, zeroPasses, type Fragment } from './sql-values';

const COUNTER_OF: Record<Exclude<EngagementMetric, 'clickRate' | 'openRate' | 'submissionRate'>, Fragment> = {
  sent: sql`sum(d.sent)`,
  opened: sql`sum(d.opened)`,
  clicked: sql`sum(d.clicked)`,
  submitted: sql`sum(d.submitted)`,
};

const RATE_OF: Record<'clickRate' | 'openRate' | 'submissionRate', { sum: Fragment; counter: Fragment }> = {
  openRate: { sum: sql`sum(d.opened)`, counter: sql`n.opened` },
  clickRate: { sum: sql`sum(d.clicked)`, counter: sql`n.clicked` },
  submissionRate: { sum: sql`sum(d.submitted)`, counter: sql`n.submitted` },
};

/**
 * An engagement metric over the last N days (today and the N days before), read from the
 * per-contact daily counters. Rates are a percentage of the emails sent to the contact in those days,
 * capped at 100; a contact sent nothing has no rate and matches no rate filter. Counts treat a contact
 * without counters as 0. The counters keep the days of the account's timezone, so today is today
 * there, whatever timezone the definition reads its other dates in.
 */
export const engagementCondition = (filter: EngagementMetricsFilter, ctx: EngineContext): Fragment => {
  const range = filterWindow(filter);
  if (range?.kind !== 'last') throw new BadRequestError(SegmentMessages.incompleteFilter);
  const from = isoDay(engagementFirstDay(range.days, ctx.clock.now, ctx.clock.timezone));
  const inWindow = (alias: Fragment) => [sql`${alias}.account_id = ${ctx.accountId}`, sql`${alias}.day >= ${from}::date`, ...onlyContactsIn(ctx, sql`${alias}.contact_id`)];
  const grouped = (having: Fragment, narrowed: Fragment[] = []) =>
    sql`select d.contact_id from contact_engagement_daily d
      where ${and([...inWindow(sql`d`), ...narrowed])}
      group by d.contact_id having ${having}`;
  const condition = filter.condition;
  if (condition === 'openRate' || condition === 'clickRate' || condition === 'submissionRate') {
    const { sum, counter } = RATE_OF[condition];
    const rate = sql`least(100, ${sum} * 100.0 / nullif(sum(d.sent), 0))`;
    // When a rate of 0 fails, only contacts that opened (clicked, submitted) at all in the window can
    // pass: the sums are taken for those few instead of for every contact sent anything.
    const narrowed = zeroPasses(filter.operator, filter.compareValue)
      ? []
      : [sql`d.contact_id in (select n.contact_id from contact_engagement_daily n where ${and([...inWindow(sql`n`), sql`${counter} > 0`])})`];
    return inSet(grouped(sql`sum(d.sent) > 0 and ${compare(rate, filter.operator, filter.compareValue)}`, narrowed));
  }
  const counter = COUNTER_OF[condition];
  return aggregatePasses(grouped, sql`coalesce(${counter}, 0)`, filter.operator, filter.compareValue);
};
