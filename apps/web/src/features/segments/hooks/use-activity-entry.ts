import { useCallback } from 'react';
import {
  SegmentServerMessages,
  type DefinitionForActivityQuery,
  type SegmentStartingPoint,
} from '@sendwell/contracts';
import { ACTIVITY_SEGMENT_PARAMS, readActivitySegment } from '../../../lib/activity-segment';
import { useCurrentUser } from '../../../lib/current-user';
import { getActivityDefinitionQueryOptions } from '../api/get-activity-definition';
import { useAddressEntry, type AddressEntry } from './use-address-entry';
import { startFromActivity } from './wizard-starts';
import { prefilledWizardState, type WizardState } from './wizard-state';

const activityEntry: AddressEntry<DefinitionForActivityQuery, SegmentStartingPoint> = {
  params: ACTIVITY_SEGMENT_PARAMS,
  read: (params) => {
    const request = readActivitySegment(params);
    return request ? { request } : { problem: SegmentServerMessages.unknownActivity };
  },
  fetch: (client, query) => client.fetchQuery(getActivityDefinitionQueryOptions(query)),
};

/**
 * Opens the wizard at step 2 with the contacts of a list behind an activity record (who opened or clicked
 * a campaign, or any campaign lately), when the lists page's address names one.
 */
export const useActivityEntry = (open: (state: WizardState) => void) => {
  const settings = useCurrentUser().accountAdminSettings.contactSegmentation;
  const start = useCallback(
    (_query: DefinitionForActivityQuery, answer: SegmentStartingPoint) =>
      prefilledWizardState('create', startFromActivity(answer, settings)),
    [settings],
  );
  useAddressEntry(activityEntry, start, open);
};
