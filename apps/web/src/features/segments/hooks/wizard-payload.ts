import {
  SegmentFilterGroups,
  type SegmentCountRequest,
  type SegmentCreateRequest,
  type SegmentTimezone,
  type SegmentUpdateRequest,
} from '@sendwell/contracts';
import { audienceFromChoices, isFilterComplete, type SegmentValidationContext } from '@sendwell/domain';
import type { WizardState } from './wizard-state';

/**
 * The conditions as the server takes them, or null while any is unfinished. The strict schema both
 * narrows the drafts' types and drops nothing the rules have not already checked.
 */
export const strictGroups = (state: Pick<WizardState, 'groups'>): SegmentFilterGroups | null => {
  const parsed = SegmentFilterGroups.safeParse(state.groups);
  return parsed.success ? parsed.data : null;
};

/** POST contacts_v2/getCount for the definition on screen. */
export const countRequestOf = (
  state: Pick<WizardState, 'groups' | 'belongsTo' | 'exclude'>,
  timezone: SegmentTimezone,
): SegmentCountRequest | null => {
  const segmentFilters = strictGroups(state);
  if (!segmentFilters) return null;
  return { ...audienceFromChoices(state.belongsTo, state.exclude), segmentFilters, timezone };
};

/** POST contacts_v2/saveToList for the segment on screen. */
export const createRequestOf = (
  state: WizardState,
  timezone: SegmentTimezone,
): SegmentCreateRequest | null => {
  const count = countRequestOf(state, timezone);
  if (!count) return null;
  return { ...count, name: state.name.trim(), segmentType: state.segmentType, source: 'manual' };
};

/**
 * What the live count asks for while the marketer edits: the conditions filled in so far, the
 * unfinished ones left out (a group with none left drops out). Null while nobody is chosen to start from.
 */
export const liveCountRequestOf = (
  state: Pick<WizardState, 'groups' | 'belongsTo' | 'exclude'>,
  context: SegmentValidationContext,
  timezone: SegmentTimezone,
): SegmentCountRequest | null => {
  if (state.belongsTo.length === 0) return null;
  const groups = state.groups
    .map((group) => ({ filters: group.filters.filter((filter) => isFilterComplete(filter, context)) }))
    .filter((group) => group.filters.length > 0);
  return countRequestOf({ ...state, groups }, timezone);
};

/** PUT segments/:id/definition for the segment being edited. */
export const updateRequestOf = (
  state: WizardState,
  timezone: SegmentTimezone,
): SegmentUpdateRequest | null => {
  const count = countRequestOf(state, timezone);
  return count && { ...count, name: state.name.trim() };
};
