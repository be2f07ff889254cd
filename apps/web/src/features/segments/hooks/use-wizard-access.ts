import { useMemo } from 'react';
import type { PrebuiltCardAccess, SegmentTypeSettings } from '@sendwell/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { useStoreVersion } from '../api/get-event-lookups';
import { timezoneOffsetAt } from './account-timezone';
import type { FilterKindAccess } from './filter-kinds';

export interface WizardAccess {
  kinds: FilterKindAccess;
  cards: PrebuiltCardAccess;
  segmentTypes: SegmentTypeSettings;
  /** The segment type radio is shown (segment-type choice flag). */
  segmentTypeChoice: boolean;
  /** The email blocked status attribute is offered (its flag). */
  emailBlockedStatus: boolean;
  /** The account's timezone (IANA name) and its offset now, in minutes. */
  timeZone: string;
  offsetMinutes: number;
}

/** What the account's flags, settings and store decide about the wizard (spec 1 §6). */
export const useWizardAccess = (): WizardAccess => {
  const user = useCurrentUser();
  const store = useStoreVersion();
  const storeVersion = store.data ?? null;
  const { flags, accountAdminSettings: settings } = user;
  return useMemo(
    () => ({
      kinds: {
        engagementMetrics: flags.engagementMetrics,
        webForms: flags.webFormSegmentation,
        customEvents: settings.clientEventsPerMonth > 0,
        storeVersion,
      },
      cards: {
        engagementMetrics: flags.engagementMetrics,
        shopifyV2Cards: flags.shopifyV2Cards,
        storeIntegrationVersion: storeVersion,
      },
      segmentTypes: settings.contactSegmentation,
      segmentTypeChoice: flags.segmentTypeChoice,
      emailBlockedStatus: flags.emailBlockedStatusAttribute,
      timeZone: settings.timezone,
      offsetMinutes: timezoneOffsetAt(settings.timezone, new Date()),
    }),
    [flags, settings, storeVersion],
  );
};
