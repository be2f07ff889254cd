import { describe, expect, it } from 'vitest';
import { INTEGRATIONS, integrationIncluded } from './integrations';
import { PLANS } from './plans';

describe('integrations by plan', () => {
  it.each(PLANS.map((plan) => [plan.id, plan.integrations] as const))(
    '%s includes as many integrations as the plan says (spec 3 §9)',
    (planId, count) => {
      expect(INTEGRATIONS.filter((integration) => integrationIncluded(integration, planId))).toHaveLength(
        count,
      );
    },
  );

  it('leaves the free plans the free integrations alone, the store among them', () => {
    const free = INTEGRATIONS.filter((integration) => integrationIncluded(integration, null));
    expect(free.map((integration) => integration.key)).toEqual(['shopify', 'zapier', 'google-sheets']);
  });

  it('puts the meeting services in Pro and HubSpot in Max, as their AMP widgets are', () => {
    const tierOf = (key: string) => INTEGRATIONS.find((integration) => integration.key === key)?.tier;
    expect([tierOf('zoom'), tierOf('google-calendar'), tierOf('hubspot')]).toEqual(['pro', 'pro', 'max']);
    expect(new Set(INTEGRATIONS.map((integration) => integration.key)).size).toBe(INTEGRATIONS.length);
  });
});
