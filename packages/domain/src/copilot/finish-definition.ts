import type { SegmentDefinition, SegmentPropertyType } from '@sendwell/contracts';
import { validateSegmentDefinition } from '../segments/definition-validation';
import { describeSegment } from '../segments/describe-segment';
import { formatTimezoneOffset } from '../segments/relative-dates';
import type { CopilotVocabulary } from './vocabulary';

export type FinishedDefinition =
  { ok: true; definition: SegmentDefinition; description: string } | { ok: false; message: string };

/**
 * A copilot definition made ready to show and save: the account's timezone, list names and the store
 * flag filled in from the account's own vocabulary, checked by the segment rules as an AI segment, and
 * described in plain words.
 */
export const finishCopilotDefinition = (
  definition: SegmentDefinition,
  vocabulary: CopilotVocabulary,
  zone: {
    timezone: string;
    offsetMinutes: number;
    /** Also refuse contact properties and event properties the account does not have. */
    checkNames?: boolean;
  },
): FinishedDefinition => {
  const listNames = new Map(vocabulary.lists.map((list) => [list.id, list.name]));
  const namesOf = (ids: readonly number[]) => ids.map((id) => listNames.get(id) ?? String(id));
  const complete: SegmentDefinition = {
    ...definition,
    timezone: { label: zone.timezone, offset: formatTimezoneOffset(zone.offsetMinutes) },
  };
  delete complete.recipientListNames;
  delete complete.excludeRecipientListNames;
  delete complete.shopifyFilter;
  if (complete.recipientLists && complete.recipientLists.length > 0)
    complete.recipientListNames = namesOf(complete.recipientLists);
  if (complete.excludeRecipientList.length > 0)
    complete.excludeRecipientListNames = namesOf(complete.excludeRecipientList);
  if (
    complete.segmentFilters.some((group) =>
      group.filters.some((filter) => filter.property === 'userShopifyActivityV2'),
    )
  )
    complete.shopifyFilter = true;
  const validated = validateSegmentDefinition(complete, {
    aiSegment: true,
    campaigns: new Map(
      vocabulary.campaigns.map((campaign) => [
        campaign.id,
        { isArchived: false, campaignType: campaign.campaignType },
      ]),
    ),
    offsetMinutes: zone.offsetMinutes,
    ...(zone.checkNames
      ? {
          propertyTypes: new Map<string, SegmentPropertyType>(
            vocabulary.properties.map((property) => [property.key, property.type]),
          ),
          eventProperties: new Map(
            vocabulary.events
              .filter((event) => event.source === 'custom')
              .map((event) => [
                event.name,
                new Map(event.properties.map((property) => [property.key, property.type])),
              ]),
          ),
        }
      : {}),
  });
  if (!validated.ok) return { ok: false, message: validated.message };
  const description = describeSegment(validated.definition, {
    lists: listNames,
    campaigns: new Map(vocabulary.campaigns.map((campaign) => [campaign.id, campaign.name])),
    senders: new Map(vocabulary.senders.map((sender) => [sender.id, sender.email])),
    forms: new Map(vocabulary.forms.map((form) => [form.id, form.name])),
    offsetMinutes: zone.offsetMinutes,
  });
  return { ok: true, definition: validated.definition, description };
};
