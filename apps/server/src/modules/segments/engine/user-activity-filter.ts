import { sql } from 'kysely';
import { SegmentMessages, type UserActivityFilter } from '@sendwell/contracts';
import { ACTIVITY_OF_CONDITION } from '@sendwell/domain';
import { BadRequestError } from '../../../platform/errors';
import { onlyContactsIn, type EngineContext } from './engine-context';
import { filterWindowOf } from './segment-clock';
import { and, inSet, instantInWindow, not, notInSet, type Fragment } from './sql-values';

export type ActivityKind = 'sent' | 'opened' | 'clicked' | 'submitted';

/** 'all' and the any-in-the-last-N-days choices: activity on every campaign counts. */
export const everyCampaign = (filter: UserActivityFilter): boolean =>
  filter.allCampaigns === true || filter.campaigns.some((choice) => typeof choice === 'string');

/** The chosen campaign ids, or null for every campaign. */
const campaignIdsOf = (filter: UserActivityFilter): number[] | null => {
  if (everyCampaign(filter)) return null;
  const ids = filter.campaigns.filter((choice): choice is number => typeof choice === 'number');
  if (ids.length === 0) throw new BadRequestError(SegmentMessages.incompleteFilter);
  return ids;
};

/** The links a click filter narrows to; none means any link. */
export const clickedLinks = (filter: UserActivityFilter): string[] => [
  ...(filter.linksClicked ?? []),
  ...(filter.secondaryFilter?.condition === 'linkClicked' ? filter.secondaryFilter.compareData : []),
];

/**
 * Contacts with activity of one kind on the chosen campaigns, in the filter's window (the any-in-last-N
 * choices default to those N days), from the chosen senders. Apple Mail privacy opens count as opens
 * unless hasAppleMPPOpen is false; clicks narrow to the chosen links.
 */
export const activitySet = (kind: ActivityKind, filter: UserActivityFilter, ctx: EngineContext): Fragment => {
  const campaignIds = campaignIdsOf(filter);
  const conditions: Fragment[] = [sql`a.account_id = ${ctx.accountId}`, sql`a.kind = ${kind}`, ...onlyContactsIn(ctx, sql`a.contact_id`)];
  if (campaignIds) conditions.push(sql`a.campaign_id = any(${campaignIds}::bigint[])`);
  conditions.push(...instantInWindow(sql`a.occurred_at`, filterWindowOf(filter, ctx.clock)));
  if (filter.campaignProperty === 'senderId') {
    const senders = filter.propertyCompareValue ?? [];
    if (senders.length === 0) throw new BadRequestError(SegmentMessages.incompleteFilter);
    const fromSender = sql`(a.sender_id = any(${senders}::bigint[]))`;
    conditions.push(filter.propertyOperator === 'notEquals' ? not(fromSender) : fromSender);
  }
  if (kind === 'opened' && filter.hasAppleMPPOpen === false) conditions.push(sql`not a.is_apple_privacy_open`);
  const links = clickedLinks(filter);
  if (kind === 'clicked' && links.length > 0) conditions.push(sql`a.link = any(${links}::text[])`);
  return sql`select a.contact_id from email_activity a where ${and(conditions)}`;
};

/**
 * A campaign activity filter as a condition on `c`. The negative conditions are the exact complement of
 * the positive ones: "has not opened" is every contact without such an open, whether or not the
 * campaigns reached them (combine with wasSent for "sent but not opened").
 */
export const userActivityCondition = (filter: UserActivityFilter, ctx: EngineContext): Fragment => {
  const { kind, negated } = ACTIVITY_OF_CONDITION[filter.condition];
  const set = activitySet(kind, filter, ctx);
  return negated ? notInSet(set) : inSet(set);
};
