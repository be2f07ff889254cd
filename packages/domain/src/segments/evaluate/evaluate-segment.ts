import type { SegmentAudience, SegmentFilter } from '@sendwell/contracts';
import { stripBulkCampaignRanges } from '../bulk-campaign-ranges';
import { clampSegmentDays } from '../clamp-days';
import { timezoneOffsetMinutes } from '../relative-dates';
import { engagementTest } from './engagement-metrics';
import { buildScope, type ContactTest, type EvaluationScope } from './evaluation-scope';
import { eventTest } from './event-occurrence';
import type { EvaluatedDefinition, SegmentDataset } from './segment-dataset';
import { storeV1Test } from './store-v1';
import { userActivityTest } from './user-activity';
import { userPropertyTest } from './user-property';
import { webFormTest } from './web-form';

/*
 * The in-memory segment evaluator: the meaning of a definition written as plain code over plain rows,
 * with no SQL. It is the reference the SQL engine is checked against (a property-based test compares
 * their answers on random data and definitions), so it favours being obviously right over being fast.
 */

export interface EvaluationOptions {
  /** The definition comes from the AI copilot: ranges on bulk campaigns' activity are dropped first. */
  aiSegment?: boolean;
  /** Only these contacts are evaluated (an incremental refresh after their activity changed). */
  contactIds?: readonly number[];
}

const filterTest = (filter: SegmentFilter, scope: EvaluationScope): ContactTest => {
  switch (filter.property) {
    case 'userProperty':
      return userPropertyTest(filter, scope);
    case 'userActivity':
      return userActivityTest(filter, scope);
    case 'engagementMetrics':
      return engagementTest(filter, scope);
    case 'customEvents':
    case 'userShopifyActivityV2':
      return eventTest(filter, scope);
    case 'userShopifyActivity':
      return storeV1Test(filter, scope);
    case 'externalForm':
      return webFormTest(filter, scope);
  }
};

/**
 * Who the segment starts from: members of any chosen list (every contact when none is chosen), kept
 * to unsubscribed and/or blocked contacts when those special choices are made, less members of
 * excluded lists and the excluded statuses.
 */
const audienceTest = (audience: SegmentAudience, dataset: SegmentDataset): ContactTest => {
  const listsOf = new Map<number, Set<number>>();
  for (const { listId, contactId } of dataset.listMembers) {
    const lists = listsOf.get(contactId) ?? new Set<number>();
    lists.add(listId);
    listsOf.set(contactId, lists);
  }
  const inAny = (contactId: number, listIds: readonly number[]) =>
    listIds.some((listId) => listsOf.get(contactId)?.has(listId) ?? false);
  return (contact) => {
    if (audience.recipientLists !== null && !inAny(contact.id, audience.recipientLists)) return false;
    if (audience.isUnsubscribed && audience.isBlocked) {
      if (!contact.isUnsubscribed && !contact.isBlocked) return false;
    } else if (audience.isUnsubscribed && !contact.isUnsubscribed) return false;
    else if (audience.isBlocked && !contact.isBlocked) return false;
    if (inAny(contact.id, audience.excludeRecipientList)) return false;
    if (audience.excludeIsUnsubscribed && contact.isUnsubscribed) return false;
    if (audience.excludeIsBlocked && contact.isBlocked) return false;
    return true;
  };
};

/**
 * The ids (ascending) of the live contacts a definition holds: archived contacts never; the audience;
 * then any OR group whose filters all pass (every contact of the audience when there are no
 * conditions). Throws `SegmentEvaluationError` where the engine refuses the definition.
 */
export const evaluateSegment = (
  definition: EvaluatedDefinition,
  dataset: SegmentDataset,
  options: EvaluationOptions = {},
): number[] => {
  const offsetMinutes = definition.timezone
    ? timezoneOffsetMinutes(definition.timezone.offset)
    : dataset.offsetMinutes;
  const scope = buildScope(dataset, { now: dataset.now, offsetMinutes, timezone: dataset.timezone });
  const campaignTypes = new Map(dataset.campaigns.map((campaign) => [campaign.id, campaign.campaignType]));
  const chosen = [...definition.segmentFilters];
  const groups = clampSegmentDays({
    segmentFilters: options.aiSegment
      ? stripBulkCampaignRanges(chosen, (id) => campaignTypes.get(id))
      : chosen,
  }).segmentFilters.filter((group) => group.filters.length > 0);
  const audience = audienceTest(definition, dataset);
  const tests = groups.map((group) => group.filters.map((filter) => filterTest(filter, scope)));
  const only = options.contactIds ? new Set(options.contactIds) : null;
  return dataset.contacts
    .filter(
      (contact) =>
        !contact.archived &&
        (only === null || only.has(contact.id)) &&
        audience(contact) &&
        (tests.length === 0 || tests.some((group) => group.every((test) => test(contact)))),
    )
    .map((contact) => contact.id)
    .sort((a, b) => a - b);
};
