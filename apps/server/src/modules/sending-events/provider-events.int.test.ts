import { beforeAll, describe, expect, it } from 'vitest';
import { senderRoutes, WebhookMessages, type SendingEventInput } from '@sendwell/contracts';
import { seedCampaignRecipients, seedContacts, seedSentCampaign } from '../../../test/fixtures';
import { addSenderWithWebhook, useProviderApp, type ProviderSenderKind } from '../../../test/provider-senders';
import { SES_ALL_EVENT_TYPES } from '../../../test/provider-webhook-apis';
import {
  signSnsMessage,
  snsCertificateUrl,
  snsNotification,
  snsSubscriptionConfirmation,
  SNS_TOPIC_ARN,
} from '../../../test/sns-signing';
import { TEST_APP_URL } from '../../../test/test-app';
import { useOwner } from '../../../test/integration-setup';

const { t, owner, apis } = useProviderApp();
/** Another account, whose contacts no event posted to this one may touch. */
const stranger = useOwner(t);

const accountId = () => owner.user.accountId;
const senders = {} as Record<ProviderSenderKind, { id: number; path: string }>;
let campaignId: number;

/** The loopback SNS in the sender's region, where SubscribeURL and SigningCertURL point. */
const snsBase = () => `${apis.url}/sns/eu-west-1`;

beforeAll(async () => {
  for (const kind of ['sendgrid', 'postmark', 'ses'] as const) {
    const sender = await addSenderWithWebhook(owner, apis.accounts, kind, `${kind}@shop.example`);
    senders[kind] = { id: sender.id, path: sender.webhookUrl.slice(TEST_APP_URL.length) };
  }
  campaignId = await seedSentCampaign(t.ctx.db, accountId(), 'Spring news', []);
});

/** The people of one test: each gets the provider's own events, and a twin gets the same in Sendwell's format. */
const people = async (provider: string) => {
  const native = {
    engaged: `zoe.${provider}@buecher.example`,
    bounced: `bjork.${provider}@buecher.example`,
    complained: `nandu.${provider}@buecher.example`,
  };
  const own = {
    engaged: `twin.engaged.${provider}@example.com`,
    bounced: `twin.bounced.${provider}@example.com`,
    complained: `twin.complained.${provider}@example.com`,
  };
  await seedContacts(t.ctx.db, accountId(), [...Object.values(native), ...Object.values(own)]);
  return { native, own };
};

const post = (path: string, payload: unknown, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: path, payload: JSON.stringify(payload), headers: { 'content-type': contentType } });

/** Everything the events left on a contact: flags, delivery events, campaign activity and daily counters. */
const recordedFor = async (email: string) => {
  const db = t.ctx.db;
  const contact = await db.selectFrom('contacts').select(['id', 'is_blocked', 'is_unsubscribed']).where('account_id', '=', accountId()).where('email', '=', email).executeTakeFirstOrThrow();
  return {
    flags: { blocked: contact.is_blocked, unsubscribed: contact.is_unsubscribed },
    deliveries: await db.selectFrom('delivery_events').where('account_id', '=', accountId()).where('contact_id', '=', contact.id).select(['sender_id', 'kind', 'campaign_id', 'bounce_type', 'link', 'occurred_at']).orderBy('occurred_at').execute(),
    // A batch writes its activity in another order than single posts do; what was written is what counts.
    activity: await db.selectFrom('email_activity').select(['kind', 'campaign_id', 'link', 'sender_id', 'is_apple_privacy_open']).where('account_id', '=', accountId()).where('contact_id', '=', contact.id).orderBy('kind').execute(),
    counters: await db.selectFrom('contact_engagement_daily').select(['day', 'sent', 'opened', 'clicked']).where('account_id', '=', accountId()).where('contact_id', '=', contact.id).execute(),
  };
};

