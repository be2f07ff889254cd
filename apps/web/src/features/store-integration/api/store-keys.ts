/** Query keys of the store integration feature; mutations invalidate through these. */
export const storeKeys = {
  all: ['store-integration'] as const,
  connection: ['store-integration', 'connection'] as const,
  events: ['store-integration', 'events'] as const,
};
