import { z } from 'zod';
import { signAwsRequest, type AwsCredentials } from './aws-signature';
import { callProvider, joinUrl, providerRefusal } from './provider-http';
import { ConnectionProblem, type SenderIdentity, type SenderTransport } from './sender-transport';

const PROVIDER = 'Amazon SES';
const CREDENTIALS_REFUSED = new Set([
  'UnrecognizedClientException',
  'SignatureDoesNotMatch',
  'InvalidClientTokenId',
  'IncompleteSignature',
]);
const Account = z.object({ SendingEnabled: z.boolean().optional() });

/** The API base of a region; `{region}` in the configured base is filled in. */
export const sesBaseUrl = (template: string, region: string): string => template.replace('{region}', region);

/** Amazon SES API v2 (https://email.{region}.amazonaws.com), signed with Signature Version 4. */
export const createSesTransport = (
  baseUrl: string,
  credentials: AwsCredentials,
  identity: SenderIdentity,
  timeoutMs: number,
): SenderTransport => {
  const call = async (method: 'GET' | 'POST', path: string, body: string): Promise<Response> => {
    const url = joinUrl(baseUrl, path);
    const headers = signAwsRequest({ method, url, body, service: 'ses' }, credentials, new Date());
    const response = await callProvider(
      PROVIDER,
      { method, url, headers, ...(method === 'POST' ? { body } : {}) },
      timeoutMs,
    );
    if (response.ok) return response;
    const errorType = (response.headers.get('x-amzn-errortype') ?? '').split(':')[0] ?? '';
    if (response.status === 403 && CREDENTIALS_REFUSED.has(errorType)) {
      throw new ConnectionProblem(
        `${PROVIDER} refused the access key ID or secret access key. Check them and the region (${credentials.region}).`,
      );
    }
    throw providerRefusal(PROVIDER, 'access key', response.status);
  };
  return {
    async check() {
      const response = await call('GET', '/v2/email/account', '');
      const account = Account.safeParse(await response.json().catch(() => null));
      if (account.success && account.data.SendingEnabled === false)
        throw new ConnectionProblem(
          `Sending is paused for this ${PROVIDER} account in ${credentials.region}.`,
        );
    },
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
          },
        },
        EmailTags: [{ Name: 'sendwell_message_id', Value: id.replace(/[^A-Za-z0-9_-]/g, '_') }],
      });
      await call('POST', '/v2/email/outbound-emails', body);
    },
  };
};