/** Checks each native contact ended exactly as its twin did, and that something was recorded at all. */
const expectSameAsTwins = async (native: Record<string, string>, own: Record<string, string>) => {
  for (const key of Object.keys(native)) expect(await recordedFor(native[key]!), key).toEqual(await recordedFor(own[key]!));
  const engaged = await recordedFor(native.engaged!);
  expect(engaged.activity.map((row) => row.kind)).toEqual(['clicked', 'opened', 'sent']);
  expect((await recordedFor(native.bounced!)).flags).toEqual({ blocked: true, unsubscribed: false });
  expect((await recordedFor(native.complained!)).flags).toEqual({ blocked: false, unsubscribed: true });
};

/** The same five happenings in Sendwell's format: delivered, an open, a click, a hard bounce and a complaint. */
const ownEvents = (own: Record<string, string>, prefix: string, apple: boolean): SendingEventInput[] => [
  { id: `${prefix}-d`, type: 'delivered', email: own.engaged!, campaignId, timestamp: '2026-03-02T09:00:00.000Z' },
  { id: `${prefix}-o`, type: 'opened', email: own.engaged!, campaignId, timestamp: '2026-03-02T09:05:00.000Z', isApplePrivacyOpen: apple },
  { id: `${prefix}-c`, type: 'clicked', email: own.engaged!, campaignId, timestamp: '2026-03-02T09:06:00.000Z', url: 'https://shop.example/frühling' },
  { id: `${prefix}-b`, type: 'bounced', email: own.bounced!, campaignId, timestamp: '2026-03-02T09:01:00.000Z', bounceType: 'hard' },
  { id: `${prefix}-x`, type: 'complained', email: own.complained!, campaignId, timestamp: '2026-03-02T09:02:00.000Z' },
];

const seconds = (iso: string) => Date.parse(iso) / 1000;
/** Providers hand back the address as it was sent, whatever its case; the contact is found all the same. */
const loud = (email: string) => email.toUpperCase();

describe('SendGrid Event Webhook posts', () => {
  it('record campaign activity, bounces and complaints exactly as the same events in Sendwell format do', async () => {
    const { native, own } = await people('sendgrid');
    const event = (kind: string, id: string, email: string, at: string, extra: Record<string, unknown> = {}) => ({
      email, timestamp: seconds(at), 'smtp-id': '<14c5d75ce93.dfd.64b469@ismtpd-555>', event: kind, sg_event_id: id,
      sg_message_id: '14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0', campaignId: String(campaignId), ...extra,
    });
    const sendgridPost = [
      event('processed', 'sg-p', loud(native.engaged), '2026-03-02T08:59:59.000Z'),
      event('delivered', 'sg-d', loud(native.engaged), '2026-03-02T09:00:00.000Z', { response: '250 OK' }),
      event('open', 'sg-o', loud(native.engaged), '2026-03-02T09:05:00.000Z', { sg_machine_open: true, useragent: 'Mozilla/5.0' }),
      event('click', 'sg-c', loud(native.engaged), '2026-03-02T09:06:00.000Z', { url: 'https://shop.example/frühling' }),
      event('bounce', 'sg-b', loud(native.bounced), '2026-03-02T09:01:00.000Z', { type: 'bounce', reason: '550 5.1.1 unknown user' }),
      event('spamreport', 'sg-x', loud(native.complained), '2026-03-02T09:02:00.000Z'),
    ];
    const answer = await post(senders.sendgrid.path, sendgridPost);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ recorded: 5, duplicates: 0, skipped: 1, errors: [] });
    expect((await post(senders.sendgrid.path, { events: ownEvents(own, 'own-sg', true) })).json()).toMatchObject({ recorded: 5 });
    await expectSameAsTwins(native, own);
    // SendGrid retries a batch it got no 2xx for: the same events record nothing new.
    expect((await post(senders.sendgrid.path, sendgridPost)).json()).toEqual({ recorded: 0, duplicates: 5, skipped: 1, errors: [] });
  });

  it('answers the events it cannot use by their place in the post', async () => {
    const answer = await post(senders.sendgrid.path, [
      { email: 'nobody@example.com', timestamp: 1772442000, event: 'open', sg_event_id: 'sg-n', campaignId: String(campaignId) },
      { email: 'zoe.sendgrid@buecher.example', timestamp: 1772442000, event: 'open', sg_event_id: 'sg-none' },
      { event: 'open' },
      { email: 'zoë@bücher.example', timestamp: 1772442000, event: 'open', sg_event_id: 'sg-unicode', campaignId: String(campaignId) },
    ]);
    expect(answer.json()).toEqual({
      recorded: 0,
      duplicates: 0,
      skipped: 1,
      errors: [
        { index: 0, code: 'CONTACT_NOT_FOUND', message: expect.any(String) },
        { index: 1, code: 'INVALID_ITEM', message: 'campaignId is required for opened events' },
        { index: 3, code: 'INVALID_EMAIL', message: 'Enter a valid email address' },
      ],
    });
  });
});

