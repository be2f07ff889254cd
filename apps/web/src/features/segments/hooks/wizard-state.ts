import type {
  BelongsToChoice,
  ExcludeChoice,
  SegmentAudience,
  SegmentFilterDraft,
  SegmentFilterGroupDraft,
  SegmentType,
} from '@sendwell/contracts';
import {
  canAddOrGroup,
  choicesFromAudience,
  selectBelongsTo,
  selectExclude,
  type PrebuiltSegmentId,
  type SegmentWizardMode,
  type SegmentWizardStep,
} from '@sendwell/domain';

/*
 * The segment creation wizard as one pure reducer (spec 1 §2.2, §4 "Wizard" and "Exclusivity"), so every
 * transition can be tested without a browser. The filter-field rules live in @sendwell/domain; the
 * editors apply them and hand the reducer the filter that results.
 */

export interface WizardState {
  mode: SegmentWizardMode;
  step: SegmentWizardStep;
  /** The prebuilt card the wizard was filled from; going back resets it. */
  prebuiltId: PrebuiltSegmentId | null;
  name: string;
  /** The name has lost focus once: only then is its problem shown (spec §5, checked on blur). */
  nameTouched: boolean;
  belongsTo: BelongsToChoice[];
  /** The 'Exclude contacts' panel is open. */
  excludeOpen: boolean;
  exclude: ExcludeChoice[];
  segmentType: SegmentType;
  groups: SegmentFilterGroupDraft[];
  /** Bumped on every change of who belongs or of a condition, so problems of an older definition are cleared. */
  revision: number;
  /** The saved segment being edited (mode 'edit'): its own name is not taken. */
  editing: { id: number; name: string } | null;
}

/** What a wizard opened from a saved or prebuilt definition starts with. */
export interface WizardStart {
  name: string;
  audience: Partial<SegmentAudience> & Pick<SegmentAudience, 'recipientLists'>;
  groups: SegmentFilterGroupDraft[];
  segmentType: SegmentType;
}

export type WizardAction =
  | { type: 'startFromScratch' }
  | { type: 'choosePrebuilt'; id: PrebuiltSegmentId; start: WizardStart }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'setName'; name: string }
  | { type: 'touchName' }
  | { type: 'setBelongsTo'; next: BelongsToChoice[] }
  | { type: 'openExclude' }
  | { type: 'closeExclude' }
  | { type: 'setExclude'; next: ExcludeChoice[] }
  | { type: 'setSegmentType'; segmentType: SegmentType }
  | { type: 'addOrGroup' }
  | { type: 'removeGroup'; group: number }
  | { type: 'addAndFilter'; group: number }
  | { type: 'removeFilter'; group: number; filter: number }
  | { type: 'setFilter'; group: number; filter: number; value: SegmentFilterDraft };

const emptyFilter = (): SegmentFilterDraft => ({ property: null });
export const emptyGroup = (): SegmentFilterGroupDraft => ({ filters: [emptyFilter()] });

/** A wizard at step 1 with nothing chosen. */
export const initialWizardState = (mode: SegmentWizardMode, segmentType: SegmentType): WizardState => ({
  mode,
  step: 1,
  prebuiltId: null,
  name: '',
  nameTouched: false,
  belongsTo: [],
  excludeOpen: false,
  exclude: [],
  segmentType,
  groups: [],
  revision: 0,
  editing: null,
});

const filled = (state: WizardState, start: WizardStart): WizardState => {
  const { belongsTo, exclude } = choicesFromAudience(start.audience);
  return {
    ...state,
    name: start.name,
    nameTouched: false,
    belongsTo,
    exclude,
    excludeOpen: exclude.length > 0,
    segmentType: start.segmentType,
    groups: start.groups.length > 0 ? start.groups : [emptyGroup()],
    revision: state.revision + 1,
  };
};

/** A wizard opened pre-filled (duplicate, engagement type), at the step given. */
export const prefilledWizardState = (
  mode: SegmentWizardMode,
  start: WizardStart,
  step: SegmentWizardStep = 2,
): WizardState => ({ ...filled(initialWizardState(mode, start.segmentType), start), step });

/** A saved dynamic segment's definition, opened at step 3 to edit its conditions. */
export const editWizardState = (segment: { id: number; name: string }, start: WizardStart): WizardState => ({
  ...prefilledWizardState('edit', start, 3),
  editing: { id: segment.id, name: segment.name },
});

/** A change to who belongs or to a condition. */
const changed = (state: WizardState, changes: Partial<WizardState>): WizardState => ({
  ...state,
  ...changes,
  revision: state.revision + 1,
});

const replaceAt = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((current, position) => (position === index ? item : current));

const updateGroup = (
  state: WizardState,
  index: number,
  update: (group: SegmentFilterGroupDraft) => SegmentFilterGroupDraft | null,
): WizardState => {
  const group = state.groups[index];
  if (!group) return state;
  const next = update(group);
  const groups =
    next === null
      ? state.groups.filter((_, position) => position !== index)
      : replaceAt(state.groups, index, next);
  // The conditions step always shows at least one group to fill in.
  return changed(state, { groups: groups.length > 0 ? groups : [emptyGroup()] });
};

export const wizardReducer = (state: WizardState, action: WizardAction): WizardState => {
  switch (action.type) {
    case 'startFromScratch':
      return { ...state, step: 2, prebuiltId: null };
    case 'choosePrebuilt':
      return { ...filled(state, action.start), step: 2, prebuiltId: action.id };
    case 'next':
      if (state.step === 1) return { ...state, step: 2 };
      return {
        ...state,
        step: 3,
        groups: state.groups.length > 0 ? state.groups : [emptyGroup()],
      };
    case 'back':
      if (state.step === 3) return { ...state, step: 2, prebuiltId: null };
      // An edit's step 2 has no step before it: the dialog closes instead.
      if (state.step === 2 && state.mode === 'edit') return state;
      if (state.step === 2) {
        // A new segment (a quick one too) starts over from the cards; a duplicate keeps what it was copied from.
        return state.mode !== 'duplicate'
          ? { ...initialWizardState(state.mode, state.segmentType), revision: state.revision + 1 }
          : { ...state, step: 1, prebuiltId: null };
      }
      return state;
    case 'setName':
      return { ...state, name: action.name };
    case 'touchName':
      return { ...state, nameTouched: true };
    case 'setBelongsTo':
      return changed(state, { belongsTo: selectBelongsTo(state.belongsTo, action.next) });
    case 'openExclude':
      return { ...state, excludeOpen: true };
    case 'closeExclude':
      return changed(state, { excludeOpen: false, exclude: [] });
    case 'setExclude':
      return changed(state, { exclude: selectExclude(state.exclude, action.next) });
    case 'setSegmentType':
      return { ...state, segmentType: action.segmentType };
    case 'addOrGroup':
      return canAddOrGroup(state.groups)
        ? changed(state, { groups: [...state.groups, emptyGroup()] })
        : state;
    case 'removeGroup':
      return updateGroup(state, action.group, () => null);
    case 'addAndFilter':
      return updateGroup(state, action.group, (group) => ({ filters: [...group.filters, emptyFilter()] }));
    case 'removeFilter':
      return updateGroup(state, action.group, (group) => {
        const filters = group.filters.filter((_, position) => position !== action.filter);
        return filters.length > 0 ? { filters } : null;
      });
    case 'setFilter':
      return updateGroup(state, action.group, (group) => ({
        filters: replaceAt(group.filters, action.filter, action.value),
      }));
  }
};
