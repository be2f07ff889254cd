import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProviderPeer, type ProviderReply, type ProviderRequest } from './provider-peer';

/** The certificate SNS signs messages under, here the test TLS one (sns-signing.ts signs with its key). */
export const SNS_SIGNING_CERTIFICATE = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'tls', 'smtp-self-signed.crt'),
  'utf8',
);

/**
 * The webhook settings of SendGrid, Postmark and Amazon SES with SNS, on one loopback HTTP server that answers
 * as each provider's documented API does. Each provider lives under its own path prefix, so the app is pointed
 * at it with SENDGRID_API_URL, POSTMARK_API_URL, SES_API_URL and SNS_API_URL (see `env`).
 */

/** An Event Webhook as "Get All Event Webhooks" answers it (event flags not given are off). */
export interface SendgridEventWebhook {
  url: string;
  enabled: boolean;
  delivered?: boolean;
  open?: boolean;
  click?: boolean;
  bounce?: boolean;
  spam_report?: boolean;
  unsubscribe?: boolean;
  group_unsubscribe?: boolean;
  processed?: boolean;
}
export const SENDGRID_ALL_EVENTS = {
  delivered: true,
  open: true,
  click: true,
  bounce: true,
  spam_report: true,
  unsubscribe: true,
} as const;

type PostmarkTrigger = 'Open' | 'Click' | 'Delivery' | 'Bounce' | 'SpamComplaint' | 'SubscriptionChange';
export interface PostmarkWebhook {
  Url: string;
  MessageStream?: string;
  /** Triggers turned on; the others are answered as off. */
  on: PostmarkTrigger[];
}
export const POSTMARK_ALL_TRIGGERS: PostmarkTrigger[] = [
  'Open',
  'Click',
  'Delivery',
  'Bounce',
  'SpamComplaint',
  'SubscriptionChange',
];

export interface SesEventDestination {
  Name: string;
  Enabled: boolean;
  MatchingEventTypes: string[];
  SnsDestination?: { TopicArn: string };
}
export const SES_ALL_EVENT_TYPES = [
  'SEND',
  'DELIVERY',
  'OPEN',
  'CLICK',
  'BOUNCE',
  'COMPLAINT',
  'SUBSCRIPTION',
];

export interface SnsSubscription {
  Protocol: string;
  Endpoint: string;
  /** 'PendingConfirmation' until the endpoint confirms it. */
  SubscriptionArn: string;
  /** The token SNS sent the endpoint in its SubscriptionConfirmation; visiting SubscribeURL with it confirms. */
  Token?: string;
}

export interface ProviderAccounts {
  sendgrid: { apiKey: string; webhooks: SendgridEventWebhook[] };
  postmark: { serverToken: string; webhooks: PostmarkWebhook[] };
  ses: {
    accessKeyId: string;
    /** Identities (addresses and domains) with their default configuration set. */
    identities: Record<string, { ConfigurationSetName?: string }>;
    configurationSets: Record<string, SesEventDestination[]>;
  };
  sns: { topics: Record<string, SnsSubscription[]> };
  /** Every provider answers 'hang' (never) or a status of its own. */
  outage?: 'hang' | 503;
}

export const emptyAccounts = (): ProviderAccounts => ({
  sendgrid: { apiKey: 'SG.webhooks-key', webhooks: [] },
  postmark: { serverToken: 'pm-webhooks-token', webhooks: [] },
  ses: { accessKeyId: 'AKIAWEBHOOKS', identities: {}, configurationSets: {} },
  sns: { topics: {} },
});

