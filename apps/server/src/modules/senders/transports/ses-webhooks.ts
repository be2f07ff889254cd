import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import type { SendingEventType } from '@sendwell/contracts';
import { signAwsRequest, type AwsCredentials } from './aws-signature';
import { callProvider, unreadableAnswer } from './provider-http';
import { CREDENTIALS_REFUSED, PROVIDER, type createSesCaller } from './ses-api';
import { ConnectionProblem, type ProviderWebhook, type ProviderWebhooks } from './sender-transport';

const SNS = 'Amazon SNS';
/** Pages of subscriptions read from one topic (100 each); more than this is not a topic set up for Sendwell. */
const MAX_PAGES = 5;

const Identity = z.object({ ConfigurationSetName: z.string().min(1).optional() });
const EventDestinations = z.object({
  EventDestinations: z.array(
    z.object({
      Name: z.string(),
      Enabled: z.boolean().default(false),
      MatchingEventTypes: z.array(z.string()).default([]),
      SnsDestination: z.object({ TopicArn: z.string() }).optional(),
    }),
  ),
});
const Subscription = z.object({
  Protocol: z.string(),
  Endpoint: z.coerce.string(),
  SubscriptionArn: z.string(),
});
const SubscriptionsPage = z.object({
  ListSubscriptionsByTopicResponse: z.object({
    ListSubscriptionsByTopicResult: z.object({
      Subscriptions: z.union([z.object({ member: z.array(Subscription) }), z.literal('')]).optional(),
      NextToken: z.string().optional(),
    }),
  }),
});
const SnsError = z.object({ ErrorResponse: z.object({ Error: z.object({ Code: z.string() }) }) });

const xml = new XMLParser({ isArray: (name) => name === 'member', parseTagValue: false });

const parseXml = (text: string): unknown => {
  try {
    return xml.parse(text);
  } catch {
    return null;
  }
};

const SES_EVENTS: Record<string, SendingEventType> = {
  DELIVERY: 'delivered',
  OPEN: 'opened',
  CLICK: 'clicked',
  BOUNCE: 'bounced',
  COMPLAINT: 'complained',
  SUBSCRIPTION: 'unsubscribed',
};

type SesCall = ReturnType<typeof createSesCaller>;
interface SnsAccess {
  credentials: AwsCredentials;
  snsBaseUrl: (region: string) => string;
  timeoutMs: number;
}

/**
 * The configuration set SES applies to mail from the address: its identity's default (GetEmailIdentity), the
 * address's own identity first, then its domain's.
 */
const configurationSetOf = async (call: SesCall, email: string, region: string): Promise<string> => {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  for (const identity of [email, domain]) {
    const response = await call('GET', `/v2/email/identities/${encodeURIComponent(identity)}`, '', {
      notFound: true,
      forbidden: 'read sending identities (ses:GetEmailIdentity)',
    });
    if (response.status === 404) continue;
    const found = Identity.safeParse(await response.json().catch(() => null));
    if (!found.success) throw unreadableAnswer(PROVIDER);
    if (found.data.ConfigurationSetName) return found.data.ConfigurationSetName;
    throw new ConnectionProblem(
      `${identity} has no default configuration set in ${PROVIDER} (${region}), so SES publishes no events for its mail. Give the identity a default configuration set with an Amazon SNS event destination.`,
    );
  }
  throw new ConnectionProblem(
    `${PROVIDER} (${region}) knows neither ${email} nor ${domain} as a sending identity. Verify one of them in SES first.`,
  );
};

/** The region of a topic, from its ARN (arn:aws:sns:<region>:<account>:<name>). */
const regionOfTopic = (topicArn: string): string | undefined => topicArn.split(':')[3] || undefined;

