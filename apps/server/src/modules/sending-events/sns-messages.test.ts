import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signSnsMessage,
  SNS_SIGNING_CERTIFICATE,
  snsNotification,
  snsSubscriptionConfirmation,
} from '../../../test/sns-signing';
import { hasValidSnsSignature, isSnsAddress, snsStringToSign } from './sns-messages';

const SNS_API = 'https://sns.{region}.amazonaws.com';
const CERT_URL = 'https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-abc.pem';
const key = createPublicKey(SNS_SIGNING_CERTIFICATE);

describe('Amazon SNS addresses', () => {
  it('are https on an SNS host of any region', () => {
    expect(isSnsAddress(CERT_URL, SNS_API)).toBe(true);
    expect(isSnsAddress('https://sns.cn-north-1.amazonaws.com.cn/?Action=ConfirmSubscription&Token=1', SNS_API)).toBe(true);
    for (const address of [
      'http://sns.eu-west-1.amazonaws.com/cert.pem',
      'https://sns.eu-west-1.amazonaws.com.evil.example/cert.pem',
      'https://sns.eu.west.amazonaws.com/cert.pem',
      'https://s3.eu-west-1.amazonaws.com/cert.pem',
      'https://user:pw@sns.eu-west-1.amazonaws.com/cert.pem',
      'https://sns.eu-west-1.amazonaws.com:8443/cert.pem',
      'not a url',
    ])
      expect(isSnsAddress(address, SNS_API), address).toBe(false);
  });

  it('include the configured SNS address for any region, and nothing next to it', () => {
    const local = 'http://127.0.0.1:4566/sns/{region}';
    expect(isSnsAddress('http://127.0.0.1:4566/sns/eu-west-1/?Action=ConfirmSubscription', local)).toBe(true);
    expect(isSnsAddress('http://127.0.0.1:4566/sns/eu-west-1/cert.pem', local)).toBe(true);
    expect(isSnsAddress('http://127.0.0.1:4566/sns/eu-west-1/../../admin', local)).toBe(false);
    expect(isSnsAddress('http://127.0.0.1:4566/snsx/eu-west-1/cert.pem', local)).toBe(false);
    expect(isSnsAddress('http://127.0.0.1:4566/sns/eu-west-1.evil/cert.pem', local)).toBe(false);
    expect(isSnsAddress('http://127.0.0.1:4567/sns/eu-west-1/cert.pem', local)).toBe(false);
  });
});

describe('Amazon SNS signatures', () => {
  const notification = snsNotification('msg-1', { eventType: 'Open', mail: { destination: ['émile@exemple.fr'] } });

  it('cover the documented fields in order, the Subject only when there is one', () => {
    expect(snsStringToSign({ ...notification, Subject: 'Amazon SES Email Event Notification' })).toBe(
      `Message\n${notification.Message}\nMessageId\nmsg-1\nSubject\nAmazon SES Email Event Notification\nTimestamp\n2026-03-02T09:00:01.000Z\nTopicArn\n${notification.TopicArn}\nType\nNotification\n`,
    );
    expect(snsStringToSign(notification)).not.toContain('Subject');
    const confirmation = snsSubscriptionConfirmation('https://sns.eu-west-1.amazonaws.com', 'tok');
    expect(snsStringToSign(confirmation)).toBe(
      ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type']
        .map((field) => `${field}\n${confirmation[field]}\n`)
        .join(''),
    );
    expect(snsStringToSign({ ...confirmation, Token: undefined })).toBeUndefined();
    expect(snsStringToSign({ ...notification, Type: 'Other' })).toBeUndefined();
  });

  it('are accepted in both versions, and refused once anything signed changes', () => {
    for (const version of ['1', '2'] as const) {
      const signed = signSnsMessage(notification, CERT_URL, version);
      expect(hasValidSnsSignature(signed, key), version).toBe(true);
      expect(hasValidSnsSignature({ ...signed, Message: signed.Message?.replace('émile', 'emile') }, key)).toBe(false);
      expect(hasValidSnsSignature({ ...signed, Subject: 'added' }, key)).toBe(false);
    }
    const signed = signSnsMessage(notification, CERT_URL, '1');
    expect(hasValidSnsSignature({ ...signed, SignatureVersion: '2' }, key)).toBe(false);
    expect(hasValidSnsSignature({ ...signed, SignatureVersion: '3' }, key)).toBe(false);
    expect(hasValidSnsSignature({ ...signed, Signature: 'bm90IGEgc2lnbmF0dXJl' }, key)).toBe(false);
    expect(hasValidSnsSignature({ ...signed, Signature: undefined }, key)).toBe(false);
  });
});