const sendgrid = (request: ProviderRequest, account: ProviderAccounts['sendgrid']): ProviderReply => {
  if (request.headers.authorization !== `Bearer ${account.apiKey}`)
    return { status: 401, body: { errors: [{ field: null, message: 'authorization required' }] } };
  // Mail Send: 202 with an empty body.
  if (request.method === 'POST' && request.path === '/v3/mail/send') return { status: 202 };
  if (request.method === 'GET' && request.path === '/v3/scopes')
    return { status: 200, body: { scopes: ['mail.send', 'user.webhooks.event.settings.read'] } };
  if (request.method === 'GET' && request.path === '/v3/user/webhooks/event/settings/all') {
    const flags = [
      'delivered',
      'open',
      'click',
      'bounce',
      'spam_report',
      'unsubscribe',
      'group_unsubscribe',
      'processed',
    ];
    return {
      status: 200,
      body: {
        max_allowed: 5,
        webhooks: account.webhooks.map((webhook, index) => ({
          ...Object.fromEntries(flags.map((flag) => [flag, false])),
          ...webhook,
          id: `77d4a5da-0000-4000-8000-00000000000${index}`,
          friendly_name: null,
          group_resubscribe: false,
          deferred: false,
          dropped: false,
          oauth_client_id: null,
          oauth_token_url: null,
          public_key: null,
        })),
      },
    };
  }
  return { status: 404, body: { errors: [{ field: null, message: 'resource not found' }] } };
};

const postmark = (request: ProviderRequest, account: ProviderAccounts['postmark']): ProviderReply => {
  if (request.headers['x-postmark-server-token'] !== account.serverToken)
    return {
      status: 401,
      body: { ErrorCode: 10, Message: 'Request does not contain a valid Server token.' },
    };
  const url = new URL(request.path, 'http://postmark');
  if (request.method === 'POST' && url.pathname === '/email') {
    const sent = JSON.parse(request.body) as { To?: string };
    return {
      status: 200,
      body: {
        To: sent.To,
        SubmittedAt: new Date().toISOString(),
        MessageID: randomUUID(),
        ErrorCode: 0,
        Message: 'OK',
      },
    };
  }
  if (request.method === 'GET' && url.pathname === '/server')
    return { status: 200, body: { ID: 1, Name: 'Shop' } };
  if (request.method === 'GET' && url.pathname === '/webhooks') {
    const stream = url.searchParams.get('MessageStream');
    if (stream && stream !== 'outbound' && stream !== 'broadcast')
      return {
        status: 422,
        body: { ErrorCode: 1226, Message: `The message stream for the provided 'ID' was not found.` },
      };
    return {
      status: 200,
      body: {
        Webhooks: account.webhooks
          .filter((webhook) => !stream || (webhook.MessageStream ?? 'outbound') === stream)
          .map((webhook, index) => ({
            ID: 1234567 + index,
            Url: webhook.Url,
            MessageStream: webhook.MessageStream ?? 'outbound',
            HttpAuth: { Username: '', Password: '' },
            HttpHeaders: [],
            Triggers: {
              Open: { Enabled: webhook.on.includes('Open'), PostFirstOpenOnly: false },
              Click: { Enabled: webhook.on.includes('Click') },
              Delivery: { Enabled: webhook.on.includes('Delivery') },
              Bounce: { Enabled: webhook.on.includes('Bounce'), IncludeContent: false },
              SpamComplaint: { Enabled: webhook.on.includes('SpamComplaint'), IncludeContent: false },
              SubscriptionChange: { Enabled: webhook.on.includes('SubscriptionChange') },
            },
          })),
      },
    };
  }
  return { status: 404, body: { ErrorCode: 404, Message: 'Not found' } };
};

/** The access key id a Signature Version 4 Authorization header names. */
const accessKeyOf = (request: ProviderRequest): string | undefined =>
  /Credential=([^/]+)\//.exec(String(request.headers.authorization ?? ''))?.[1];

const sesError = (status: number, type: string, message: string): ProviderReply => ({
  status,
  body: { message },
  headers: { 'x-amzn-ErrorType': `${type}:http://internal.amazon.com/coral/com.amazonaws.sesv2/` },
});

