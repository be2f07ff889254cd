import { describe, expect, it } from 'vitest';
import { translateSendgridEvents } from './sendgrid-events';

// Shaped as SendGrid's Event Webhook reference shows its events, with the message's custom args alongside.
const base = (event: string, id: string, extra: Record<string, unknown> = {}) => ({
  email: 'zoë@bücher.example',
  timestamp: 1772442000,
  'smtp-id': '<14c5d75ce93.dfd.64b469@ismtpd-555>',
  event,
  category: ['spring'],
  sg_event_id: id,
  sg_message_id: '14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0',
  campaignId: '7',
  sendwell_message_id: 'job-1',
  ...extra,
});
const at = 1772442000 * 1000;

describe('SendGrid Event Webhook posts', () => {
  it('reads deliveries, opens (Apple privacy opens too) and clicks with their campaign and time', () => {
    const post = [
      base('delivered', 'ZGVsaXZlcmVk', { response: '250 OK', ip: '168.1.1.1', tls: 1 }),
      base('open', 'b3Blbg', { useragent: 'Mozilla/5.0', ip: '255.255.255.255', sg_machine_open: false }),
      base('open', 'bWFjaGluZQ', { useragent: 'Mozilla/5.0', sg_machine_open: true }),
      base('click', 'Y2xpY2s', { url: 'https://shop.example/spring?ü=1', url_offset: { index: 0, type: 'html' } }),
    ];
    expect(translateSendgridEvents(post)).toEqual({
      events: [
        { index: 0, event: { id: 'ZGVsaXZlcmVk', type: 'delivered', email: 'zoë@bücher.example', campaignId: 7, timestamp: at } },
        { index: 1, event: { id: 'b3Blbg', type: 'opened', email: 'zoë@bücher.example', campaignId: 7, timestamp: at, isApplePrivacyOpen: false } },
        { index: 2, event: { id: 'bWFjaGluZQ', type: 'opened', email: 'zoë@bücher.example', campaignId: 7, timestamp: at, isApplePrivacyOpen: true } },
        { index: 3, event: { id: 'Y2xpY2s', type: 'clicked', email: 'zoë@bücher.example', campaignId: 7, timestamp: at, url: 'https://shop.example/spring?ü=1' } },
      ],
      skipped: 0,
    });
  });

  it('tells bounces from blocks, and reads drops, spam reports and unsubscribes', () => {
    const kinds = translateSendgridEvents([
      base('bounce', 'b1', { type: 'bounce', bounce_classification: 'Invalid Address', reason: '550 5.1.1 unknown user', status: '5.1.1' }),
      base('bounce', 'b2', { type: 'blocked', bounce_classification: 'Reputation', reason: '554 blocked', status: '5.7.1' }),
      base('dropped', 'd1', { reason: 'Bounced Address', status: '5.0.0' }),
      base('dropped', 'd2', { reason: 'Unsubscribed Address', status: '5.0.0' }),
      base('dropped', 'd3', { reason: 'Spam Reporting Address', status: '5.0.0' }),
      base('dropped', 'd4', { reason: 'Recipient List over Package Quota', status: '5.0.0' }),
      base('spamreport', 's1'),
      base('unsubscribe', 'u1'),
      base('group_unsubscribe', 'u2', { asm_group_id: 10 }),
    ]).events.map(({ event }) => [event.id, event.type, event.bounceType]);
    expect(kinds).toEqual([
      ['b1', 'bounced', 'hard'],
      ['b2', 'bounced', 'soft'],
      ['d1', 'bounced', 'hard'],
      ['d2', 'unsubscribed', undefined],
      ['d3', 'complained', undefined],
      ['d4', 'bounced', 'soft'],
      ['s1', 'complained', undefined],
      ['u1', 'unsubscribed', undefined],
      ['u2', 'unsubscribed', undefined],
    ]);
  });

  it('reads the campaign from campaign_id too, and leaves it out when no custom arg names one', () => {
    const { campaignId: _campaignId, ...noCampaign } = base('delivered', 'n1');
    const events = translateSendgridEvents([
      { ...noCampaign, campaign_id: '12' },
      noCampaign,
      { ...noCampaign, sg_event_id: 'n3', campaignId: 'spring' },
    ]).events.map(({ event }) => event.campaignId);
    expect(events).toEqual([12, undefined, undefined]);
  });

  it('reads the contact the transport named in contact_id (or contactId), and leaves it out when none is', () => {
    const contacts = translateSendgridEvents([
      { ...base('open', 'k1'), campaign_id: '12', contact_id: '3400' },
      { ...base('open', 'k2'), contactId: 41 },
      { ...base('open', 'k3'), contact_id: 'mira' },
      base('open', 'k4'),
    ]).events.map(({ event }) => event.contactId);
    expect(contacts).toEqual([3400, 41, undefined, undefined]);
  });

  it('skips the events Sendwell does not read and the ones it cannot make out, keeping the others in place', () => {
    const translated = translateSendgridEvents([
      base('processed', 'p1'),
      base('deferred', 'f1', { attempt: '2' }),
      'not an event',
      null,
      { ...base('open', 'o1'), email: '' },
      { ...base('open', 'o2'), sg_event_id: undefined },
      base('click', 'c1', { url: 'https://shop.example' }),
    ]);
    expect(translated.skipped).toBe(6);
    expect(translated.events.map(({ index, event }) => [index, event.id])).toEqual([[6, 'c1']]);
  });
});