describe('Postmark webhook posts', () => {
  it('record campaign activity, bounces and complaints exactly as the same events in Sendwell format do', async () => {
    const { native, own } = await people('postmark');
    const messageId = '883953f4-6105-42a2-a16a-77a8eac79483';
    const metadata = { campaignId: String(campaignId) };
    const records = [
      { RecordType: 'Delivery', ServerID: 23, MessageStream: 'outbound', MessageID: messageId, Recipient: loud(native.engaged), DeliveredAt: '2026-03-02T09:00:00Z', Details: 'smtp;250 2.0.0 OK', Metadata: metadata },
      { RecordType: 'Open', MessageStream: 'outbound', FirstOpen: true, MessageID: messageId, Recipient: loud(native.engaged), ReceivedAt: '2026-03-02T09:05:00Z', Platform: 'WebMail', Metadata: metadata },
      { RecordType: 'Click', MessageStream: 'outbound', ClickLocation: 'HTML', OriginalLink: 'https://shop.example/frühling', MessageID: messageId, Recipient: loud(native.engaged), ReceivedAt: '2026-03-02T09:06:00Z', Metadata: metadata },
      { RecordType: 'Bounce', MessageStream: 'outbound', ID: 692560173, Type: 'HardBounce', TypeCode: 1, MessageID: messageId, Email: loud(native.bounced), BouncedAt: '2026-03-02T09:01:00Z', Inactive: true, Metadata: metadata },
      { RecordType: 'SpamComplaint', MessageStream: 'outbound', ID: 692560174, Type: 'SpamComplaint', TypeCode: 512, MessageID: messageId, Email: loud(native.complained), BouncedAt: '2026-03-02T09:02:00Z', Metadata: metadata },
    ];
    for (const record of records) {
      const answer = await post(senders.postmark.path, record);
      expect(answer.json(), record.RecordType).toEqual({ recorded: 1, duplicates: 0, skipped: 0, errors: [] });
    }
    expect((await post(senders.postmark.path, { events: ownEvents(own, 'own-pm', false) })).json()).toMatchObject({ recorded: 5 });
    await expectSameAsTwins(native, own);
    expect((await post(senders.postmark.path, records[1])).json()).toMatchObject({ recorded: 0, duplicates: 1 });
    // A record type Sendwell does not read is skipped, and Postmark is told all is well so it does not retry.
    const inbound = await post(senders.postmark.path, { RecordType: 'Inbound', MessageID: messageId });
    expect(inbound.json()).toEqual({ recorded: 0, duplicates: 0, skipped: 1, errors: [] });
  });

  it("is refused at another provider's sender, and a body of no known shape is refused everywhere", async () => {
    const wrong = await post(senders.sendgrid.path, { RecordType: 'Open', MessageID: 'm', Recipient: 'zoe@buecher.example' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      "This sender's webhook address takes SendGrid's Event Webhook posts or Sendwell's { events: [...] }, not Postmark's webhook posts",
    );
    const tooMany = await post(senders.postmark.path, { events: Array.from({ length: 1001 }, (_, index) => ({ id: `e${index}` })) });
    expect(tooMany.json().error.message).toBe('At most 1000 items per call');
    for (const body of [{ hello: 'world' }, 'text', 42]) {
      const unknown = await post(senders.postmark.path, body);
      expect(unknown.statusCode, JSON.stringify(body)).toBe(400);
      expect(unknown.json().error.message).toBe(WebhookMessages.sendingBodyUnknown);
    }
  });
});

describe('Amazon SNS messages with SES events', () => {
  const sesEvent = (eventType: string, email: string, detail: Record<string, unknown>) => ({
    eventType,
    mail: {
      timestamp: '2026-03-02T08:59:58.000Z',
      source: 'ses@shop.example',
      messageId: '0102018e0a1b2c3d-1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d-000000',
      destination: [email],
      tags: { 'ses:configuration-set': ['marketing'], campaignId: [String(campaignId)] },
    },
    ...detail,
  });
  /** Posted as SNS posts: text/plain, signed with the certificate the loopback SNS serves. */
  const postSns = (fields: Record<string, string>, version: '1' | '2' = '1') =>
    post(senders.ses.path, signSnsMessage(fields, snsCertificateUrl(snsBase()), version), 'text/plain; charset=UTF-8');

  it('record campaign activity, bounces and complaints exactly as the same events in Sendwell format do', async () => {
    const { native, own } = await people('ses');
    const requestsBefore = apis.requests.length;
    const messages = [
      snsNotification('sns-d', sesEvent('Delivery', loud(native.engaged), { delivery: { timestamp: '2026-03-02T09:00:00.000Z', recipients: [loud(native.engaged)], smtpResponse: '250 OK' } })),
      snsNotification('sns-o', sesEvent('Open', loud(native.engaged), { open: { timestamp: '2026-03-02T09:05:00.000Z', ipAddress: '192.0.2.1', userAgent: 'Mozilla/5.0' } })),
      snsNotification('sns-c', sesEvent('Click', loud(native.engaged), { click: { timestamp: '2026-03-02T09:06:00.000Z', link: 'https://shop.example/frühling', ipAddress: '192.0.2.1' } })),
      snsNotification('sns-b', sesEvent('Bounce', loud(native.bounced), { bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: loud(native.bounced), status: '5.1.1' }], timestamp: '2026-03-02T09:01:00.000Z' } })),
      snsNotification('sns-x', sesEvent('Complaint', loud(native.complained), { complaint: { complainedRecipients: [{ emailAddress: loud(native.complained) }], timestamp: '2026-03-02T09:02:00.000Z', complaintFeedbackType: 'abuse' } })),
    ];
    for (const [position, message] of messages.entries()) {
      const answer = await postSns(message, position % 2 === 0 ? '1' : '2');
      expect(answer.json(), message.MessageId).toEqual({ recorded: 1, duplicates: 0, skipped: 0, errors: [] });
    }
    expect((await post(senders.ses.path, { events: ownEvents(own, 'own-ses', false) })).json()).toMatchObject({ recorded: 5 });
    await expectSameAsTwins(native, own);
    // SNS delivers at least once: a repeated message records nothing new.
    expect((await postSns(messages[2]!)).json()).toMatchObject({ recorded: 0, duplicates: 1 });
    // The certificate was fetched from the loopback SNS, and once is enough.
    expect(apis.requests.filter((request) => request.path.endsWith('.pem'))).toHaveLength(1);
    expect(apis.requests.slice(requestsBefore).filter((request) => request.path.endsWith('.pem')).length).toBeLessThanOrEqual(1);
  });

  it('refuses a message whose signature does not match, or whose certificate is not on SNS, recording nothing', async () => {
    const { native } = await people('ses-forged');
    const message = snsNotification('sns-forged', sesEvent('Complaint', loud(native.complained), { complaint: { complainedRecipients: [{ emailAddress: loud(native.complained) }], timestamp: '2026-03-02T09:02:00.000Z' } }));
    const signed = signSnsMessage(message, snsCertificateUrl(snsBase()));
    const forged = await post(senders.ses.path, { ...signed, Message: signed.Message!.replace('Complaint', 'Bounce') }, 'text/plain; charset=UTF-8');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toBe(WebhookMessages.badSignature);
    const elsewhere = signSnsMessage(message, 'https://certs.example.com/SimpleNotificationService.pem');
    const refused = await post(senders.ses.path, elsewhere, 'text/plain; charset=UTF-8');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(WebhookMessages.snsCertificateRefused);
    expect((await recordedFor(native.complained)).flags).toEqual({ blocked: false, unsubscribed: false });
  });

  it('confirms a subscription at SNS, after which verifying the webhook passes', async () => {
    const a = apis.accounts;
    a.ses.identities['shop.example'] = { ConfigurationSetName: 'marketing' };
    a.ses.configurationSets.marketing = [
      { Name: 'to-sendwell', Enabled: true, MatchingEventTypes: SES_ALL_EVENT_TYPES, SnsDestination: { TopicArn: SNS_TOPIC_ARN } },
    ];
    const token = '2336412f37fb687f5d51e6e241d638b05e16f1f7b4e9a1c7a3f2e1d0c9b8a7f6';
    a.sns.topics[SNS_TOPIC_ARN] = [{ Protocol: 'https', Endpoint: `${TEST_APP_URL}${senders.ses.path}`, SubscriptionArn: 'PendingConfirmation', Token: token }];
    const verify = () => owner.browser.call(senderRoutes.verifySesWebhook, { body: { id: senders.ses.id } });
    expect((await verify()).data).toMatchObject({ verified: false });

    const answer = await postSns(snsSubscriptionConfirmation(snsBase(), token));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ recorded: 0, duplicates: 0, skipped: 0, errors: [], subscriptionConfirmed: true });
    expect(apis.requests.find((request) => request.path.includes('Action=ConfirmSubscription'))).toMatchObject({ method: 'GET' });
    expect(a.sns.topics[SNS_TOPIC_ARN]![0]!.SubscriptionArn).toMatch(/^arn:aws:sns:eu-west-1:123456789012:sendwell-events:/);
    expect((await verify()).data).toMatchObject({ verified: true, checkedBy: 'provider' });
  });

  it('confirms only at an SNS address, and says so when SNS does not confirm', async () => {
    const requestsBefore = apis.requests.length;
    const offSns = { ...snsSubscriptionConfirmation(snsBase(), 'tok'), SubscribeURL: 'https://attacker.example/?Action=ConfirmSubscription' };
    const refused = await postSns(offSns);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(WebhookMessages.snsSubscribeUrlRefused);
    expect(apis.requests.slice(requestsBefore).some((request) => request.path.includes('ConfirmSubscription'))).toBe(false);
    // No pending subscription holds this token, so SNS refuses it; SNS is told to try again later.
    const unknownToken = await postSns(snsSubscriptionConfirmation(snsBase(), 'not-pending'));
    expect(unknownToken.statusCode).toBe(502);
    expect(unknownToken.json().error.message).toBe('Amazon SNS could not be reached to confirm the subscription; it retries the message later');
  });

  it("still takes Sendwell's own format, and refuses SNS messages at a SendGrid sender", async () => {
    const { own } = await people('ses-own');
    const answer = await post(senders.ses.path, { events: [{ id: 'ses-own-1', type: 'unsubscribed', email: own.engaged }] });
    expect(answer.json()).toEqual({ recorded: 1, duplicates: 0, skipped: 0, errors: [] });
    const wrong = await post(senders.sendgrid.path, snsSubscriptionConfirmation(snsBase(), 'tok'), 'text/plain; charset=UTF-8');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      "This sender's webhook address takes SendGrid's Event Webhook posts or Sendwell's { events: [...] }, not Amazon SNS messages with SES events",
    );
  });
});

