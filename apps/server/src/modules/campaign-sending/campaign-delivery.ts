import { SENDER_CONNECT_TIMEOUT_MS } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import type { MailSignature } from '../../platform/mail';
import { smtpUrlOptions } from '../../platform/smtp-socket';
import { dkimSigningFor } from '../senders/domains/dkim-signing';
import { buildCampaignMime, mimeBoundary, type CampaignMime } from './campaign-mime';
import { smtpConnectionPool } from './smtp-connection-pool';
import { openSender } from '../senders/senders';
import { smtpSettingsOf } from '../senders/transports/create-sender-transport';
import { ConnectionProblem } from '../senders/transports/sender-transport';
import { describeSmtpFailure, smtpConnectionOptions } from '../senders/transports/smtp-transport';
import { senderTransportOf } from '../senders/senders';

/** One personalised message of a campaign, ready to hand off. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  html: string;
  /** The text/plain alternative of the HTML. */
  text: string;
  /** The text and HTML in the campaign's pieces, encoded once per campaign (campaign-mime.ts). */
  parts?: CampaignMime['parts'];
  headers: Record<string, string>;
  /** The recipient's stable message id (the part before '@'). */
  messageId: string;
  contactId: number;
}

/**
 * How a hand-off failed: 'retry' (the server asked to try later: 421, 451...), 'bounce' (the address is refused
 * for good: 550), 'fail' (this message is refused), 'credentials' (sign-in refused: stop the campaign),
 * 'unreachable' (no server to talk to).
 */
export type RefusalKind = 'retry' | 'bounce' | 'fail' | 'credentials' | 'unreachable';

export class DeliveryRefused extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'DeliveryRefused';
  }
}

/** Where a campaign's messages go: the sender's transport, kept open for the whole run. */
export interface CampaignDelivery {
  deliver(message: OutgoingMessage): Promise<void>;
  /**
   * Messages it takes at once: the run renders no more than this many ahead of the transport. For an SMTP pool,
   * two per connection: the one being sent and one waiting, which the pool pipelines behind it.
   */
  slots: number;
  close(): void;
}

/** Messages of one campaign kept in the dev outbox; the rest are counted as sent and dropped. */
export const DEV_OUTBOX_CAMPAIGN_CAP = 100;
/** Connections one send run keeps open to an SMTP server whose sender does not set its own number. */
export const SMTP_CONNECTIONS = 8;
/**
 * Messages over one SMTP connection before it is closed and another opened, when the sender does not say:
 * nodemailer's own default, which servers that count messages per connection accept.
 */
export const SMTP_MESSAGES_PER_CONNECTION = 100;
/** Messages handed at once to a provider's API or the dev outbox, which have no connections to count. */
export const API_SLOTS = 32;

/** The SMTP pool of one send run: the sender's connections and messages per connection, or the defaults. */
export const smtpPoolOf = (settings: {
  maxConnections?: number | undefined;
  maxMessagesPerConnection?: number | undefined;
}): { maxConnections: number; maxMessages: number } => ({
  maxConnections: settings.maxConnections ?? SMTP_CONNECTIONS,
  maxMessages: settings.maxMessagesPerConnection ?? SMTP_MESSAGES_PER_CONNECTION,
});

