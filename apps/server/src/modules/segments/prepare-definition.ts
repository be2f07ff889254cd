import { ListMessages, type SegmentAudience, type SegmentFilterGroup, type SegmentTimezone } from '@sendwell/contracts';
import { stripBulkCampaignRanges, validateSegmentDefinition } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import type { EngineContext } from './engine/engine-context';
import { loadEngineContext } from './load-engine-context';
import { campaignsByIds, missingLists } from './segments.repository';

export interface DefinitionInput extends SegmentAudience {
  segmentFilters: SegmentFilterGroup[];
  timezone?: SegmentTimezone | undefined;
}

export interface PreparedDefinition<D extends DefinitionInput> {
  /** The definition as validated: day values clamped, and for AI segments bulk-campaign ranges removed. */
  definition: D;
  ctx: EngineContext;
}

const campaignIdsOf = (groups: readonly SegmentFilterGroup[]): number[] => [
  ...new Set(
    groups.flatMap((group) =>
      group.filters.flatMap((filter) => (filter.property === 'userActivity' ? filter.campaigns.filter((choice): choice is number => typeof choice === 'number') : [])),
    ),
  ),
];

/**
 * Checks a definition against the domain's rules with what the account knows (its properties, custom
 * events and campaigns) and loads what evaluating it needs. A broken rule is a 400 with the rule's
 * message; a list of another account is a 404, as if it did not exist.
 */
export const prepareDefinition = async <D extends DefinitionInput>(
  db: Db,
  accountId: string,
  input: D,
  options: { aiSegment?: boolean; now?: Date } = {},
): Promise<PreparedDefinition<D>> => {
  const [ctx, campaigns] = await Promise.all([
    loadEngineContext(db, accountId, { now: options.now, timezone: input.timezone }),
    campaignsByIds(db, accountId, campaignIdsOf(input.segmentFilters)),
  ]);
  const segmentFilters = options.aiSegment
    ? stripBulkCampaignRanges(input.segmentFilters, (id) => campaigns.get(id)?.campaignType)
    : input.segmentFilters;
  const result = validateSegmentDefinition(
    { ...input, segmentFilters },
    {
      propertyTypes: ctx.contactProperties,
      eventProperties: new Map([...ctx.eventProperties].map(([name, properties]) => [name, new Map(Object.entries(properties))])),
      campaigns,
      aiSegment: options.aiSegment ?? false,
      offsetMinutes: ctx.clock.offsetMinutes,
    },
  );
  if (!result.ok) throw new BadRequestError(result.message, { [result.path]: result.message });
  const missing = await missingLists(db, accountId, [...(input.recipientLists ?? []), ...input.excludeRecipientList]);
  if (missing.length > 0) throw new NotFoundError(ListMessages.listNotFound);
  return { definition: result.definition, ctx };
};
