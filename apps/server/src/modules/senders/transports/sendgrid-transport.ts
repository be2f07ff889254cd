import { z } from 'zod';
import { callProvider, joinUrl, providerRefusal, unreadableAnswer } from './provider-http';
import { readSendgridWebhooks } from './sendgrid-webhooks';
import { ConnectionProblem, type SenderIdentity, type SenderTransport } from './sender-transport';

const PROVIDER = 'SendGrid';
const CREDENTIAL = 'API key';
const Scopes = z.object({ scopes: z.array(z.string()) });

/** SendGrid's v3 Web API (https://api.sendgrid.com): Bearer API key; the key must hold the mail.send scope. */
export const createSendgridTransport = (
  baseUrl: string,
  apiKey: string,
  identity: SenderIdentity,
  timeoutMs: number,
): SenderTransport => {
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  return {
    async check() {
      const response = await callProvider(
        PROVIDER,
        { method: 'GET', url: joinUrl(baseUrl, '/v3/scopes'), headers },
        timeoutMs,
      );
      if (!response.ok) throw providerRefusal(PROVIDER, CREDENTIAL, response.status);
      const scopes = Scopes.safeParse(await response.json().catch(() => null));
      if (!scopes.success) throw unreadableAnswer(PROVIDER);
      if (!scopes.data.scopes.includes('mail.send'))
        throw new ConnectionProblem(
          `The ${PROVIDER} API key may not send mail: give it the "Mail Send" permission.`,
        );
    },
    eventWebhooks: () => readSendgridWebhooks({ baseUrl, headers, timeoutMs }),
    async deliver(id, message) {
      const body = JSON.stringify({
        personalizations: [{ to: [{ email: message.to }] }],
        from: { email: identity.email, ...(identity.name ? { name: identity.name } : {}) },
        subject: message.subject,
        content: [
          { type: 'text/plain', value: message.text },
          { type: 'text/html', value: message.html },
        ],
        ...(message.headers ? { headers: message.headers } : {}),
        // Custom args are text; the events SendGrid posts carry them back (campaign_id, contact_id).
        custom_args: {
          sendwell_message_id: id,
          ...(message.campaign
            ? {
                campaign_id: String(message.campaign.campaignId),
                contact_id: String(message.campaign.contactId),
              }
            : {}),
        },
      });
      const response = await callProvider(
        PROVIDER,
        { method: 'POST', url: joinUrl(baseUrl, '/v3/mail/send'), headers, body },
        timeoutMs,
      );
      if (!response.ok) throw providerRefusal(PROVIDER, CREDENTIAL, response.status);
    },
  };
};
