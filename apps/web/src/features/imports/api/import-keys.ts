/** Query keys of the imports feature; mutations invalidate through these. */
export const importKeys = {
  all: ['imports'] as const,
  listChoices: (includeArchived: boolean) => ['imports', 'list-choices', { includeArchived }] as const,
  properties: ['imports', 'properties'] as const,
  mappingSuggestions: ['imports', 'mapping-suggestions'] as const,
};
