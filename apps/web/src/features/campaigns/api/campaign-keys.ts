/** Query keys of the campaigns feature; mutations invalidate through these. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  tables: ['campaigns', 'table'] as const,
  one: (campaignId: number) => ['campaigns', 'one', campaignId] as const,
  report: (campaignId: number) => ['campaigns', 'report', campaignId] as const,
  progress: (campaignId: number) => ['campaigns', 'progress', campaignId] as const,
  /** The lists and segments an audience may hold. */
  audienceChoices: ['campaigns', 'audience-choices'] as const,
};

/** What the compose screen reads besides the campaign. */
export const composeKeys = {
  review: (campaignId: number) => ['campaigns', 'review', campaignId] as const,
  senders: ['campaigns', 'sender-choices'] as const,
  templates: ['campaigns', 'template-choices'] as const,
  emailTypes: ['campaigns', 'email-type-choices'] as const,
};
