import { signAwsRequest, type AwsCredentials } from './aws-signature';
import { callProvider, joinUrl, providerRefusal } from './provider-http';
import { ConnectionProblem } from './sender-transport';

/** How the provider is named to the member. */
export const PROVIDER = 'Amazon SES';
/** AWS error codes that mean the key pair (or the region) is wrong. */
export const CREDENTIALS_REFUSED = new Set([
  'UnrecognizedClientException',
  'SignatureDoesNotMatch',
  'InvalidClientTokenId',
  'IncompleteSignature',
]);
/** An AWS address of a region: `{region}` in the configured one is filled in. */
export const regionalUrl = (template: string, region: string): string => template.replace('{region}', region);

/**
 * One signed call to the SES API v2. Answers the response when it is ok (or a 404 when `notFound` says it may
 * be); otherwise throws in plain words, `forbidden` saying what a key without the permission cannot do.
 */
export const createSesCaller =
  (baseUrl: string, credentials: AwsCredentials, timeoutMs: number) =>
  async (
    method: 'GET' | 'POST',
    path: string,
    body: string,
    options: { notFound?: boolean; forbidden?: string } = {},
  ): Promise<Response> => {
    const url = joinUrl(baseUrl, path);
    const headers = signAwsRequest({ method, url, body, service: 'ses' }, credentials, new Date());
    const response = await callProvider(
      PROVIDER,
      { method, url, headers, ...(method === 'POST' ? { body } : {}) },
      timeoutMs,
    );
    if (response.ok || (options.notFound && response.status === 404)) return response;
    const errorType = (response.headers.get('x-amzn-errortype') ?? '').split(':')[0] ?? '';
    if (response.status === 403 && CREDENTIALS_REFUSED.has(errorType)) {
      throw new ConnectionProblem(
        `${PROVIDER} refused the access key ID or secret access key. Check them and the region (${credentials.region}).`,
      );
    }
    if (response.status === 403 && options.forbidden)
      throw new ConnectionProblem(
        `${PROVIDER} accepted the access key but does not allow it to ${options.forbidden}.`,
      );
    throw providerRefusal(PROVIDER, 'access key', response.status);
  };
