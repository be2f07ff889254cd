import { afterEach, describe, expect, it } from 'vitest';
import {
  SENDER_CONNECT_TIMEOUT_MS,
  SenderMessages,
  senderRoutes,
  sendingEventRoutes,
  type WebhookVerification,
} from '@sendwell/contracts';
import {
  POSTMARK_ALL_TRIGGERS,
  SENDGRID_ALL_EVENTS,
  SES_ALL_EVENT_TYPES,
} from '../../../test/provider-webhook-apis';
import { addSenderWithWebhook, useProviderApp, type ProviderSenderKind } from '../../../test/provider-senders';

const { owner, apis } = useProviderApp();

const unique = (() => {
  let n = 0;
  return (local: string) => `${local}.${Date.now()}.${++n}@shop.example`;
})();

// The account's plan allows a few sender emails; each test removes the senders it added, so the file's tests
// together never reach that limit.
const added: number[] = [];
afterEach(async () => {
  for (const id of added.splice(0)) {
    const removed = await owner.browser.call(senderRoutes.remove, { params: { id } });
    expect(removed.status, removed.text).toBe(200);
  }
});

const senderWithAddress = async (kind: ProviderSenderKind, email = unique(kind)) => {
  const sender = await addSenderWithWebhook(owner, apis.accounts, kind, email);
  added.push(sender.id);
  return sender;
};

const verify = async (kind: 'sendgrid' | 'postmark' | 'ses', id: number): Promise<WebhookVerification> => {
  const route = kind === 'ses' ? senderRoutes.verifySesWebhook : senderRoutes.verifyWebhook;
  const response = await owner.browser.call(route, { body: { id } });
  expect(response.status, response.text).toBe(200);
  return response.data;
};

/** The problem of a failed verification; fails the test when it passed. */
const problemOf = async (kind: 'sendgrid' | 'postmark' | 'ses', id: number): Promise<string> => {
  const answer = await verify(kind, id);
  expect(answer).toMatchObject({
    verified: false,
    checkedBy: 'provider',
    message: 'Please verify your webhook URL. If everything is correct, please come back after a while!',
  });
  return answer.problem ?? '';
};

const smtpStatus = async (id: number) =>
  (await owner.browser.call(senderRoutes.getEventWebhook, { query: { id } })).data.smtpStatus;

describe('SendGrid: the event webhook settings are asked', () => {
  it('verifies a webhook that points at the address with every event, without any event having arrived', async () => {
    const { id, webhookUrl } = await senderWithAddress('sendgrid');
    apis.accounts.sendgrid.webhooks = [
      { url: 'https://hooks.crm.example/sendgrid', enabled: true, ...SENDGRID_ALL_EVENTS },
      { url: webhookUrl, enabled: true, ...SENDGRID_ALL_EVENTS, processed: true },
    ];
    expect(await smtpStatus(id)).toBe('NOT_VERIFIED');
    expect(await verify('sendgrid', id)).toEqual({
      verified: true,
      checkedBy: 'provider',
      message: SenderMessages.webhookVerified,
      problem: null,
    });
    expect(apis.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/sendgrid/v3/user/webhooks/event/settings/all',
      headers: { authorization: `Bearer ${apis.accounts.sendgrid.apiKey}` },
    });
    expect(await smtpStatus(id)).toBe('VERIFIED');
    const listed = (await owner.browser.call(senderRoutes.allCredentials, {})).data.data;
    expect(listed.find((sender) => sender.id === id)?.webhookVerified).toBe(true);
  });

  it('says when SendGrid has no event webhook at all', async () => {
    const { id } = await senderWithAddress('sendgrid');
    expect(await problemOf('sendgrid', id)).toBe(
      "SendGrid has no event webhook set up. Add this sender's webhook address in Settings → Mail Settings → Event Webhooks.",
    );
    expect(await smtpStatus(id)).toBe('NOT_VERIFIED');
  });

  it('names where the webhooks point instead, without their credentials or query', async () => {
    const { id } = await senderWithAddress('sendgrid');
    apis.accounts.sendgrid.webhooks = [
      {
        url: 'https://user:pass@hooks.crm.example/sendgrid?key=secret-1',
        enabled: true,
        ...SENDGRID_ALL_EVENTS,
      },
    ];
    const problem = await problemOf('sendgrid', id);
    expect(problem).toBe(
      "SendGrid sends events to https://hooks.crm.example/sendgrid, not to this sender's webhook address. Add the address in Settings → Mail Settings → Event Webhooks.",
    );
  });

  it('tells an old address from the current one', async () => {
    const { id, webhookUrl: old } = await senderWithAddress('sendgrid');
    await owner.browser.call(sendingEventRoutes.createWebhook, { params: { id } });
    apis.accounts.sendgrid.webhooks = [{ url: old, enabled: true, ...SENDGRID_ALL_EVENTS }];
    const oldPrefix = old.split('/').at(-1)!.slice(0, 6);
    expect(await problemOf('sendgrid', id)).toBe(
      `SendGrid sends events to another Sendwell webhook address (starting ${oldPrefix}), not to this sender's current one. Making a new address retires the old one: paste the current address in Settings → Mail Settings → Event Webhooks.`,
    );
  });

  it('names the events that are off, in SendGrid’s words, and a webhook that is turned off', async () => {
    const { id, webhookUrl } = await senderWithAddress('sendgrid');
    apis.accounts.sendgrid.webhooks = [
      { url: webhookUrl, enabled: true, ...SENDGRID_ALL_EVENTS, open: false, click: false },
    ];
    expect(await problemOf('sendgrid', id)).toBe(
      "The SendGrid event webhook with this sender's address does not report Opened and Clicked. Turn them on in Settings → Mail Settings → Event Webhooks.",
    );
    apis.accounts.sendgrid.webhooks = [{ url: webhookUrl, enabled: false, ...SENDGRID_ALL_EVENTS }];
    expect(await problemOf('sendgrid', id)).toBe(
      "The SendGrid event webhook with this sender's address is turned off. Turn it on in Settings → Mail Settings → Event Webhooks.",
    );
  });

  it('says the API key was refused, without repeating it', async () => {
    const { id, webhookUrl } = await senderWithAddress('sendgrid');
    apis.accounts.sendgrid.webhooks = [{ url: webhookUrl, enabled: true, ...SENDGRID_ALL_EVENTS }];
    const stored = apis.accounts.sendgrid.apiKey;
    apis.accounts.sendgrid.apiKey = 'SG.rotated-key';
    const answer = await owner.browser.call(senderRoutes.verifyWebhook, { body: { id } });
    expect(answer.data.problem).toBe('SendGrid refused the API key. Check it and try again.');
    expect(answer.text).not.toContain(stored);
    expect(await smtpStatus(id)).toBe('NOT_VERIFIED');
  });

  it('says when SendGrid is down', async () => {
    const { id } = await senderWithAddress('sendgrid');
    apis.accounts.outage = 503;
    expect(await problemOf('sendgrid', id)).toBe(
      'SendGrid had a problem of its own (status 503). Try again in a while.',
    );
  });
});

