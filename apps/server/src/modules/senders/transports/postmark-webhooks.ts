import { z } from 'zod';
import type { SendingEventType } from '@sendwell/contracts';
import { getFromProvider, providerRefusal, unreadableAnswer, type ProviderApi } from './provider-http';
import { ConnectionProblem, type ProviderWebhook, type ProviderWebhooks } from './sender-transport';

const PROVIDER = 'Postmark';
/** The stream Sendwell sends through (see the transport). */
export const POSTMARK_STREAM = 'outbound';

const Trigger = z.object({ Enabled: z.boolean() }).optional();
const Webhook = z.object({
  Url: z.string(),
  Triggers: z.object({
    Delivery: Trigger,
    Open: Trigger,
    Click: Trigger,
    Bounce: Trigger,
    SpamComplaint: Trigger,
    SubscriptionChange: Trigger,
  }),
});
const Webhooks = z.object({ Webhooks: z.array(Webhook) });

const TRIGGERS = [
  ['Delivery', 'delivered'],
  ['Open', 'opened'],
  ['Click', 'clicked'],
  ['Bounce', 'bounced'],
  ['SpamComplaint', 'complained'],
  ['SubscriptionChange', 'unsubscribed'],
] as const satisfies readonly (readonly [keyof z.infer<typeof Webhook>['Triggers'], SendingEventType])[];

/** The webhooks of the outbound stream, from the Webhooks API (GET /webhooks?MessageStream=outbound). */
export const readPostmarkWebhooks = async (api: ProviderApi): Promise<ProviderWebhooks> => {
  const response = await getFromProvider(PROVIDER, api, `/webhooks?MessageStream=${POSTMARK_STREAM}`);
  if (response.status === 422)
    throw new ConnectionProblem(
      `${PROVIDER} has no "${POSTMARK_STREAM}" message stream on the server of this token. Use the token of the server you send from.`,
    );
  if (!response.ok) throw providerRefusal(PROVIDER, 'server token', response.status);
  const answer = Webhooks.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw unreadableAnswer(PROVIDER);
  return {
    provider: PROVIDER,
    where: `your server → the "${POSTMARK_STREAM}" message stream → Webhooks`,
    webhooks: answer.data.Webhooks.map((webhook): ProviderWebhook => ({
      url: webhook.Url,
      // Postmark has no switch for a whole webhook: one with no trigger on sends nothing.
      enabled: true,
      confirmed: true,
      events: TRIGGERS.filter(([trigger]) => webhook.Triggers[trigger]?.Enabled).map(([, event]) => event),
    })),
    eventNames: {
      delivered: 'Delivery',
      opened: 'Open',
      clicked: 'Link click',
      bounced: 'Bounce',
      complained: 'Spam complaint',
      unsubscribed: 'Subscription change',
    },
  };
};
