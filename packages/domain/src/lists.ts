import { LIST_NAME_MAX_LENGTH, ListMessages, type ListType } from '@sendwell/contracts';
import { foldCase } from './fold-case';

/** The list types that are segments. */
export const SEGMENT_LIST_TYPES: readonly ListType[] = ['dynamic', 'static', 'static-segment', 'dynamic-shopify', 'dynamic-hubspot'];

const SEGMENT_TYPES: ReadonlySet<ListType> = new Set(SEGMENT_LIST_TYPES);

/** Segments are defined by conditions; other lists are filled by imports, the API or a sync. */
export const isSegmentType = (type: ListType): boolean => SEGMENT_TYPES.has(type);

/** Lists kept in step with an integration: renaming here alone would stop contacts arriving. */
export const isIntegrationList = (type: ListType): boolean => type.endsWith('hubspot') || type.endsWith('shopify');

export const isStoreContactsList = (type: ListType): boolean => type === 'shopify';

/** Dynamic segments are recalculated; the static-segment type only has its count refreshed. */
export const refreshKindOf = (type: ListType): 'segment' | 'count' | null => {
  if (type === 'static-segment') return 'count';
  if (type === 'dynamic' || type === 'dynamic-shopify' || type === 'dynamic-hubspot') return 'segment';
  return null;
};

/** The list name rules of the spec; returns the message to show, or null when the name is fine. */
export const validateListName = (
  name: string,
  takenNames: Iterable<string> = [],
  maxLength: number = LIST_NAME_MAX_LENGTH,
): string | null => {
  const trimmed = name.trim();
  if (trimmed.length === 0) return ListMessages.nameEmpty;
  if (trimmed.length > maxLength) return `List / segment name cannot be more than ${maxLength} characters`;
  const key = normaliseListName(trimmed);
  for (const taken of takenNames) if (normaliseListName(taken) === key) return ListMessages.nameTaken;
  return null;
};

/** Two names clash when they match after trimming, with case folded in every language. */
export const normaliseListName = (name: string): string => foldCase(name.trim());

/** 'start-end of total', as the table's footer reads. */
export const paginationLabel = (page: number, pageSize: number, total: number): string => {
  if (total === 0) return '0-0 of 0';
  const start = (page - 1) * pageSize + 1;
  const end = Math.min(page * pageSize, total);
  return `${start}-${end} of ${total}`;
};

/** '1 contact', '2 contacts'. */
export const pluraliseContacts = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'contact' : 'contacts'}`;
