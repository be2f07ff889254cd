import { z } from 'zod';
import type { AwsCredentials } from './aws-signature';
import { createSesCaller, PROVIDER } from './ses-api';
import { readSesWebhooks } from './ses-webhooks';
import { ConnectionProblem, type SenderIdentity, type SenderTransport } from './sender-transport';

/** SES takes only letters, digits, '_' and '-' in a tag's value. */
const tagValue = (value: string): string => value.replace(/[^A-Za-z0-9_-]/g, '_');

const Account = z.object({ SendingEnabled: z.boolean().optional() });

/** Amazon SES API v2 (https://email.{region}.amazonaws.com), signed with Signature Version 4. */
export const createSesTransport = (
  baseUrl: string,
  credentials: AwsCredentials,
  identity: SenderIdentity,
  timeoutMs: number,
  snsBaseUrl: (region: string) => string,
): SenderTransport => {
  const call = createSesCaller(baseUrl, credentials, timeoutMs);
  return {
    async check() {
      const response = await call('GET', '/v2/email/account', '');
      const account = Account.safeParse(await response.json().catch(() => null));
      if (account.success && account.data.SendingEnabled === false)
        throw new ConnectionProblem(
          `Sending is paused for this ${PROVIDER} account in ${credentials.region}.`,
        );
    },
    eventWebhooks: () => readSesWebhooks(call, { credentials, snsBaseUrl, timeoutMs }, identity.email),
    async deliver(id, message) {
      const from = identity.name
        ? `"${identity.name.replace(/"/g, '')}" <${identity.email}>`
        : identity.email;
      const body = JSON.stringify({
        FromEmailAddress: from,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject },
            Body: { Text: { Data: message.text }, Html: { Data: message.html } },
            ...(message.headers
              ? { Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })) }
              : {}),
          },
        },
        // Message tags come back in each event's mail.tags (a configuration set's event destination).
        EmailTags: [
          { Name: 'sendwell_message_id', Value: tagValue(id) },
          ...(message.campaign
            ? [
                { Name: 'campaign_id', Value: String(message.campaign.campaignId) },
                { Name: 'contact_id', Value: String(message.campaign.contactId) },
              ]
            : []),
        ],
      });
      await call('POST', '/v2/email/outbound-emails', body);
    },
  };
};
