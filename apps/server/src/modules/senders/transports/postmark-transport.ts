import { callProvider, joinUrl, providerRefusal } from './provider-http';
import { POSTMARK_STREAM, readPostmarkWebhooks } from './postmark-webhooks';
import type { SenderIdentity, SenderTransport } from './sender-transport';

const PROVIDER = 'Postmark';
const CREDENTIAL = 'server token';

/** Postmark's API (https://api.postmarkapp.com): the server token in X-Postmark-Server-Token. */
export const createPostmarkTransport = (
  baseUrl: string,
  serverToken: string,
  identity: SenderIdentity,
  timeoutMs: number,
): SenderTransport => {
  const headers = {
    'x-postmark-server-token': serverToken,
    accept: 'application/json',
    'content-type': 'application/json',
  };
  return {
    async check() {
      const response = await callProvider(
        PROVIDER,
        { method: 'GET', url: joinUrl(baseUrl, '/server'), headers },
        timeoutMs,
      );
      if (!response.ok) throw providerRefusal(PROVIDER, CREDENTIAL, response.status);
    },
    eventWebhooks: () => readPostmarkWebhooks({ baseUrl, headers, timeoutMs }),
    async deliver(id, message) {
      const from = identity.name
        ? `"${identity.name.replace(/"/g, '')}" <${identity.email}>`
        : identity.email;
      const body = JSON.stringify({
        From: from,
        To: message.to,
        Subject: message.subject,
        HtmlBody: message.html,
        TextBody: message.text,
        MessageStream: POSTMARK_STREAM,
        ...(message.headers
          ? { Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })) }
          : {}),
        // Metadata values are text; Postmark's webhooks carry them back with each event.
        Metadata: {
          sendwellMessageId: id,
          ...(message.campaign
            ? {
                campaignId: String(message.campaign.campaignId),
                contactId: String(message.campaign.contactId),
              }
            : {}),
        },
      });
      const response = await callProvider(
        PROVIDER,
        { method: 'POST', url: joinUrl(baseUrl, '/email'), headers, body },
        timeoutMs,
      );
      if (!response.ok) throw providerRefusal(PROVIDER, CREDENTIAL, response.status);
    },
  };
};