describe('Postmark: the Webhooks API of the outbound stream is asked', () => {
  it('verifies a webhook with every trigger on, and names the triggers that are off', async () => {
    const { id, webhookUrl } = await senderWithAddress('postmark');
    apis.accounts.postmark.webhooks = [
      { Url: webhookUrl, MessageStream: 'broadcast', on: POSTMARK_ALL_TRIGGERS },
      { Url: webhookUrl, on: ['Delivery', 'Open', 'Click', 'Bounce'] },
    ];
    expect(await problemOf('postmark', id)).toBe(
      `The Postmark event webhook with this sender's address does not report Spam complaint and Subscription change. Turn them on in your server → the "outbound" message stream → Webhooks.`,
    );
    expect(apis.requests.at(-1)).toMatchObject({
      path: '/postmark/webhooks?MessageStream=outbound',
      headers: { 'x-postmark-server-token': apis.accounts.postmark.serverToken },
    });
    apis.accounts.postmark.webhooks = [{ Url: webhookUrl, on: POSTMARK_ALL_TRIGGERS }];
    expect(await verify('postmark', id)).toMatchObject({ verified: true, problem: null });
  });

  it('says the server token was refused', async () => {
    const { id } = await senderWithAddress('postmark');
    apis.accounts.postmark.serverToken = 'pm-rotated';
    expect(await problemOf('postmark', id)).toBe(
      'Postmark refused the server token. Check it and try again.',
    );
  });

  it(
    'gives up on a provider that does not answer, within the connection time limit',
    async () => {
      const { id } = await senderWithAddress('postmark');
      apis.accounts.outage = 'hang';
      expect(await problemOf('postmark', id)).toBe(
        `Postmark did not answer within ${SENDER_CONNECT_TIMEOUT_MS / 1000} seconds. Try again in a while.`,
      );
    },
    SENDER_CONNECT_TIMEOUT_MS + 15_000,
  );
});

