/** Query keys of the senders feature; mutations invalidate through these. */
export const senderKeys = {
  all: ['senders'] as const,
  webhook: (senderId: number) => ['senders', 'webhook', senderId] as const,
};
