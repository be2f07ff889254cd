/** Query keys of the lists feature; mutations invalidate through these. */
export const listKeys = {
  all: ['lists'] as const,
  tables: ['lists', 'table'] as const,
  choices: ['lists', 'choices'] as const,
  ofList: (listId: number) => ['lists', 'one', listId] as const,
};
