import { sql } from 'kysely';
import {
  CONTACT_CREATED_AT_KEY,
  CONTACT_EMAIL_KEY,
  EMAIL_BLOCKED_STATUS_KEY,
  EMAIL_SUBSCRIPTION_STATUS_KEY,
  SegmentMessages,
  type PropertyCompareValue,
  type UserPropertyFilter,
} from '@sendwell/contracts';
import { foldCase as foldText, userPropertyComparison } from '@sendwell/domain';
import { BadRequestError } from '../../../platform/errors';
import type { EngineContext } from './engine-context';
import { foldCase } from '../../../db/fold-case';
import { propertyTest } from './property-test';
import { instantColumn, jsonValue, not, textColumn, type Fragment, type ValueOf } from './sql-values';

const blockedStatus: ValueOf = {
  text: sql`(case when c.is_blocked then 'true' else 'false' end)`,
  number: sql`null::numeric`,
  boolean: sql`c.is_blocked`,
  day: sql`null::text`,
  present: sql`true`,
};

/**
 * Chosen email types, by id or by name. Only active ones: an archived type is sent to nobody, so nobody
 * receives it.
 */
const chosenEmailTypes = (value: PropertyCompareValue | undefined): Fragment => {
  const texts = (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((item) => String(item).trim()).filter((item) => item !== '');
  if (texts.length === 0) throw new BadRequestError(SegmentMessages.incompleteFilter);
  return sql`select t.id from email_types t where t.account_id = c.account_id and t.is_active
    and (t.id::text = any(${texts}::text[]) or ${foldCase(sql`t.name`)} = any(${texts.map(foldText)}::text[]))`;
};

/**
 * The email subscription attribute: a contact receives an active email type unless unsubscribed
 * altogether or opted out of it. containsEmailTypes: receives any of the chosen types, so a choice of archived
 * types alone matches nobody, and notContainsEmailTypes everybody.
 */
const emailSubscription = (filter: UserPropertyFilter): Fragment => {
  const optedOutOf = (type: Fragment) =>
    sql`exists (select 1 from contact_email_type_optouts o where o.account_id = c.account_id and o.contact_id = c.id and o.email_type_id = ${type})`;
  const activeTypes = sql`select t.id from email_types t where t.account_id = c.account_id and t.is_active`;
  switch (filter.operator) {
    case 'allEmailTypes':
      return sql`(not c.is_unsubscribed and not exists (${activeTypes} and ${optedOutOf(sql`t.id`)}))`;
    case 'noEmailTypes':
      return sql`(c.is_unsubscribed or not exists (${activeTypes} and not ${optedOutOf(sql`t.id`)}))`;
    case 'containsEmailTypes':
    case 'notContainsEmailTypes': {
      const receives = sql`(not c.is_unsubscribed and exists (select 1 from (${chosenEmailTypes(filter.compareValue)}) chosen where not ${optedOutOf(sql`chosen.id`)}))`;
      return filter.operator === 'containsEmailTypes' ? receives : not(receives);
    }
    default:
      throw new BadRequestError(SegmentMessages.operatorNotAllowed);
  }
};

/** A userProperty filter as a condition on the contact row `c`. */
export const userPropertyCondition = (filter: UserPropertyFilter, ctx: EngineContext): Fragment => {
  if (filter.condition === EMAIL_SUBSCRIPTION_STATUS_KEY) return emailSubscription(filter);
  const type = ctx.contactProperties.get(filter.condition);
  if (!type) throw new BadRequestError(SegmentMessages.unknownProperty);
  const value =
    filter.condition === CONTACT_EMAIL_KEY
      ? textColumn(sql`c.email`)
      : filter.condition === CONTACT_CREATED_AT_KEY
        ? instantColumn(sql`c.created_at`)
        : filter.condition === EMAIL_BLOCKED_STATUS_KEY
          ? blockedStatus
          : jsonValue(sql`c.properties`, filter.condition);
  return propertyTest(value, type, userPropertyComparison(filter, type), ctx.clock);
};