const ses = (request: ProviderRequest, path: string, account: ProviderAccounts['ses']): ProviderReply => {
  if (accessKeyOf(request) !== account.accessKeyId)
    return sesError(
      403,
      'UnrecognizedClientException',
      'The security token included in the request is invalid.',
    );
  const identity = /^\/v2\/email\/identities\/([^/]+)$/.exec(path);
  if (request.method === 'GET' && identity) {
    const name = decodeURIComponent(identity[1]!);
    const found = account.identities[name];
    if (!found) return sesError(404, 'NotFoundException', `Email identity ${name} does not exist.`);
    return {
      status: 200,
      body: {
        IdentityType: name.includes('@') ? 'EMAIL_ADDRESS' : 'DOMAIN',
        VerifiedForSendingStatus: true,
        ...found,
      },
    };
  }
  const destinations = /^\/v2\/email\/configuration-sets\/([^/]+)\/event-destinations$/.exec(path);
  if (request.method === 'GET' && destinations) {
    const set = account.configurationSets[decodeURIComponent(destinations[1]!)];
    if (!set) return sesError(404, 'NotFoundException', 'Configuration set does not exist.');
    return { status: 200, body: { EventDestinations: set } };
  }
  if (request.method === 'POST' && path === '/v2/email/outbound-emails')
    return { status: 200, body: { MessageId: `0102018e${randomUUID().replace(/-/g, '')}-000000` } };
  if (request.method === 'GET' && path === '/v2/email/account')
    return { status: 200, body: { SendingEnabled: true } };
  return sesError(404, 'NotFoundException', 'Not found');
};

const xmlText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const snsError = (status: number, code: string, message: string): ProviderReply => ({
  status,
  headers: { 'content-type': 'text/xml' },
  text: `<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${xmlText(message)}</Message></Error><RequestId>9b1f2c1e-0000-4000-8000-000000000000</RequestId></ErrorResponse>`,
});

/** One page of ListSubscriptionsByTopic holds at most this many (SNS documents 100; smaller here to test paging). */
export const SNS_PAGE_SIZE = 2;

/**
 * What SNS serves without credentials: its signing certificate, and ConfirmSubscription as a SubscriptionConfirmation's
 * SubscribeURL calls it (the token alone proves the caller got the message).
 */
const snsPublic = (request: ProviderRequest, accounts: ProviderAccounts): ProviderReply | undefined => {
  const url = new URL(request.path, 'http://sns');
  if (request.method !== 'GET') return undefined;
  if (url.pathname.endsWith('.pem'))
    return {
      status: 200,
      headers: { 'content-type': 'application/x-x509-ca-cert' },
      text: SNS_SIGNING_CERTIFICATE,
    };
  if (url.searchParams.get('Action') !== 'ConfirmSubscription') return undefined;
  const topicArn = url.searchParams.get('TopicArn') ?? '';
  const subscription = accounts.sns.topics[topicArn]?.find(
    (candidate) => candidate.Token !== undefined && candidate.Token === url.searchParams.get('Token'),
  );
  if (!subscription) return snsError(400, 'InvalidParameter', 'Invalid token');
  if (subscription.SubscriptionArn === 'PendingConfirmation')
    subscription.SubscriptionArn = `${topicArn}:${randomUUID()}`;
  return {
    status: 200,
    headers: { 'content-type': 'text/xml' },
    text: `<ConfirmSubscriptionResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><ConfirmSubscriptionResult><SubscriptionArn>${xmlText(subscription.SubscriptionArn)}</SubscriptionArn></ConfirmSubscriptionResult><ResponseMetadata><RequestId>7a50221f-3774-11df-a9b7-05d48da6f042</RequestId></ResponseMetadata></ConfirmSubscriptionResponse>`,
  };
};

