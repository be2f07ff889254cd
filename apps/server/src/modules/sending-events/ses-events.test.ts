import { describe, expect, it } from 'vitest';
import { translateSesEvent } from './ses-events';

const SNS_ID = '22b80b92-fdea-4c2c-8f9d-bdfb0c7bf324';

// Shaped as Amazon SES's event publishing examples show them (configuration set with an SNS destination).
const mail = {
  timestamp: '2026-03-02T08:59:58.000Z',
  source: 'news@shop.example',
  sourceArn: 'arn:aws:ses:eu-west-1:123456789012:identity/shop.example',
  sendingAccountId: '123456789012',
  messageId: 'EXAMPLE7c191be45-e9aedb9a-02f9-4d12-a87d-dd0099a07f8a-000000',
  destination: ['ólafur@íslenska.example'],
  headersTruncated: false,
  tags: {
    'ses:configuration-set': ['sendwell'],
    'ses:source-ip': ['192.0.2.0'],
    campaignId: ['7'],
    sendwell_message_id: ['job-1'],
  },
};

describe('Amazon SES events carried by SNS', () => {
  it('reads a delivery, an open and a click with the campaign from the message tags', () => {
    expect(
      translateSesEvent(SNS_ID, {
        eventType: 'Delivery',
        mail,
        delivery: {
          timestamp: '2026-03-02T09:00:00.000Z',
          processingTimeMillis: 546,
          recipients: ['ólafur@íslenska.example'],
          smtpResponse: '250 2.6.0 Message received',
          reportingMTA: 'mta.example.com',
        },
      }),
    ).toEqual({
      events: [
        {
          index: 0,
          event: { id: SNS_ID, type: 'delivered', email: 'ólafur@íslenska.example', campaignId: 7, timestamp: '2026-03-02T09:00:00.000Z' },
        },
      ],
      skipped: 0,
    });
    const opened = translateSesEvent(SNS_ID, {
      eventType: 'Open',
      mail,
      open: { ipAddress: '192.0.2.1', timestamp: '2026-03-02T09:05:00.000Z', userAgent: 'Mozilla/5.0' },
    });
    expect(opened.events[0]?.event).toEqual({ id: SNS_ID, type: 'opened', email: 'ólafur@íslenska.example', campaignId: 7, timestamp: '2026-03-02T09:05:00.000Z' });
    const clicked = translateSesEvent(SNS_ID, {
      eventType: 'Click',
      mail,
      click: { ipAddress: '192.0.2.1', link: 'https://shop.example/vor', linkTags: { samplekey0: ['samplevalue0'] }, timestamp: '2026-03-02T09:06:00.000Z', userAgent: 'Mozilla/5.0' },
    });
    expect(clicked.events[0]?.event).toMatchObject({ type: 'clicked', url: 'https://shop.example/vor', timestamp: '2026-03-02T09:06:00.000Z' });
  });

  it('makes one event per bounced recipient, hard only for a permanent bounce', () => {
    const bounce = (bounceType: string) =>
      translateSesEvent(SNS_ID, {
        eventType: 'Bounce',
        mail: { ...mail, destination: ['ólafur@íslenska.example', 'anna@shop.example'] },
        bounce: {
          bounceType,
          bounceSubType: 'General',
          bouncedRecipients: [
            { emailAddress: 'ólafur@íslenska.example', action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' },
            { emailAddress: 'anna@shop.example', action: 'failed', status: '5.1.1' },
          ],
          timestamp: '2026-03-02T09:01:00.000Z',
          feedbackId: '0102015fcf8fe4b3-7b3e3d20-a4a2-4a12-8e96-2a3c4e5e0b5e-000000',
          reportingMTA: 'dsn; e242-8.smtp-out.amazonses.com',
        },
      }).events.map(({ event }) => [event.id, event.email, event.bounceType]);
    expect(bounce('Permanent')).toEqual([
      [`${SNS_ID}:0`, 'ólafur@íslenska.example', 'hard'],
      [`${SNS_ID}:1`, 'anna@shop.example', 'hard'],
    ]);
    expect(bounce('Transient').map(([, , type]) => type)).toEqual(['soft', 'soft']);
  });

  it('reads complaints and unsubscribes from all topics, from event publishing and identity notifications alike', () => {
    const complaint = {
      complainedRecipients: [{ emailAddress: 'ólafur@íslenska.example' }],
      timestamp: '2026-03-02T09:02:00.000Z',
      feedbackId: '0102015fcf8fe4b3-complaint',
      complaintFeedbackType: 'abuse',
    };
    expect(translateSesEvent(SNS_ID, { eventType: 'Complaint', mail, complaint }).events[0]?.event).toMatchObject({
      type: 'complained',
      email: 'ólafur@íslenska.example',
      timestamp: '2026-03-02T09:02:00.000Z',
    });
    expect(translateSesEvent(SNS_ID, { notificationType: 'Complaint', mail, complaint }).events[0]?.event).toMatchObject({ type: 'complained' });
    const subscription = (unsubscribeAll: boolean) =>
      translateSesEvent(SNS_ID, {
        eventType: 'Subscription',
        mail,
        subscription: {
          contactList: 'news',
          timestamp: '2026-03-02T09:03:00.000Z',
          source: 'UnsubscribeHeader',
          newTopicPreferences: { unsubscribeAll, topicSubscriptionStatus: [] },
          oldTopicPreferences: { unsubscribeAll: false, topicSubscriptionStatus: [] },
        },
      });
    expect(subscription(true).events[0]?.event).toMatchObject({ type: 'unsubscribed', email: 'ólafur@íslenska.example' });
    expect(subscription(false)).toEqual({ events: [], skipped: 1 });
  });

  it('skips events it does not read or cannot make out', () => {
    for (const message of [
      { eventType: 'Send', mail, send: {} },
      { eventType: 'DeliveryDelay', mail, deliveryDelay: {} },
      { eventType: 'Open', open: {} },
      { eventType: 'Bounce', mail, bounce: { bounceType: 'Permanent', bouncedRecipients: [] } },
      'not json',
      undefined,
    ])
      expect(translateSesEvent(SNS_ID, message)).toEqual({ events: [], skipped: 1 });
  });

  it('leaves the campaign out when the tags name none', () => {
    const event = translateSesEvent(SNS_ID, { eventType: 'Open', mail: { ...mail, tags: {} }, open: { timestamp: '2026-03-02T09:05:00.000Z' } });
    expect(event.events[0]?.event.campaignId).toBeUndefined();
    expect(event.events[0]?.event.contactId).toBeUndefined();
  });

  it('reads the contact from the contact_id tag, but not for an event naming several recipients', () => {
    const tags = { ...mail.tags, campaign_id: ['7'], contact_id: ['3400'] };
    const open = translateSesEvent(SNS_ID, { eventType: 'Open', mail: { ...mail, tags }, open: { timestamp: '2026-03-02T09:05:00.000Z' } });
    expect(open.events[0]?.event).toMatchObject({ campaignId: 7, contactId: 3400 });
    const twoBounced = translateSesEvent(SNS_ID, {
      eventType: 'Bounce',
      mail: { ...mail, tags },
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'a@example.com' }, { emailAddress: 'b@example.com' }] },
    });
    expect(twoBounced.events.map(({ event }) => event.contactId)).toEqual([undefined, undefined]);
  });
});
