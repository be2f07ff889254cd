import { SegmentMessages, type UserActivityFilter } from '@sendwell/contracts';
import { ACTIVITY_OF_CONDITION } from '../activity-conditions';
import { isWithin } from '../relative-dates';
import { filterWindowOf } from './day-windows';
import { SegmentEvaluationError } from './evaluation-error';
import type { ContactTest, EvaluationScope } from './evaluation-scope';
import type { DatasetEmailActivity } from './segment-dataset';

/** The chosen campaign ids, or null for every campaign ('all' and the any-in-the-last-N-days choices). */
const campaignIdsOf = (filter: UserActivityFilter): number[] | null => {
  if (filter.allCampaigns === true || filter.campaigns.some((choice) => typeof choice === 'string'))
    return null;
  const ids = filter.campaigns.filter((choice): choice is number => typeof choice === 'number');
  if (ids.length === 0) throw new SegmentEvaluationError(SegmentMessages.incompleteFilter);
  return ids;
};

const senderTest = (filter: UserActivityFilter): ((row: DatasetEmailActivity) => boolean) => {
  if (filter.campaignProperty !== 'senderId') return () => true;
  const senders = filter.propertyCompareValue ?? [];
  if (senders.length === 0) throw new SegmentEvaluationError(SegmentMessages.incompleteFilter);
  const fromSender = (row: DatasetEmailActivity) => row.senderId !== null && senders.includes(row.senderId);
  return filter.propertyOperator === 'notEquals' ? (row) => !fromSender(row) : fromSender;
};

/**
 * Campaign activity of one kind on the chosen campaigns, in the filter's window, from the chosen
 * senders (the sender recorded on the activity). Apple Mail privacy opens count unless
 * hasAppleMPPOpen is false; clicks narrow to the chosen links. The negative conditions are the exact
 * complement: "has not opened" is every contact without such an open, sent or not.
 */
export const userActivityTest = (filter: UserActivityFilter, scope: EvaluationScope): ContactTest => {
  const { kind, negated } = ACTIVITY_OF_CONDITION[filter.condition];
  const campaignIds = campaignIdsOf(filter);
  const window = filterWindowOf(filter, scope.clock);
  const fromSender = senderTest(filter);
  const links =
    kind === 'clicked'
      ? [
          ...(filter.linksClicked ?? []),
          ...(filter.secondaryFilter?.condition === 'linkClicked' ? filter.secondaryFilter.compareData : []),
        ]
      : [];
  const counts = (row: DatasetEmailActivity) =>
    row.kind === kind &&
    (campaignIds === null || campaignIds.includes(row.campaignId)) &&
    isWithin(row.occurredAt, window) &&
    fromSender(row) &&
    !(kind === 'opened' && filter.hasAppleMPPOpen === false && row.isApplePrivacyOpen) &&
    (links.length === 0 || (row.link !== null && links.includes(row.link)));
  const active = new Set(scope.dataset.emailActivity.filter(counts).map((row) => row.contactId));
  return negated ? (contact) => !active.has(contact.id) : (contact) => active.has(contact.id);
};
