import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { canCreateSegment, validateAudienceStep, type Clock } from '@sendwell/domain';
import { useLiveSegmentCount } from '../api/count-segment';
import { useListChoices } from '../api/get-list-choices';
import { useSaveSegment } from '../api/save-segment';
import { useUpdateSegment } from '../api/update-segment';
import { segmentTimezone } from './account-timezone';
import { useValidationContext } from './use-validation-context';
import type { WizardAccess } from './use-wizard-access';
import { createRequestOf, liveCountRequestOf, updateRequestOf } from './wizard-payload';
import { wizardReducer, type WizardState } from './wizard-state';

/**
 * The wizard's state with everything derived from it: whether each step may go on, the live count
 * and the call that saves (creates, or updates the segment being edited). `onCreated` runs once the
 * server has accepted the segment; the wizard stays busy until what it returns has settled (a campaign's
 * quick segment is then added to its audience).
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
  const save = useSaveSegment();
  const update = useUpdateSegment();
  const [finishing, setFinishing] = useState(false);

  // A save that failed for an earlier definition says nothing about this one.
  const { reset: resetSave } = save;
  const { reset: resetUpdate } = update;
  useEffect(() => {
    resetSave();
    resetUpdate();
  }, [state.revision, state.step, resetSave, resetUpdate]);

  // The segment being edited may keep its own name.
  const ownName = state.editing?.name;
  const takenNames = useMemo(
    () => (names.data ?? []).map((choice) => choice.name).filter((name) => name !== ownName),
    [names.data, ownName],
  );
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
  const count = useLiveSegmentCount(
    state.step === 3 && audience.canProceed ? liveCountRequestOf(state, context, timezone()) : null,
  );

  const finish = async (segment: CreatedSegment) => {
    setFinishing(true);
    try {
      await onCreated(segment);
    } finally {
      setFinishing(false);
    }
  };

  const create = () => {
    if (!conditionsReady || !audience.canProceed) return;
    const { editing } = state;
    if (editing) {
      const body = updateRequestOf(state, timezone());
      if (body)
        update.mutate(
          { id: editing.id, body },
          { onSuccess: () => finish({ id: editing.id, name: body.name }) },
        );
      return;
    }
    const request = createRequestOf(state, timezone());
    if (request) save.mutate(request, { onSuccess: ({ id }) => finish({ id, name: request.name }) });
  };

  return {
    state,
    dispatch,
    clock,
    context,
    /** Step 2's name and exclusion problems, and whether it may go on. */
    audience,
    conditionsReady,
    /** The live count of the conditions filled in so far; null before the first answer. */
    count: count.count,
    counting: count.counting,
    countError: count.error,
    create,
    creating: save.isPending || update.isPending || finishing,
    createError: save.error ?? update.error,
  };
};

export type SegmentWizard = ReturnType<typeof useSegmentWizard>;