const numberOf = (error: unknown, key: string): number | undefined => {
  const value: unknown =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' ? value : undefined;
};
const stringOf = (error: unknown, key: string): string | undefined => {
  const value: unknown =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** What an SMTP server's answer means for the message and the campaign. */
export const classifySmtpError = (error: unknown): RefusalKind => {
  const code = numberOf(error, 'responseCode');
  if (stringOf(error, 'code') === 'EAUTH' || code === 535 || code === 534 || code === 530)
    return 'credentials';
  if (code !== undefined && code >= 400 && code < 500) return 'retry';
  if (code === 550 || code === 551 || code === 553) return 'bounce';
  if (code !== undefined && code >= 500) return 'fail';
  return 'unreachable';
};

/** The server's own words, without the command echo; never holds a credential. */
const smtpReply = (error: unknown): string => {
  const code = numberOf(error, 'responseCode');
  const response = stringOf(error, 'response');
  return code !== undefined && response ? response.slice(0, 300) : 'no answer';
};

export const pooledSmtp = (
  options: ReturnType<typeof smtpConnectionOptions> | string,
  pool: { maxConnections: number; maxMessages: number },
  from: { address: string; name: string },
  signature: MailSignature | undefined,
  describe: (error: unknown) => string,
): CampaignDelivery => {
  const connections = smtpConnectionPool(
    typeof options === 'string' ? smtpUrlOptions(options) : options,
    pool,
    signature,
  );
  const domain = from.address.split('@')[1] ?? 'sendwell';
  const boundary = mimeBoundary();
  const envelopeFrom = signature?.envelopeFrom ?? from.address;
  return {
    // A message rendered and waiting per connection, so the pool pipelines it behind the one on it (one write).
    slots: pool.maxConnections * 2,
    async deliver(message) {
      try {
        // The message's bytes built here (campaign-mime.ts) and handed to a connection as they are.
        await connections.send(
          { from: envelopeFrom, to: message.to },
          buildCampaignMime({ ...message, from, messageId: `<${message.messageId}@${domain}>` }, boundary),
        );
      } catch (error) {
        const kind = classifySmtpError(error);
        throw new DeliveryRefused(
          kind,
          kind === 'credentials' || kind === 'unreachable' ? describe(error) : smtpReply(error),
        );
      }
    },
    close: () => connections.close(),
  };
};

/** With no SMTP server set up, a campaign's first messages go to the dev outbox (/app/dev/outbox). */
const devOutbox = (ctx: AppContext, alreadyKept: number): CampaignDelivery => {
  let kept = alreadyKept;
  return {
    slots: API_SLOTS,
    async deliver(message) {
      if (kept >= DEV_OUTBOX_CAMPAIGN_CAP) return;
      kept++;
      await ctx.db
        .insertInto('mail_outbox')
        .values({
          id: message.messageId,
          recipient: message.to,
          subject: message.subject,
          html: message.html,
          body_text: message.text,
          amp: null,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
    close: () => {},
  };
};

const outboxCount = async (ctx: AppContext, campaignId: number): Promise<number> =>
  Number(
    (
      await ctx.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('id', 'like', `c${campaignId}.%`)
        .executeTakeFirstOrThrow()
    ).count,
  );

/**
 * The delivery of a campaign's sender: a pool of SMTP connections for SMTP senders (and for Sendwell's own
 * sending when SMTP_URL is set), the dev outbox when it is not, the provider's API otherwise. Undefined when
 * the sender is gone or its settings no longer read. Every way carries the message's headers (List-Unsubscribe);
 * a provider's API is also told the campaign and contact, so its events map back to them.
 */
export const openCampaignDelivery = async (
  ctx: AppContext,
  accountId: string,
  senderId: number,
  campaignId: number,
): Promise<CampaignDelivery | undefined> => {
  const opened = await openSender(ctx, accountId, senderId);
  if (!opened) return undefined;
  const from = { address: opened.settings.email, name: opened.settings.name };
  const signature = await dkimSigningFor(ctx)(accountId, from.address);
  const smtp = smtpSettingsOf(opened.settings, opened.secrets, ctx.config.providerApis);
  if (smtp)
    return pooledSmtp(
      smtpConnectionOptions(smtp, SENDER_CONNECT_TIMEOUT_MS),
      smtpPoolOf(smtp),
      from,
      signature,
      (error) => describeSmtpFailure(error, smtp, SENDER_CONNECT_TIMEOUT_MS),
    );
  if (opened.settings.kind === 'sendwell') {
    const { smtpUrl } = ctx.config;
    if (!smtpUrl) return devOutbox(ctx, await outboxCount(ctx, campaignId));
    return pooledSmtp(
      smtpUrl,
      smtpPoolOf({}),
      from,
      signature,
      () => 'the SMTP server set in SMTP_URL refused the connection',
    );
  }
  const transport = await senderTransportOf(ctx, accountId, senderId);
  if (!transport) return undefined;
  return {
    slots: API_SLOTS,
    async deliver(message) {
      try {
        await transport.deliver(message.messageId, {
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers,
          campaign: { campaignId, contactId: message.contactId },
        });
      } catch (error) {
        if (error instanceof ConnectionProblem) throw new DeliveryRefused('unreachable', error.message);
        throw error;
      }
    },
    close: () => {},
  };
};
