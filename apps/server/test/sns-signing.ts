import { sign } from 'node:crypto';
import { snsStringToSign } from '../src/modules/sending-events/sns-messages';
import { selfSignedTls } from './smtp-server';
export { SNS_SIGNING_CERTIFICATE } from './provider-webhook-apis';

/**
 * Amazon SNS's signing, done with a test key: SNS signs each message with its private key and names the
 * certificate in SigningCertURL. The loopback SNS serves this key's certificate (see provider-webhook-apis.ts).
 */
const { key: signingKey } = selfSignedTls();

/** Where the loopback SNS under `snsBase` (SNS_API_URL's region filled in) serves the certificate. */
export const snsCertificateUrl = (snsBase: string): string =>
  `${snsBase}/SimpleNotificationService-7506a1e35b36ef5a444dd1a8e7cc3ed8.pem`;

export type SnsFields = Record<string, string>;

/** Adds SNS's signature fields to a message, signed as SignatureVersion `version` says. */
export const signSnsMessage = (
  fields: SnsFields,
  certificateUrl: string,
  version: '1' | '2' = '1',
): SnsFields => {
  const signed = snsStringToSign(fields);
  if (signed === undefined) throw new Error('The SNS message lacks a field its signature covers');
  const signature = sign(
    version === '1' ? 'RSA-SHA1' : 'RSA-SHA256',
    Buffer.from(signed, 'utf8'),
    signingKey,
  );
  return {
    ...fields,
    SignatureVersion: version,
    Signature: signature.toString('base64'),
    SigningCertURL: certificateUrl,
  };
};

export const SNS_TOPIC_ARN = 'arn:aws:sns:eu-west-1:123456789012:sendwell-events';

/** An SNS Notification carrying `message` (an SES event) as SNS posts it, before signing. */
export const snsNotification = (messageId: string, message: unknown): SnsFields => ({
  Type: 'Notification',
  MessageId: messageId,
  TopicArn: SNS_TOPIC_ARN,
  Message: JSON.stringify(message),
  Timestamp: '2026-03-02T09:00:01.000Z',
  UnsubscribeURL: `https://sns.eu-west-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=${SNS_TOPIC_ARN}:c9135db0-26c4-47ec-8998-413945fb5a96`,
});

/** An SNS SubscriptionConfirmation as SNS posts it, before signing; `snsBase` is where SubscribeURL points. */
export const snsSubscriptionConfirmation = (snsBase: string, token: string): SnsFields => ({
  Type: 'SubscriptionConfirmation',
  MessageId: '165545c9-2a5c-472c-8df2-7ff2be2b3b1b',
  Token: token,
  TopicArn: SNS_TOPIC_ARN,
  Message: `You have chosen to subscribe to the topic ${SNS_TOPIC_ARN}.\nTo confirm the subscription, visit the SubscribeURL included in this message.`,
  SubscribeURL: `${snsBase}/?Action=ConfirmSubscription&TopicArn=${encodeURIComponent(SNS_TOPIC_ARN)}&Token=${token}`,
  Timestamp: '2026-03-02T08:59:00.000Z',
});
