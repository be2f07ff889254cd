import { useMemo } from 'react';
import type { SegmentPropertyType } from '@sendwell/contracts';
import { segmentPropertyTypes, type SegmentValidationContext } from '@sendwell/domain';
import { useCampaignOptions } from '../api/get-campaign-lookups';
import { useContactProperties } from '../api/get-contact-properties';
import { useCustomEvents } from '../api/get-event-lookups';

/**
 * What the condition rules may know about the account: property and event property types, and which
 * campaigns are archived (they need no range). Each part joins once its lookup has answered; until then
 * the rules simply check less.
 */
export const useValidationContext = (
  offsetMinutes: number,
  customEventsEnabled: boolean,
): SegmentValidationContext => {
  const properties = useContactProperties();
  const events = useCustomEvents(customEventsEnabled);
  const campaigns = useCampaignOptions();
  return useMemo(
    () => ({
      offsetMinutes,
      ...(properties.data && { propertyTypes: segmentPropertyTypes(properties.data) }),
      ...(events.data && {
        eventProperties: new Map(
          events.data.map((event) => [
            event.eventName,
            new Map<string, SegmentPropertyType>(Object.entries(event.eventProperties)),
          ]),
        ),
      }),
      ...(campaigns.data && {
        campaigns: new Map(campaigns.data.map((campaign) => [campaign.id, campaign])),
      }),
    }),
    [offsetMinutes, properties.data, events.data, campaigns.data],
  );
};
