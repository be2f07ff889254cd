import type { FilterKind } from '@sendwell/contracts';

/*
 * What an unfinished condition still needs, in words: the rules name the first empty field by its
 * path ('condition', 'occurrence.range'), and the builder shows this text under the condition.
 */

const CONDITION_TEXT: Partial<Record<FilterKind, string>> = {
  userProperty: 'Choose a property',
  userActivity: 'Choose an activity',
  engagementMetrics: 'Choose a metric',
};

const BY_FIELD: ReadonlyMap<string, string> = new Map([
  ['property', 'Choose a condition type'],
  ['campaigns', 'Choose a campaign'],
  ['eventName', 'Choose an event'],
  ['appName', 'Choose a form app'],
  ['range', 'Choose a time range'],
  ['hasOccurred', 'Choose whether it happened'],
  ['hasSubmitted', 'Choose whether it happened'],
  ['operator', 'Choose an operator'],
  ['propertyOperator', 'Choose an operator'],
  ['formOperator', 'Choose an operator'],
  ['tags', 'Choose a value'],
  ['propertyCompareValue', 'Choose a value'],
  ['formCompareValue', 'Choose a value'],
]);

/** The text for the first empty field of a condition of kind `kind` (null before a kind is chosen). */
export const missingFieldText = (kind: FilterKind | null, path: string): string => {
  const parts = path.split('.');
  const field = parts[parts.length - 1] ?? path;
  if (path === 'condition') return (kind && CONDITION_TEXT[kind]) ?? 'Choose a condition';
  if (field === 'condition') return 'Choose a condition';
  // A count of times under occurrence or submission; a store order filter's comparison.
  if ((parts[0] === 'occurrence' || parts[0] === 'submission') && field === 'compareValue') return 'Enter how many times';
  if (path === 'secondaryFilter.filter') return 'Choose an operator';
  if (parts.includes('rangeValue') || path === 'primaryFilter.filter') return 'Enter the days or dates';
  return BY_FIELD.get(field) ?? 'Enter a value';
};
