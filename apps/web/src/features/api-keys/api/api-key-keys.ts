/** Query keys of the API keys feature; mutations invalidate through these. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
};
