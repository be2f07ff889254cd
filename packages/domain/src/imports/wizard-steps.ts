import type { CsvMappingEntry } from '@sendwell/contracts';
import { isMappingComplete } from './column-mapping';

/** Spec 2 §4.1: step 1's Next is disabled while any of these holds. */
export const isCsvStepOneDisabled = (state: {
  error: string | null | undefined;
  hasFile: boolean;
  isParsed: boolean;
  isNewList: boolean;
  listName: string;
  listId: number | null | undefined;
}): boolean =>
  Boolean(state.error) ||
  !state.hasFile ||
  !state.isParsed ||
  (state.isNewList ? state.listName.trim() === '' : !state.listId);

/** Spec 2 §4.1: step 2 is disabled while the mapping error is non-empty or a column has no mapping. */
export const isCsvStepTwoDisabled = (
  mappingError: string | null | undefined,
  mapping: readonly CsvMappingEntry[],
): boolean => Boolean(mappingError) || !isMappingComplete(mapping);
