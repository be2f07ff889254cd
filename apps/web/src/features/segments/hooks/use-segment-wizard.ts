import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { canCreateSegment, validateAudienceStep, type Clock } from '@sendwell/domain';
import { useCountSegment } from '../api/count-segment';
import { useListChoices } from '../api/get-list-choices';
import { useSaveSegment } from '../api/save-segment';
import { segmentTimezone } from './account-timezone';
import { useValidationContext } from './use-validation-context';
import type { WizardAccess } from './use-wizard-access';
import { countRequestOf, createRequestOf } from './wizard-payload';
import { wizardReducer, type WizardState } from './wizard-state';

/**
 * The wizard's state with everything derived from it: whether each step may go on, the preview count
 * and the creation call. `onCreated` runs once the server has accepted the segment; the wizard stays busy
 * until what it returns has settled (a campaign's quick segment is then added to its audience).
 */
export interface CreatedSegment {
  id: number;
  name: string;
}

export const useSegmentWizard = (
  initial: WizardState,
  access: WizardAccess,
  onCreated: (segment: CreatedSegment) => Promise<void> | void,
) => {
  const [state, dispatch] = useReducer(wizardReducer, initial);
  const names = useListChoices(true);
  const context = useValidationContext(access.offsetMinutes, access.kinds.customEvents);
  const count = useCountSegment();
  const save = useSaveSegment();
  const [finishing, setFinishing] = useState(false);

  // A count or save that failed for an earlier definition says nothing about this one.
  const { reset: resetCount } = count;
  const { reset: resetSave } = save;
  useEffect(() => {
    resetCount();
    resetSave();
  }, [state.revision, state.step, resetCount, resetSave]);

  const takenNames = useMemo(() => (names.data ?? []).map((choice) => choice.name), [names.data]);
  const audience = validateAudienceStep({
    name: state.name,
    takenNames,
    belongsTo: state.belongsTo,
    excludeOpen: state.excludeOpen,
    exclude: state.exclude,
  });
  const conditionsReady = canCreateSegment(state.groups, context);

  // Asked for at the moment of use, so a wizard left open over midnight still counts today's days.
  const clock = useCallback(
    (): Clock => ({ now: new Date(), offsetMinutes: access.offsetMinutes }),
    [access.offsetMinutes],
  );
  const timezone = () => segmentTimezone(access.timeZone, new Date());

  const preview = () => {
    const request = conditionsReady ? countRequestOf(state, timezone()) : null;
    if (!request) return;
    const { revision } = state;
    count.mutate(request, {
      onSuccess: (answer) => dispatch({ type: 'counted', revision, count: answer.contactsCount }),
    });
  };

  const create = () => {
    const request = conditionsReady && audience.canProceed ? createRequestOf(state, timezone()) : null;
    if (!request) return;
    save.mutate(request, {
      onSuccess: async ({ id }) => {
        setFinishing(true);
        try {
          await onCreated({ id, name: request.name });
        } finally {
          setFinishing(false);
        }
      },
    });
  };

  return {
    state,
    dispatch,
    clock,
    context,
    /** Step 2's name and exclusion problems, and whether it may go on. */
    audience,
    conditionsReady,
    preview,
    counting: count.isPending,
    countError: count.error,
    create,
    creating: save.isPending || finishing,
    createError: save.error,
  };
};

export type SegmentWizard = ReturnType<typeof useSegmentWizard>;
