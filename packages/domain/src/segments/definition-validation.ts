import {
  SEGMENT_MAX_OR_GROUPS,
  SEGMENT_SELECTION_LIMIT,
  SegmentMessages,
  type SegmentAudience,
  type SegmentFilterGroup,
  type SegmentFilterGroupDraft,
  type SegmentTimezone,
} from '@sendwell/contracts';
import { validateListName } from '../lists';
import { clampSegmentDays } from './clamp-days';
import { filterErrors, type SegmentValidationContext } from './filter-validation';
import { timezoneOffsetMinutes } from './relative-dates';

/** The parts of a definition the rules read; the stored definition, count and creation payloads all have them. */
export type ValidatableDefinition = Partial<SegmentAudience> & {
  recipientLists: SegmentAudience['recipientLists'];
  segmentFilters: SegmentFilterGroupDraft[];
  timezone?: SegmentTimezone | undefined;
};

export type SegmentValidationResult<D> =
  | { ok: true; definition: D }
  /** `path` is dotted from the definition's root, e.g. 'segmentFilters.0.filters.1.occurrence.compareValue'. */
  | { ok: false; message: string; path: string };

/** At most 20 OR groups: the OR button is disabled with the tooltip once the last is added. */
export const canAddOrGroup = (groups: readonly unknown[]): boolean => groups.length < SEGMENT_MAX_OR_GROUPS;

/** The OR button's tooltip, or null while another group may be added. */
export const orGroupLimitTooltip = (groups: readonly unknown[]): string | null =>
  canAddOrGroup(groups) ? null : SegmentMessages.maxGroups;

const audienceError = (
  definition: ValidatableDefinition,
  limit: number,
): { message: string; path: string } | null => {
  const lists = definition.recipientLists;
  // An empty list choice holds nobody; the special choices travel as null, never as [].
  if (lists !== null && lists.length === 0)
    return { message: SegmentMessages.belongsToEmpty, path: 'recipientLists' };
  if (lists !== null && lists.length > limit)
    return { message: SegmentMessages.maxItems(limit), path: 'recipientLists' };
  if ((definition.excludeRecipientList?.length ?? 0) > limit)
    return { message: SegmentMessages.maxItems(limit), path: 'excludeRecipientList' };
  return null;
};

const filtersError = (
  groups: readonly SegmentFilterGroupDraft[],
  context: SegmentValidationContext,
): { message: string; path: string } | null => {
  if (groups.length > SEGMENT_MAX_OR_GROUPS)
    return { message: SegmentMessages.maxGroups, path: 'segmentFilters' };
  for (const [groupIndex, group] of groups.entries()) {
    if (group.filters.length === 0)
      return { message: SegmentMessages.emptyGroup, path: `segmentFilters.${groupIndex}.filters` };
    for (const [filterIndex, filter] of group.filters.entries()) {
      const [first] = filterErrors(filter, context);
      if (first)
        return {
          message: first.message,
          path: `segmentFilters.${groupIndex}.filters.${filterIndex}.${first.path}`,
        };
    }
  }
  return null;
};

/**
 * Every rule of a segment definition, first failure first. The server refuses a definition that
 * fails with 400 and `message`; on success the definition comes back with day values clamped to
 * 9999, ready to store and evaluate. A definition without conditions is valid: it holds every
 * contact of its lists.
 */
export function validateSegmentDefinition<
  D extends ValidatableDefinition & { segmentFilters: SegmentFilterGroup[] },
>(definition: D, context?: SegmentValidationContext): SegmentValidationResult<D>;
export function validateSegmentDefinition<D extends ValidatableDefinition>(
  definition: D,
  context?: SegmentValidationContext,
): SegmentValidationResult<D>;
export function validateSegmentDefinition(
  definition: ValidatableDefinition,
  context: SegmentValidationContext = {},
): SegmentValidationResult<ValidatableDefinition> {
  const withOffset: SegmentValidationContext = {
    ...context,
    offsetMinutes: context.offsetMinutes ?? timezoneOffsetMinutes(definition.timezone?.offset),
  };
  const failure =
    audienceError(definition, SEGMENT_SELECTION_LIMIT) ?? filtersError(definition.segmentFilters, withOffset);
  if (failure) return { ok: false, ...failure };
  return { ok: true, definition: clampSegmentDays(definition) };
}

/** A creation payload: the name rules of lists (taken names compared trimmed, ignoring case), then the definition. */
export const validateSegmentCreation = <D extends ValidatableDefinition & { name: string }>(
  request: D,
  context: SegmentValidationContext & { takenNames?: Iterable<string>; nameMaxLength?: number } = {},
): SegmentValidationResult<D> => {
  const nameError = validateListName(request.name, context.takenNames ?? [], context.nameMaxLength);
  if (nameError) return { ok: false, message: nameError, path: 'name' };
  return validateSegmentDefinition(request, context);
};

/** Step 3 of the wizard: 'Create Segment' is enabled only when every group has conditions and each is complete. */
export const canCreateSegment = (
  groups: readonly SegmentFilterGroupDraft[],
  context: SegmentValidationContext = {},
): boolean => groups.length > 0 && filtersError(groups, context) === null;
