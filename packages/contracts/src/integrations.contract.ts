import { z } from 'zod';
import { defineRoute, TEAM_ADMINS } from './route';

/** Integration cards (spec 3 §2.11, §6, §9): what the account's plan includes, and asking for one to be set up. */

export const IntegrationCard = z.object({
  key: z.string(),
  name: z.string(),
  category: z.string(),
  /** The smallest plan that includes it: 'Free', 'Lite', 'Pro' or 'Max'. */
  planName: z.string(),
  /** Not in the account's plan: the card is locked and the server refuses it. */
  locked: z.boolean(),
  /** Connected in the product itself (the store); the others are set up by our team on request. */
  selfServe: z.boolean(),
  /** When the account asked for it to be set up; null if it has not. */
  requestedAt: z.string().nullable(),
});
export type IntegrationCard = z.infer<typeof IntegrationCard>;

const tags = ['integrations'] as const;
const IntegrationKey = z.object({ key: z.string().min(1).max(60) });

export const integrationRoutes = {
  listIntegrations: defineRoute({
    method: 'GET',
    path: '/api/integrations',
    access: 'account',
    tags,
    summary: "The integrations, each locked or not by the account's plan",
    response: z.object({ data: z.array(IntegrationCard) }),
  }),
  requestIntegrationSetup: defineRoute({
    method: 'POST',
    path: '/api/integrations/:key/setup-request',
    access: 'account',
    roles: TEAM_ADMINS,
    tags,
    summary: 'Ask our team to set up an integration the plan includes; asking again keeps the first request',
    description:
      "403 'Upgrade plan to use this integration' (code PLAN_UPGRADE_REQUIRED) when the account's plan does not include it; 404 for an unknown integration.",
    params: IntegrationKey,
    response: z.object({ integration: IntegrationCard }),
  }),
};
