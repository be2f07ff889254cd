import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { SENDER_CONNECT_TIMEOUT_MS, WebhookMessages } from '@sendwell/contracts';
import { AppError, BadRequestError, UnauthorizedError } from '../../platform/errors';
import { textOf, type ProviderRecord } from './provider-events';

/** Amazon SNS's own hosts, in every region (and the China partition). */
const AWS_SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(?:\.cn)?$/;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether an address is Amazon SNS's: https on an SNS host, or under the configured SNS address (with
 * `{region}` for any region), which is SNS itself unless a proxy or, in tests, a local server stands in.
 */
export const isSnsAddress = (address: string, snsApi: string): boolean => {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && url.port === '' && AWS_SNS_HOST.test(url.hostname)) return true;
  const configured = new RegExp(
    `^${snsApi.split('{region}').map(escapeRegExp).join('[a-z0-9-]+')}(?:[/?]|$)`,
  );
  return configured.test(url.href);
};

/** The fields SNS signs, in its documented order, per message type. */
const SIGNED_FIELDS: Record<string, string[]> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: [
    'Message',
    'MessageId',
    'SubscribeURL',
    'Timestamp',
    'Token',
    'TopicArn',
    'Type',
  ],
  UnsubscribeConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
};

/**
 * The text an SNS message's signature is over (https://docs.aws.amazon.com/sns/latest/dg/sns-verify-signature-of-message.html):
 * each signed field's name and value on lines of their own; a Notification's Subject only when it has one.
 * Undefined when a field it needs is missing.
 */
export const snsStringToSign = (message: ProviderRecord): string | undefined => {
  const fields = SIGNED_FIELDS[String(message.Type)];
  if (!fields) return undefined;
  let signed = '';
  for (const field of fields) {
    const value = message[field];
    if (field === 'Subject' && value === undefined) continue;
    if (typeof value !== 'string') return undefined;
    signed += `${field}\n${value}\n`;
  }
  return signed;
};

/** SignatureVersion 1 signs with SHA1withRSA, 2 with SHA256withRSA. */
const DIGESTS: Record<string, string> = { '1': 'RSA-SHA1', '2': 'RSA-SHA256' };

/** Whether the message's signature is the certificate's key's over its signed fields. */
export const hasValidSnsSignature = (message: ProviderRecord, key: KeyObject): boolean => {
  const digest = DIGESTS[String(message.SignatureVersion)];
  const signed = snsStringToSign(message);
  const signature = textOf(message.Signature);
  if (!digest || signed === undefined || !signature) return false;
  try {
    return verify(digest, Buffer.from(signed, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
};

const snsUnreachable = (what: string): AppError =>
  new AppError(
    502,
    'PROVIDER_UNAVAILABLE',
    `Amazon SNS could not be reached to ${what}; it retries the message later`,
  );

const getFromSns = async (url: string, what: string): Promise<string> => {
  let response: Response;
  try {
    // No redirects: they could lead off SNS.
    response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(SENDER_CONNECT_TIMEOUT_MS),
    });
  } catch {
    throw snsUnreachable(what);
  }
  if (!response.ok) throw snsUnreachable(what);
  return response.text();
};

/** Signing certificates by address; SNS signs with few, so a small map holds them between messages. */
const certificates = new Map<string, KeyObject>();
const CERTIFICATES_KEPT = 20;

const signingKeyOf = async (certificateUrl: string): Promise<KeyObject> => {
  const known = certificates.get(certificateUrl);
  if (known) return known;
  const pem = await getFromSns(certificateUrl, 'check the message signature');
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new UnauthorizedError(WebhookMessages.badSignature);
  }
  if (certificates.size >= CERTIFICATES_KEPT) certificates.delete(certificates.keys().next().value ?? '');
  certificates.set(certificateUrl, key);
  return key;
};

/**
 * Proves an SNS message came from Amazon SNS: its signing certificate must be on an SNS address (fetched over
 * https from there) and the signature must match. Throws 401 otherwise.
 */
export const verifySnsMessage = async (message: ProviderRecord, snsApi: string): Promise<void> => {
  const certificateUrl = textOf(message.SigningCertURL) ?? textOf(message.SigningCertUrl);
  if (
    !certificateUrl ||
    !isSnsAddress(certificateUrl, snsApi) ||
    !new URL(certificateUrl).pathname.endsWith('.pem')
  )
    throw new UnauthorizedError(WebhookMessages.snsCertificateRefused);
  if (!hasValidSnsSignature(message, await signingKeyOf(certificateUrl)))
    throw new UnauthorizedError(WebhookMessages.badSignature);
};

/** Confirms an SNS subscription to this address by visiting its SubscribeURL, which must be on SNS. */
export const confirmSnsSubscription = async (message: ProviderRecord, snsApi: string): Promise<void> => {
  const subscribeUrl = textOf(message.SubscribeURL);
  if (!subscribeUrl || !isSnsAddress(subscribeUrl, snsApi))
    throw new BadRequestError(WebhookMessages.snsSubscribeUrlRefused);
  await getFromSns(subscribeUrl, 'confirm the subscription');
};
