import type { SegmentDefinition, SegmentFilterGroup } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { DefinitionInput } from './prepare-definition';
import { listNames } from './segments.repository';

const usesStore = (groups: readonly SegmentFilterGroup[]): boolean =>
  groups.some((group) => group.filters.some((filter) => filter.property === 'userShopifyActivity' || filter.property === 'userShopifyActivityV2'));

/** A checked definition as a segment keeps it: with the names its lists have now, for display. */
export const definitionToStore = async (
  db: Db,
  accountId: string,
  definition: DefinitionInput & Pick<SegmentDefinition, 'messageId' | 'version' | 'segmentFiltersUpdated'>,
): Promise<SegmentDefinition> => {
  const names = await listNames(db, accountId, [...(definition.recipientLists ?? []), ...definition.excludeRecipientList]);
  return {
    recipientLists: definition.recipientLists,
    excludeRecipientList: definition.excludeRecipientList,
    isUnsubscribed: definition.isUnsubscribed,
    isBlocked: definition.isBlocked,
    excludeIsUnsubscribed: definition.excludeIsUnsubscribed,
    excludeIsBlocked: definition.excludeIsBlocked,
    segmentFilters: definition.segmentFilters,
    ...(definition.timezone ? { timezone: definition.timezone } : {}),
    recipientListNames: (definition.recipientLists ?? []).map((id) => names.get(id) ?? ''),
    excludeRecipientListNames: definition.excludeRecipientList.map((id) => names.get(id) ?? ''),
    shopifyFilter: usesStore(definition.segmentFilters),
    ...(definition.segmentFiltersUpdated ? { segmentFiltersUpdated: true } : {}),
    ...(definition.messageId !== undefined ? { messageId: definition.messageId } : {}),
    ...(definition.version !== undefined ? { version: definition.version } : {}),
  };
};
