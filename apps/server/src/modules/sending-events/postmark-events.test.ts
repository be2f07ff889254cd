import { describe, expect, it } from 'vitest';
import { translatePostmarkRecord } from './postmark-events';

const MESSAGE_ID = '883953f4-6105-42a2-a16a-77a8eac79483';
const metadata = { campaignId: '7', sendwellMessageId: 'job-1' };

// Shaped as Postmark's webhook documentation shows each record.
const delivery = {
  RecordType: 'Delivery',
  ServerID: 23,
  MessageStream: 'outbound',
  MessageID: MESSAGE_ID,
  Recipient: 'jürgen@straße.example',
  Tag: 'spring',
  DeliveredAt: '2026-03-02T09:00:00.9070259Z',
  Details: 'smtp;250 2.0.0 OK',
  Metadata: metadata,
};
const open = {
  RecordType: 'Open',
  MessageStream: 'outbound',
  FirstOpen: true,
  Client: { Name: 'Chrome 35.0.1916.153', Company: 'Google', Family: 'Chrome' },
  OS: { Name: 'OS X 10.7 Lion', Company: 'Apple Computer, Inc.', Family: 'OS X 10' },
  Platform: 'WebMail',
  UserAgent: 'Mozilla/5.0',
  ReadSeconds: 5,
  Geo: { CountryISOCode: 'DE', Country: 'Germany' },
  MessageID: MESSAGE_ID,
  Metadata: metadata,
  ReceivedAt: '2026-03-02T09:05:00.123Z',
  Tag: 'spring',
  Recipient: 'jürgen@straße.example',
};
const click = {
  ...open,
  RecordType: 'Click',
  ClickLocation: 'HTML',
  OriginalLink: 'https://shop.example/frühling',
  ReceivedAt: '2026-03-02T09:06:00Z',
};
const bounce = {
  RecordType: 'Bounce',
  MessageStream: 'outbound',
  // Postmark's example ID, read as JSON.parse reads the post: past 2^53, so digits are lost.
  ID: JSON.parse('4323372036854775807') as number,
  Type: 'HardBounce',
  TypeCode: 1,
  Name: 'Hard bounce',
  Tag: 'spring',
  MessageID: MESSAGE_ID,
  Metadata: metadata,
  ServerID: 23,
  Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
  Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
  Email: 'jürgen@straße.example',
  From: 'news@shop.example',
  BouncedAt: '2026-03-02T09:01:00Z',
  DumpAvailable: true,
  Inactive: true,
  CanActivate: true,
  Subject: 'Spring news',
};

const only = (record: unknown) => {
  const translated = translatePostmarkRecord(record);
  expect(translated.skipped).toBe(0);
  return translated.events[0]?.event;
};

describe('Postmark webhook posts', () => {
  it('reads a delivery, an open and a click with the campaign from the metadata', () => {
    expect(translatePostmarkRecord(delivery)).toEqual({
      events: [
        {
          index: 0,
          event: {
            id: `postmark:Delivery:${MESSAGE_ID}:2026-03-02T09:00:00.9070259Z`,
            type: 'delivered',
            email: 'jürgen@straße.example',
            campaignId: 7,
            timestamp: '2026-03-02T09:00:00.9070259Z',
          },
        },
      ],
      skipped: 0,
    });
    expect(only(open)).toEqual({
      id: `postmark:Open:${MESSAGE_ID}:2026-03-02T09:05:00.123Z`,
      type: 'opened',
      email: 'jürgen@straße.example',
      campaignId: 7,
      timestamp: '2026-03-02T09:05:00.123Z',
    });
    expect(only(click)).toMatchObject({ type: 'clicked', url: 'https://shop.example/frühling', timestamp: '2026-03-02T09:06:00Z' });
  });

  it('keys bounces and complaints by their own ID, telling hard bounces from the others', () => {
    expect(only({ ...bounce, ID: 692560173 })).toEqual({
      id: 'postmark:Bounce:692560173',
      type: 'bounced',
      bounceType: 'hard',
      email: 'jürgen@straße.example',
      campaignId: 7,
      timestamp: '2026-03-02T09:01:00Z',
    });
    // An ID too long for a JavaScript number (as in Postmark's example) has lost digits: the message keys it.
    expect(only(bounce)?.id).toBe(`postmark:Bounce:${MESSAGE_ID}:2026-03-02T09:01:00Z`);
    expect(only({ ...bounce, Type: 'SoftBounce', TypeCode: 4096 })).toMatchObject({ type: 'bounced', bounceType: 'soft' });
    expect(only({ ...bounce, Type: 'BadEmailAddress', TypeCode: 100000 })).toMatchObject({ bounceType: 'hard' });
    expect(only({ ...bounce, Type: 'DnsError', TypeCode: 4 })).toMatchObject({ bounceType: 'soft' });
    expect(only({ ...bounce, RecordType: 'SpamComplaint', ID: 42, Type: 'SpamComplaint', TypeCode: 512 })).toMatchObject({
      id: 'postmark:SpamComplaint:42',
      type: 'complained',
    });
  });

  it("reads a recipient's own unsubscribe, and skips suppressions other records report and reactivations", () => {
    const change = {
      RecordType: 'SubscriptionChange',
      MessageID: MESSAGE_ID,
      ServerID: 23,
      MessageStream: 'outbound',
      ChangedAt: '2026-03-02T10:53:34.416071Z',
      Recipient: 'jürgen@straße.example',
      Origin: 'Recipient',
      SuppressSending: true,
      SuppressionReason: 'ManualSuppression',
      Tag: 'spring',
      Metadata: metadata,
    };
    expect(only(change)).toMatchObject({ type: 'unsubscribed', email: 'jürgen@straße.example', campaignId: 7 });
    expect(translatePostmarkRecord({ ...change, SuppressionReason: 'HardBounce' })).toEqual({ events: [], skipped: 1 });
    expect(translatePostmarkRecord({ ...change, SuppressSending: false, SuppressionReason: null })).toEqual({ events: [], skipped: 1 });
  });

  it('skips records it does not read or cannot make out', () => {
    for (const record of [
      { ...bounce, Type: 'AutoResponder', TypeCode: 2 },
      { ...delivery, RecordType: 'Inbound' },
      { ...delivery, Recipient: undefined },
      { ...open, MessageID: undefined },
      { ...delivery, DeliveredAt: '' },
    ])
      expect(translatePostmarkRecord(record)).toEqual({ events: [], skipped: 1 });
  });

  it('leaves the campaign out when the metadata names none', () => {
    expect(only({ ...delivery, Metadata: {} })?.campaignId).toBeUndefined();
    expect(only({ ...delivery, Metadata: { campaign_id: '9' } })?.campaignId).toBe(9);
    expect(only({ ...delivery, Metadata: {} })?.contactId).toBeUndefined();
  });

  it('reads the contact the transport named in the metadata', () => {
    expect(only({ ...delivery, Metadata: { campaignId: '7', contactId: '3400' } })).toMatchObject({ campaignId: 7, contactId: 3400 });
    expect(only({ ...open, Metadata: { contact_id: '41' } })?.contactId).toBe(41);
  });
});
