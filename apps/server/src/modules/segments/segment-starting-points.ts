import {
  ENGAGEMENT_WINDOW_DAYS,
  ListMessages,
  SegmentLookupMessages,
  type DefinitionForActivityQuery,
  type EngagementSegmentStartingPoint,
  type EngagementSegmentType,
  type SegmentStartingPoint,
  type UserActivityFilter,
} from '@sendwell/contracts';
import { prebuiltSegmentDefinition, resolveAccountSettings } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { findAccount } from '../accounts/accounts.repository';
import { zoneOffsetMinutes } from './engine/segment-clock';
import { findCampaign } from './segment-lookups.repository';
import { missingLists } from './segments.repository';

/**
 * The contacts of a list behind an activity record: one campaign's activity at any time, or every
 * campaign's in the last 30 days (the window of the list's engagement view).
 */
export const definitionForActivity = async (db: Db, accountId: string, query: DefinitionForActivityQuery): Promise<SegmentStartingPoint> => {
  if ((await missingLists(db, accountId, [query.recipientListId])).length > 0) throw new NotFoundError(ListMessages.listNotFound);
  if (query.campaignId !== undefined && !(await findCampaign(db, accountId, query.campaignId))) throw new NotFoundError(SegmentLookupMessages.campaignNotFound);
  const filter: UserActivityFilter =
    query.campaignId === undefined
      ? { property: 'userActivity', condition: query.forActivity, campaigns: ['all'], allCampaigns: true, range: 'last', rangeValue: { endValue: ENGAGEMENT_WINDOW_DAYS } }
      : { property: 'userActivity', condition: query.forActivity, campaigns: [query.campaignId], range: 'overAll' };
  return { recipientLists: [query.recipientListId], excludeRecipientList: [], segmentFilters: [{ filters: [filter] }] };
};

/** The definition of a prebuilt card, as the lists page opens the wizard with it. */
export const definitionByEngagementType = async (db: Db, accountId: string, name: EngagementSegmentType): Promise<EngagementSegmentStartingPoint> => {
  const now = new Date();
  const timezone = resolveAccountSettings((await findAccount(db, accountId))?.settings ?? {}).timezone;
  const prebuilt = prebuiltSegmentDefinition(name, { now, offsetMinutes: zoneOffsetMinutes(timezone, now) });
  return {
    recipientLists: prebuilt.recipientLists,
    excludeRecipientList: prebuilt.excludeRecipientList,
    segmentFilters: prebuilt.segmentFilters,
    excludeIsUnsubscribed: prebuilt.excludeIsUnsubscribed,
    excludeIsBlocked: prebuilt.excludeIsBlocked,
  };
};