describe("The contact id in the metadata Sendwell's transports attach", () => {
  /** One open of the campaign as each provider posts it, with the campaign and contact as its transport names them. */
  const postOpen: Record<ProviderSenderKind, (id: string, email: string, contactId: number) => Promise<{ json: () => unknown }>> = {
    sendgrid: (id, email, contactId) =>
      post(senders.sendgrid.path, [
        { email, timestamp: seconds('2026-03-03T10:00:00.000Z'), event: 'open', sg_event_id: id, campaign_id: String(campaignId), contact_id: String(contactId) },
      ]),
    postmark: (id, email, contactId) =>
      post(senders.postmark.path, {
        RecordType: 'Open', MessageStream: 'outbound', FirstOpen: true, MessageID: id, Recipient: email, ReceivedAt: '2026-03-03T10:00:00Z',
        Metadata: { campaignId: String(campaignId), contactId: String(contactId) },
      }),
    ses: (id, email, contactId) => {
      const event = {
        eventType: 'Open',
        mail: {
          timestamp: '2026-03-03T09:59:00.000Z', source: 'ses@shop.example', messageId: `ses-${id}`, destination: [email],
          tags: { 'ses:configuration-set': ['marketing'], campaign_id: [String(campaignId)], contact_id: [String(contactId)] },
        },
        open: { timestamp: '2026-03-03T10:00:00.000Z', ipAddress: '192.0.2.1', userAgent: 'Mozilla/5.0' },
      };
      return post(senders.ses.path, signSnsMessage(snsNotification(id, event), snsCertificateUrl(snsBase())), 'text/plain; charset=UTF-8');
    },
  };
  const opensOf = async (email: string) => (await recordedFor(email)).activity.filter((row) => row.kind === 'opened').length;

  it.each(['sendgrid', 'postmark', 'ses'] as const)(
    '%s: an open goes to the recipient the message named, and a contact id that is not a recipient is not believed',
    async (provider) => {
      // Mira was sent the campaign at her old address, then changed it; Hugo has since signed up with that old address.
      const moved = { old: `mira.${provider}@old.example`, now: `mira.${provider}@new.example` };
      const heir = moved.old;
      const otto = `otto.${provider}@buecher.example`;
      const [miraId, hugoId] = await seedContacts(t.ctx.db, accountId(), [moved.now, heir, otto]);
      await seedCampaignRecipients(t.ctx.db, accountId(), campaignId, { [miraId!]: moved.old });
      const [foreignId] = await seedContacts(t.ctx.db, stranger.accountId, [`someone.${provider}@elsewhere.example`]);

      // Named by its contact id, the open is Mira's, whoever has the address now.
      expect((await postOpen[provider](`${provider}-named`, loud(moved.old), miraId!)).json()).toEqual({ recorded: 1, duplicates: 0, skipped: 0, errors: [] });
      expect(await opensOf(moved.now)).toBe(1);
      expect(await opensOf(heir)).toBe(0);

      // Hugo is a contact of the account but was not sent the campaign: an open naming him goes by its address
      // (Otto's), and is counted.
      expect((await postOpen[provider](`${provider}-not-recipient`, otto, hugoId!)).json()).toEqual({
        recorded: 1, duplicates: 0, skipped: 0, errors: [], contactIdsIgnored: 1,
      });
      expect(await opensOf(otto)).toBe(1);
      expect(await opensOf(heir)).toBe(0);

      // Another account's contact is never believed: an address nobody here has is not found, and counted.
      expect((await postOpen[provider](`${provider}-foreign`, 'nobody@elsewhere.example', foreignId!)).json()).toEqual({
        recorded: 0, duplicates: 0, skipped: 0, errors: [{ index: 0, code: 'CONTACT_NOT_FOUND', message: expect.any(String) }], contactIdsIgnored: 1,
      });
      const foreignActivity = await t.ctx.db.selectFrom('email_activity').select('id').where('contact_id', '=', foreignId!).execute();
      expect(foreignActivity).toEqual([]);
    },
  );
});
