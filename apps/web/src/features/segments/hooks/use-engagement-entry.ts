import { useCallback } from 'react';
import {
  ENGAGEMENT_SEGMENT_TYPES,
  SegmentServerMessages,
  type EngagementSegmentStartingPoint,
  type EngagementSegmentType,
} from '@sendwell/contracts';
import { oneOf } from '../../../lib/address-params';
import { useCurrentUser } from '../../../lib/current-user';
import { getEngagementDefinitionQueryOptions } from '../api/get-engagement-definition';
import { timezoneOffsetAt } from './account-timezone';
import { useAddressEntry, type AddressEntry } from './use-address-entry';
import { startFromEngagement } from './wizard-starts';
import { prefilledWizardState, type WizardState } from './wizard-state';

/** The lists page's query parameter that opens the wizard for an engagement type (spec 1 §2.1). */
export const ENGAGEMENT_TYPE_PARAM = 'selectedSegmentTypeForContactEngagement';

const engagementEntry: AddressEntry<EngagementSegmentType, EngagementSegmentStartingPoint> = {
  params: [ENGAGEMENT_TYPE_PARAM],
  read: (params) => {
    const type = oneOf(ENGAGEMENT_SEGMENT_TYPES, params.get(ENGAGEMENT_TYPE_PARAM));
    return type ? { request: type } : { problem: SegmentServerMessages.unknownEngagementType };
  },
  fetch: (client, name) => client.fetchQuery(getEngagementDefinitionQueryOptions(name)),
};

/** Opens the wizard at step 2, filled like the engagement type's card, when the address names one. */
export const useEngagementEntry = (open: (state: WizardState) => void) => {
  const settings = useCurrentUser().accountAdminSettings;
  const start = useCallback(
    (name: EngagementSegmentType, answer: EngagementSegmentStartingPoint) => {
      const now = new Date();
      return prefilledWizardState(
        'create',
        startFromEngagement(name, answer, {
          now,
          offsetMinutes: timezoneOffsetAt(settings.timezone, now),
          settings: settings.contactSegmentation,
        }),
      );
    },
    [settings],
  );
  useAddressEntry(engagementEntry, start, open);
};
