import { useEffect, useState } from 'react';
import { App } from 'antd';
import { useSearchParams } from 'react-router';
import { EngagementSegmentType, SegmentServerMessages } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useEngagementDefinition } from '../api/get-engagement-definition';
import { timezoneOffsetAt } from './account-timezone';
import { startFromEngagement } from './wizard-starts';
import { prefilledWizardState, type WizardState } from './wizard-state';

/** The lists page's query parameter that opens the wizard for an engagement type (spec 1 §2.1). */
export const ENGAGEMENT_TYPE_PARAM = 'selectedSegmentTypeForContactEngagement';

/**
 * Opens the wizard pre-filled when the address names an engagement type, then takes the parameter out
 * of the address (keeping the table's own), so a reload or Back does not open it again.
 */
export const useEngagementEntry = (open: (state: WizardState) => void) => {
  const { notification } = App.useApp();
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(ENGAGEMENT_TYPE_PARAM);
  const [pending, setPending] = useState<EngagementSegmentType>();
  const definition = useEngagementDefinition(pending);

  useEffect(() => {
    if (requested === null) return;
    const parsed = EngagementSegmentType.safeParse(requested);
    if (parsed.success) setPending(parsed.data);
    else notification.error({ title: SegmentServerMessages.unknownEngagementType });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ENGAGEMENT_TYPE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, setSearchParams, notification]);

  const settings = user.accountAdminSettings;
  const { data, error } = definition;
  useEffect(() => {
    if (pending === undefined) return;
    if (error) {
      notification.error({ title: errorMessage(error) });
      setPending(undefined);
      return;
    }
    if (!data) return;
    const start = startFromEngagement(pending, data, {
      now: new Date(),
      offsetMinutes: timezoneOffsetAt(settings.timezone, new Date()),
      settings: settings.contactSegmentation,
    });
    open(prefilledWizardState('create', start));
    setPending(undefined);
  }, [pending, data, error, open, settings, notification]);
};
