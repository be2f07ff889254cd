import type { ListRecord } from '@sendwell/contracts';
import { isSegmentType, isStoreContactsList, refreshKindOf } from '@sendwell/domain';

/** Everything a row can ask the page to do. */
export type ListAction =
  | 'viewContacts'
  | 'refresh'
  | 'engagement'
  | 'campaigns'
  | 'sendCampaign'
  | 'rename'
  | 'export'
  | 'archive'
  | 'restore';

export type OnListAction = (action: ListAction, list: ListRecord) => void;

/** Dynamic segments (including store and CRM ones) are recalculated; spec §2.1 offers refresh only there. */
export const isDynamicList = (list: ListRecord): boolean => refreshKindOf(list.type) === 'segment';

/** Spec §2.1: never the store contacts list, and not while processing unless it is a segment. */
export const canArchive = (list: ListRecord): boolean =>
  !isStoreContactsList(list.type) && (!list.processing || isSegmentType(list.type));

export const ENGAGEMENT_REPORT_LABEL = 'Growth and Engagement Report';
export const ENGAGEMENT_LAST_30_DAYS_LABEL = 'View engagement in last 30 days';

/** Spec §2.1: non-dynamic lists read 'View engagement in last 30 days' while the growth flag is off. */
export const engagementLabel = (list: ListRecord, growthFlag: boolean): string =>
  !growthFlag && !isDynamicList(list) ? ENGAGEMENT_LAST_30_DAYS_LABEL : ENGAGEMENT_REPORT_LABEL;

/** Spec §8: the description under every failed action's notification. */
export const TRY_AGAIN = 'Please try again';
