/** Query keys of the segments feature; mutations invalidate through these. */
export const segmentKeys = {
  all: ['segments'] as const,
  listChoicesAll: ['segments', 'list-choices'] as const,
  listChoices: (includeArchived: boolean) => ['segments', 'list-choices', includeArchived] as const,
  definition: (listId: number) => ['segments', 'definition', listId] as const,
  engagementType: (name: string) => ['segments', 'engagement-type', name] as const,
  activity: (listId: number, activity: string, campaign: number | 'recent') =>
    ['segments', 'activity', listId, activity, campaign] as const,
  count: (definition: object | null) => ['segments', 'count', definition] as const,
  lookups: ['segments', 'lookups'] as const,
  lookup: (name: string, ...args: readonly (string | number)[]) =>
    ['segments', 'lookups', name, ...args] as const,
};