describe("Amazon SES: the identity's configuration set and its SNS topic are asked", () => {
  const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:sendwell-events';

  /** A sender whose domain's default configuration set publishes to TOPIC, with the given subscriptions. */
  const sesSender = async (
    subscribe: (webhookUrl: string) => { Endpoint: string; SubscriptionArn: string }[],
  ) => {
    const sender = await senderWithAddress('ses');
    const a = apis.accounts;
    a.ses.identities['shop.example'] = { ConfigurationSetName: 'marketing' };
    a.ses.configurationSets.marketing = [
      { Name: 'to-cloudwatch', Enabled: true, MatchingEventTypes: ['SEND'] },
      {
        Name: 'to-sendwell',
        Enabled: true,
        MatchingEventTypes: SES_ALL_EVENT_TYPES,
        SnsDestination: { TopicArn: TOPIC },
      },
    ];
    a.sns.topics[TOPIC] = subscribe(sender.webhookUrl).map((subscription) => ({
      Protocol: 'https',
      ...subscription,
    }));
    return sender;
  };

  it('verifies an address subscribed to the topic, reading every page of subscriptions', async () => {
    const { id } = await sesSender((url) => [
      { Endpoint: 'ops@shop.example', SubscriptionArn: `${TOPIC}:1` },
      { Endpoint: 'https://hooks.crm.example/ses', SubscriptionArn: `${TOPIC}:2` },
      { Endpoint: url, SubscriptionArn: `${TOPIC}:3` },
    ]);
    apis.accounts.sns.topics[TOPIC]![0]!.Protocol = 'email';
    expect(await verify('ses', id)).toMatchObject({ verified: true, checkedBy: 'provider' });
    const calls = apis.requests.slice(-5);
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([
      expect.stringMatching(/^GET \/ses\/eu-west-1\/v2\/email\/identities\/ses\.\d+\.\d+%40shop\.example$/),
      'GET /ses/eu-west-1/v2/email/identities/shop.example',
      'GET /ses/eu-west-1/v2/email/configuration-sets/marketing/event-destinations',
      'POST /sns/eu-west-1',
      'POST /sns/eu-west-1',
    ]);
    const snsCalls = calls.slice(-2).map((request) => new URLSearchParams(request.body));
    expect(snsCalls.map((form) => [form.get('Action'), form.get('TopicArn'), form.get('NextToken')])).toEqual(
      [
        ['ListSubscriptionsByTopic', TOPIC, null],
        ['ListSubscriptionsByTopic', TOPIC, '2'],
      ],
    );
    expect(calls.at(-1)!.headers.authorization).toMatch(
      /Credential=AKIAWEBHOOKS\/\d{8}\/eu-west-1\/sns\/aws4_request/,
    );
  });

  it('says the subscription waits for confirmation, and which events the destination leaves out', async () => {
    const { id } = await sesSender((url) => [{ Endpoint: url, SubscriptionArn: 'PendingConfirmation' }]);
    expect(await problemOf('ses', id)).toBe(
      `Amazon SES is waiting for this sender's webhook address to confirm its subscription. Confirm the subscription in the SNS topic of the configuration set "marketing" (eu-west-1).`,
    );
    apis.accounts.sns.topics[TOPIC]![0]!.SubscriptionArn = `${TOPIC}:9`;
    apis.accounts.ses.configurationSets.marketing![1]!.MatchingEventTypes = ['SEND', 'DELIVERY', 'BOUNCE'];
    expect(await problemOf('ses', id)).toBe(
      `The Amazon SES event webhook with this sender's address does not report Opens, Clicks, Complaints and Subscriptions. Turn them on in the SNS topic of the configuration set "marketing" (eu-west-1).`,
    );
  });

  it('says when the identity has no configuration set, or the set no SNS destination', async () => {
    const { id, email } = await sesSender(() => []);
    apis.accounts.ses.identities[email] = {};
    expect(await problemOf('ses', id)).toBe(
      `${email} has no default configuration set in Amazon SES (eu-west-1), so SES publishes no events for its mail. Give the identity a default configuration set with an Amazon SNS event destination.`,
    );
    delete apis.accounts.ses.identities[email];
    apis.accounts.ses.configurationSets.marketing = [
      { Name: 'to-cloudwatch', Enabled: true, MatchingEventTypes: SES_ALL_EVENT_TYPES },
    ];
    expect(await problemOf('ses', id)).toBe(
      'The configuration set "marketing" in Amazon SES (eu-west-1) has no Amazon SNS event destination. Add one that publishes to an SNS topic, and subscribe the webhook address to that topic over HTTPS.',
    );
    delete apis.accounts.ses.identities['shop.example'];
    expect(await problemOf('ses', id)).toBe(
      `Amazon SES (eu-west-1) knows neither ${email} nor shop.example as a sending identity. Verify one of them in SES first.`,
    );
  });

  it('says the access key was refused, by SES or by SNS', async () => {
    const { id } = await sesSender((url) => [{ Endpoint: url, SubscriptionArn: `${TOPIC}:1` }]);
    apis.accounts.ses.accessKeyId = 'AKIAOTHER';
    expect(await problemOf('ses', id)).toBe(
      'Amazon SES refused the access key ID or secret access key. Check them and the region (eu-west-1).',
    );
    apis.accounts.ses.accessKeyId = 'AKIAWEBHOOKS';
    delete apis.accounts.sns.topics[TOPIC];
    expect(await problemOf('ses', id)).toBe(
      `The Amazon SNS topic ${TOPIC} does not exist. Check the SES event destination.`,
    );
  });
});

describe('senders without an API', () => {
  it('answers no address yet before one is made', async () => {
    const added = await owner.browser.call(senderRoutes.sendgrid.add, {
      body: { email: unique('bare'), apiKey: apis.accounts.sendgrid.apiKey },
    });
    const answer = await owner.browser.call(senderRoutes.verifyWebhook, { body: { id: added.data.id } });
    expect(answer.data).toMatchObject({ verified: false, problem: SenderMessages.webhookNoAddress });
  });
});