const sns = (request: ProviderRequest, accounts: ProviderAccounts): ProviderReply => {
  const open = snsPublic(request, accounts);
  if (open) return open;
  if (accessKeyOf(request) !== accounts.ses.accessKeyId)
    return snsError(403, 'InvalidClientTokenId', 'The security token included in the request is invalid.');
  const form = new URLSearchParams(request.body);
  if (request.method !== 'POST' || form.get('Action') !== 'ListSubscriptionsByTopic')
    return snsError(400, 'InvalidAction', 'The action or operation requested is invalid.');
  const topic = accounts.sns.topics[form.get('TopicArn') ?? ''];
  if (!topic) return snsError(404, 'NotFound', 'Topic does not exist');
  const start = Number(form.get('NextToken') ?? '0');
  const page = topic.slice(start, start + SNS_PAGE_SIZE);
  const next = start + SNS_PAGE_SIZE < topic.length ? `<NextToken>${start + SNS_PAGE_SIZE}</NextToken>` : '';
  const members = page
    .map(
      (subscription) =>
        `<member><TopicArn>${xmlText(form.get('TopicArn') ?? '')}</TopicArn><Protocol>${subscription.Protocol}</Protocol><SubscriptionArn>${xmlText(subscription.SubscriptionArn)}</SubscriptionArn><Owner>123456789012</Owner><Endpoint>${xmlText(subscription.Endpoint)}</Endpoint></member>`,
    )
    .join('');
  return {
    status: 200,
    headers: { 'content-type': 'text/xml' },
    text: `<ListSubscriptionsByTopicResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><ListSubscriptionsByTopicResult><Subscriptions>${members}</Subscriptions>${next}</ListSubscriptionsByTopicResult><ResponseMetadata><RequestId>384ac68d-3775-11df-8963-01868b7c937a</RequestId></ResponseMetadata></ListSubscriptionsByTopicResponse>`,
  };
};

const CONTROL_PATH = '/control/accounts';

/** Sets the state of a provider server started elsewhere (see startProviderWebhookApis), by its base URL. */
export const setProviderAccounts = async (
  baseUrl: string,
  accounts: Partial<ProviderAccounts>,
): Promise<void> => {
  const response = await fetch(`${baseUrl}${CONTROL_PATH}`, {
    method: 'PUT',
    body: JSON.stringify(accounts),
  });
  if (response.status !== 204) throw new Error(`The provider server answered ${response.status}`);
};

/** The app's settings that point each provider at a server on `baseUrl`. */
export const providerEnv = (baseUrl: string) => ({
  SENDGRID_API_URL: `${baseUrl}/sendgrid`,
  POSTMARK_API_URL: `${baseUrl}/postmark`,
  SES_API_URL: `${baseUrl}/ses/{region}`,
  SNS_API_URL: `${baseUrl}/sns/{region}`,
});

export const startProviderWebhookApis = async () => {
  let accounts = emptyAccounts();
  const peer = await startProviderPeer((request) => {
    // How a test in another process (an e2e spec) sets the providers' state: PUT the whole of it.
    if (request.method === 'PUT' && request.path === CONTROL_PATH) {
      accounts = { ...emptyAccounts(), ...(JSON.parse(request.body) as Partial<ProviderAccounts>) };
      return { status: 204 };
    }
    if (accounts.outage === 'hang') return 'hang';
    if (accounts.outage === 503) return { status: 503, body: { message: 'Service Unavailable' } };
    const [, provider, ...rest] = request.path.split('/');
    const path = `/${rest.join('/')}`;
    switch (provider) {
      case 'sendgrid':
        return sendgrid({ ...request, path }, accounts.sendgrid);
      case 'postmark':
        return postmark({ ...request, path }, accounts.postmark);
      case 'ses':
        // /ses/<region>/v2/...
        return ses(request, `/${rest.slice(1).join('/')}`, accounts.ses);
      case 'sns':
        return sns(request, accounts);
      default:
        return { status: 404 };
    }
  });
  return {
    requests: peer.requests,
    url: peer.url,
    /** The app's settings that point each provider here. */
    env: providerEnv(peer.url),
    get accounts() {
      return accounts;
    },
    reset: () => {
      accounts = emptyAccounts();
      return accounts;
    },
    close: peer.close,
  };
};
