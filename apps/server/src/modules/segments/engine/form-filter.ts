import { sql } from 'kysely';
import { FORM_NAME_PROPERTY, SegmentMessages, type ExternalFormFilter, type PropertyCompareValue } from '@sendwell/contracts';
import { BadRequestError } from '../../../platform/errors';
import { onlyContactsIn, type EngineContext } from './engine-context';
import { occurrenceCount } from './event-filter';
import { propertyTest } from './property-test';
import { filterWindowOf } from './segment-clock';
import { aggregatePasses, and, FALSE, inSet, instantInWindow, isAtLeastOnce, jsonValue, not, notInSet, TRUE, type Fragment } from './sql-values';

const formIds = (value: PropertyCompareValue | undefined): number[] => {
  const ids = (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(Number).filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) throw new BadRequestError(SegmentMessages.incompleteFilter);
  return ids;
};

/** Which submissions count: those of the chosen forms (form name), or whose answer passes the property filter. */
const submissionCondition = (filter: ExternalFormFilter, ctx: EngineContext): Fragment[] => {
  if (!filter.eventProperty) return [];
  const operator = filter.formOperator;
  if (!operator) throw new BadRequestError(SegmentMessages.incompleteFilter);
  if (filter.eventProperty === FORM_NAME_PROPERTY) {
    if (operator === 'exists') return [TRUE];
    if (operator === 'notExists') return [FALSE];
    const ofForms = sql`(f.form_id = any(${formIds(filter.propertyCompareValue)}::bigint[]))`;
    return [operator === 'equals' || operator === 'contains' ? ofForms : not(ofForms)];
  }
  const comparison = { key: filter.eventProperty, type: 'string' as const, operator, value: filter.propertyCompareValue, start: undefined, end: undefined };
  return [propertyTest(jsonValue(sql`f.properties`, filter.eventProperty), 'string', comparison, ctx.clock)];
};

/**
 * A web form filter: submissions to forms of one app in a range, narrowed by form or answer. Submitted
 * compares their count (at least once by default); not submitted is no such submission at all.
 */
export const formCondition = (filter: ExternalFormFilter, ctx: EngineContext): Fragment => {
  const conditions = and([
    sql`f.account_id = ${ctx.accountId}`,
    sql`f.app_name = ${filter.appName}::text`,
    ...onlyContactsIn(ctx, sql`f.contact_id`),
    ...instantInWindow(sql`f.submitted_at`, filterWindowOf(filter, ctx.clock)),
    ...submissionCondition(filter, ctx),
  ]);
  const submissions = sql`select f.contact_id from form_submissions f where ${conditions}`;
  if (!filter.submission.hasSubmitted) return notInSet(submissions);
  const { operator, target } = occurrenceCount(filter.submission);
  if (isAtLeastOnce(operator, target)) return inSet(submissions);
  return aggregatePasses((having) => sql`${submissions} group by f.contact_id having ${having}`, sql`count(*)`, operator, target);
};
