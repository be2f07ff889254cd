import type { PersonalParam } from '@sendwell/contracts';

/** Properties every account has; their keys are fixed and imports map onto them. */
export const SYSTEM_PROPERTIES: readonly PersonalParam[] = [
  { key: 'firstName', type: 'string', sourceType: 'system', isReadOnly: false },
  { key: 'lastName', type: 'string', sourceType: 'system', isReadOnly: false },
  { key: 'phone', type: 'string', sourceType: 'system', isReadOnly: false },
  { key: 'company', type: 'string', sourceType: 'system', isReadOnly: false },
  { key: 'city', type: 'string', sourceType: 'system', isReadOnly: false },
  { key: 'country', type: 'string', sourceType: 'system', isReadOnly: false },
  { key: 'timezone', type: 'string', sourceType: 'system', isReadOnly: false },
];

/** System properties first, then the account's own in the order they were created; a key appears once. */
export const mergePropertyRegistry = (custom: readonly PersonalParam[]): PersonalParam[] => {
  const seen = new Set(SYSTEM_PROPERTIES.map((property) => property.key));
  return [...SYSTEM_PROPERTIES, ...custom.filter((property) => !seen.has(property.key) && seen.add(property.key))];
};