/** The HTTP(S) subscriptions of a topic, through SNS's ListSubscriptionsByTopic (Query API, XML answers). */
const topicSubscriptions = async (
  access: SnsAccess,
  topicArn: string,
): Promise<z.infer<typeof Subscription>[]> => {
  const region = regionOfTopic(topicArn) ?? access.credentials.region;
  const url = access.snsBaseUrl(region);
  const subscriptions: z.infer<typeof Subscription>[] = [];
  let nextToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = new URLSearchParams({
      Action: 'ListSubscriptionsByTopic',
      TopicArn: topicArn,
      Version: '2010-03-31',
      ...(nextToken ? { NextToken: nextToken } : {}),
    }).toString();
    const contentType = 'application/x-www-form-urlencoded; charset=utf-8';
    const headers = signAwsRequest(
      { method: 'POST', url, body, service: 'sns', contentType },
      { ...access.credentials, region },
      new Date(),
    );
    const response = await callProvider(SNS, { method: 'POST', url, headers, body }, access.timeoutMs);
    const text = await response.text();
    const answer = parseXml(text);
    if (!response.ok) {
      const code = SnsError.safeParse(answer).data?.ErrorResponse.Error.Code ?? '';
      if (CREDENTIALS_REFUSED.has(code))
        throw new ConnectionProblem(
          `${SNS} refused the access key ID or secret access key. Check them and the region (${region}).`,
        );
      if (code === 'AuthorizationError')
        throw new ConnectionProblem(
          `${SNS} accepted the access key but does not allow it to list the subscriptions of ${topicArn} (sns:ListSubscriptionsByTopic).`,
        );
      if (code === 'NotFound')
        throw new ConnectionProblem(
          `The ${SNS} topic ${topicArn} does not exist. Check the SES event destination.`,
        );
      throw new ConnectionProblem(
        `${SNS} refused to list the subscriptions of ${topicArn} (status ${response.status}).`,
      );
    }
    const result = SubscriptionsPage.safeParse(answer);
    if (!result.success) throw unreadableAnswer(SNS);
    const { Subscriptions, NextToken } =
      result.data.ListSubscriptionsByTopicResponse.ListSubscriptionsByTopicResult;
    if (Subscriptions) subscriptions.push(...Subscriptions.member);
    nextToken = NextToken;
    if (!nextToken) break;
  }
  return subscriptions.filter((subscription) => /^https?$/.test(subscription.Protocol));
};

/**
 * SES publishes events through the configuration set of the sender's identity to event destinations; an SNS
 * destination's topic delivers them to the HTTPS endpoints subscribed to it. Each such subscription is a webhook.
 */
export const readSesWebhooks = async (
  call: SesCall,
  access: SnsAccess,
  email: string,
): Promise<ProviderWebhooks> => {
  const region = access.credentials.region;
  const configurationSet = await configurationSetOf(call, email, region);
  const response = await call(
    'GET',
    `/v2/email/configuration-sets/${encodeURIComponent(configurationSet)}/event-destinations`,
    '',
    { forbidden: 'read configuration sets (ses:GetConfigurationSetEventDestinations)' },
  );
  const answer = EventDestinations.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw unreadableAnswer(PROVIDER);
  const destinations = answer.data.EventDestinations.filter((destination) => destination.SnsDestination);
  if (destinations.length === 0)
    throw new ConnectionProblem(
      `The configuration set "${configurationSet}" in ${PROVIDER} (${region}) has no Amazon SNS event destination. Add one that publishes to an SNS topic, and subscribe the webhook address to that topic over HTTPS.`,
    );
  const webhooks: ProviderWebhook[] = [];
  for (const destination of destinations) {
    const topicArn = destination.SnsDestination?.TopicArn ?? '';
    for (const subscription of await topicSubscriptions(access, topicArn)) {
      webhooks.push({
        url: subscription.Endpoint,
        enabled: destination.Enabled,
        confirmed: subscription.SubscriptionArn !== 'PendingConfirmation',
        events: destination.MatchingEventTypes.flatMap((type) => SES_EVENTS[type] ?? []),
      });
    }
  }
  return {
    provider: PROVIDER,
    where: `the SNS topic of the configuration set "${configurationSet}" (${region})`,
    webhooks,
    eventNames: {
      delivered: 'Deliveries',
      opened: 'Opens',
      clicked: 'Clicks',
      bounced: 'Hard bounces',
      complained: 'Complaints',
      unsubscribed: 'Subscriptions',
    },
  };
};
