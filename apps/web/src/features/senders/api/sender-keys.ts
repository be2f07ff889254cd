/** Query keys of the senders feature; mutations invalidate through these. */
export const senderKeys = {
  all: ['senders'] as const,
  webhook: (senderId: number) => ['senders', 'webhook', senderId] as const,
  domains: ['senders', 'domains'] as const,
  domain: (domainId: number) => ['senders', 'domains', domainId] as const,
};
