import { sql } from 'kysely';
import type { SegmentAudience, SegmentFilter, SegmentFilterGroup } from '@sendwell/contracts';
import { onlyContactsIn, type EngineContext } from './engine-context';
import { engagementCondition } from './engagement-filter';
import { eventCondition } from './event-filter';
import { formCondition } from './form-filter';
import { latestActivityCondition, readsLatestActivity } from './latest-activity-filter';
import { and, FALSE, or, type Fragment } from './sql-values';
import { storeV1Condition } from './store-v1-filter';
import { userActivityCondition } from './user-activity-filter';
import { userPropertyCondition } from './user-property-filter';

/** What the engine evaluates: who the segment starts from and its OR groups of AND-ed filters. */
export interface SegmentQueryInput extends SegmentAudience {
  segmentFilters: readonly SegmentFilterGroup[];
}

export interface CompileOptions {
  /** Evaluate only these contacts (an incremental refresh after their activity changed). */
  contactIds?: readonly number[];
}

const filterCondition = (filter: SegmentFilter, ctx: EngineContext): Fragment => {
  switch (filter.property) {
    case 'userProperty':
      return userPropertyCondition(filter, ctx);
    case 'userActivity':
      return userActivityCondition(filter, ctx);
    case 'engagementMetrics':
      return engagementCondition(filter, ctx);
    case 'customEvents':
    case 'userShopifyActivityV2':
      return eventCondition(filter, ctx);
    case 'userShopifyActivity':
      return storeV1Condition(filter, ctx);
    case 'externalForm':
      return formCondition(filter, ctx);
  }
};

const inLists = (listIds: readonly number[]): Fragment =>
  sql`exists (select 1 from list_members m where m.account_id = c.account_id and m.contact_id = c.id and m.list_id = any(${listIds}::bigint[]))`;

const notInLists = (listIds: readonly number[]): Fragment =>
  sql`not exists (select 1 from list_members m where m.account_id = c.account_id and m.contact_id = c.id and m.list_id = any(${listIds}::bigint[]))`;

/**
 * Who the segment starts from: members of any chosen list (every contact when none is chosen), kept to
 * unsubscribed and/or blocked contacts when those special choices are made, less members of excluded
 * lists and the excluded statuses.
 */
const audienceConditions = (audience: SegmentAudience): Fragment[] => {
  const conditions: Fragment[] = [];
  if (audience.recipientLists !== null) conditions.push(audience.recipientLists.length > 0 ? inLists(audience.recipientLists) : FALSE);
  if (audience.isUnsubscribed && audience.isBlocked) conditions.push(sql`(c.is_unsubscribed or c.is_blocked)`);
  else if (audience.isUnsubscribed) conditions.push(sql`c.is_unsubscribed`);
  else if (audience.isBlocked) conditions.push(sql`c.is_blocked`);
  if (audience.excludeRecipientList.length > 0) conditions.push(notInLists(audience.excludeRecipientList));
  if (audience.excludeIsUnsubscribed) conditions.push(sql`not c.is_unsubscribed`);
  if (audience.excludeIsBlocked) conditions.push(sql`not c.is_blocked`);
  return conditions;
};

/** Filters that read only the contact's own row: groups made of them share one scan of the contacts. */
const readsOnlyTheContact = (group: SegmentFilterGroup): boolean => group.filters.every((filter) => filter.property === 'userProperty');

/**
 * Whether the segment reads nothing but contact rows: no list, and every filter a contact property. Such
 * a query is one scan of the contacts, which parallel workers can share.
 */
export const readsOnlyContactRows = (input: SegmentQueryInput): boolean =>
  input.recipientLists === null && input.excludeRecipientList.length === 0 && input.segmentFilters.every(readsOnlyTheContact);

/**
 * One parameterised query answering the segment's contacts (column `id`), archived contacts never
 * included. Each OR group is its own branch of a UNION, so Postgres can join every filter of a group
 * (semi and anti joins) instead of testing contacts one by one; groups that only read the contact row
 * share a single branch.
 */
export const compileSegment = (input: SegmentQueryInput, account: EngineContext, options: CompileOptions = {}): Fragment => {
  const ctx: EngineContext = options.contactIds ? { ...account, onlyContacts: options.contactIds } : account;
  const base: Fragment[] = [sql`c.account_id = ${ctx.accountId}`, sql`c.archived_at is null`, ...audienceConditions(input), ...onlyContactsIn(ctx, sql`c.id`)];
  const branch = (conditions: Fragment[]) => sql`select c.id from contacts c where ${and([...base, ...conditions])}`;

  const groups = input.segmentFilters.filter((group) => group.filters.length > 0);
  if (groups.length === 0) return branch([]);
  const local = groups.filter(readsOnlyTheContact);
  const joined = groups.filter((group) => !readsOnlyTheContact(group));
  const groupCondition = (group: SegmentFilterGroup) => {
    const latest = group.filters.filter(readsLatestActivity);
    const others = group.filters.filter((filter) => !readsLatestActivity(filter));
    return and([...others.map((filter) => filterCondition(filter, ctx)), ...(latest.length > 0 ? [latestActivityCondition(latest, ctx)] : [])]);
  };
  const branches = [
    ...(local.length > 0 ? [branch([or(local.map(groupCondition))])] : []),
    ...joined.map((group) => branch([groupCondition(group)])),
  ];
  const [only, ...more] = branches;
  return only && more.length === 0 ? only : sql.join(branches, sql` union `);
};

/** The number of contacts a compiled segment answers. */
export const countOf = (segment: Fragment): Fragment => sql`select count(*)::int as count from (${segment}) segment`;
