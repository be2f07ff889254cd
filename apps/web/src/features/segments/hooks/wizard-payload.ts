import {
  SegmentFilterGroups,
  type SegmentCountRequest,
  type SegmentCreateRequest,
  type SegmentTimezone,
} from '@sendwell/contracts';
import { audienceFromChoices } from '@sendwell/domain';
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
