import { z } from 'zod';
import type { SendingEventType } from '@sendwell/contracts';
import { getFromProvider, providerRefusal, unreadableAnswer, type ProviderApi } from './provider-http';
import { ConnectionProblem, type ProviderWebhook, type ProviderWebhooks } from './sender-transport';

const PROVIDER = 'SendGrid';

const EventWebhook = z.object({
  url: z.string(),
  enabled: z.boolean(),
  delivered: z.boolean().default(false),
  open: z.boolean().default(false),
  click: z.boolean().default(false),
  bounce: z.boolean().default(false),
  spam_report: z.boolean().default(false),
  unsubscribe: z.boolean().default(false),
  group_unsubscribe: z.boolean().default(false),
});
const AllEventWebhooks = z.object({ webhooks: z.array(EventWebhook) });

const eventsOf = (webhook: z.infer<typeof EventWebhook>): SendingEventType[] => {
  const events: SendingEventType[] = [];
  if (webhook.delivered) events.push('delivered');
  if (webhook.open) events.push('opened');
  if (webhook.click) events.push('clicked');
  if (webhook.bounce) events.push('bounced');
  if (webhook.spam_report) events.push('complained');
  if (webhook.unsubscribe || webhook.group_unsubscribe) events.push('unsubscribed');
  return events;
};

/**
 * The account's event webhooks, from "Get All Event Webhooks" (GET /v3/user/webhooks/event/settings/all); the
 * API key needs the "Event Webhook" read permission (scope user.webhooks.event.settings.read).
 */
export const readSendgridWebhooks = async (api: ProviderApi): Promise<ProviderWebhooks> => {
  const response = await getFromProvider(PROVIDER, api, '/v3/user/webhooks/event/settings/all');
  if (response.status === 403)
    throw new ConnectionProblem(
      `The ${PROVIDER} API key may not read the event webhook settings: give it read access to "Mail Settings → Event Webhook".`,
    );
  if (!response.ok) throw providerRefusal(PROVIDER, 'API key', response.status);
  const answer = AllEventWebhooks.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw unreadableAnswer(PROVIDER);
  return {
    provider: PROVIDER,
    where: 'Settings → Mail Settings → Event Webhooks',
    webhooks: answer.data.webhooks.map((webhook): ProviderWebhook => ({
      url: webhook.url,
      enabled: webhook.enabled,
      confirmed: true,
      events: eventsOf(webhook),
    })),
    eventNames: {
      delivered: 'Delivered',
      opened: 'Opened',
      clicked: 'Clicked',
      bounced: 'Bounced',
      complained: 'Spam Reports',
      unsubscribed: 'Unsubscribed',
    },
  };
};
