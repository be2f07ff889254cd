import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Db } from '../db/database';
import { defineJob, type Jobs } from './jobs';
import { noDelaySocket, smtpUrlOptions } from './smtp-socket';

export const MailMessage = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  html: z.string(),
  text: z.string(),
  /** An AMP for Email part, sent as text/x-amp-html beside the HTML; mail apps without AMP show the HTML. */
  amp: z.string().optional(),
  /** Headers to add as they are: a campaign message's List-Unsubscribe and List-Unsubscribe-Post. */
  headers: z.record(z.string(), z.string()).optional(),
  /**
   * The campaign and contact a campaign message is for, handed to a provider's API as its metadata (SendGrid
   * custom_args, Postmark Metadata, SES message tags), so the provider's events name them back.
   */
  campaign: z.object({ campaignId: z.number().int(), contactId: z.number().int() }).optional(),
  /** Mail sent as one of an account's senders: its address and name, and the account (which holds its DKIM key). */
  sender: z
    .object({ accountId: z.string(), address: z.string().min(3).max(320), name: z.string() })
    .optional(),
});
export type MailMessage = z.infer<typeof MailMessage>;

/** How one message is signed: a DKIM key of the sender's domain, and the envelope sender bounces go to. */
export interface MailSignature {
  dkim: { domainName: string; keySelector: string; privateKey: string };
  envelopeFrom?: string;
}

/** Finds the signature for mail from an account's address; undefined sends it unsigned. */
export type MailSigning = (accountId: string, fromAddress: string) => Promise<MailSignature | undefined>;

/** Delivers one message. `id` is stable across retries so a delivery can be recognised twice. */
export interface MailTransport {
  deliver(id: string, message: MailMessage, signature?: MailSignature): Promise<void>;
}

/** With no SMTP server configured, mail is kept in Postgres and shown at /app/dev/outbox. */
export const createOutboxTransport = (db: Db): MailTransport => ({
  async deliver(id, message) {
    await db
      .insertInto('mail_outbox')
      .values({
        id,
        recipient: message.to,
        subject: message.subject,
        html: message.html,
        body_text: message.text,
        amp: message.amp ?? null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },
});

export const createSmtpTransport = (smtpUrl: string, from: string): MailTransport => {
  // Over sockets with Nagle's algorithm off, as every SMTP connection the app opens (smtp-socket.ts).
  const transporter = nodemailer.createTransport({ ...smtpUrlOptions(smtpUrl), getSocket: noDelaySocket });
  return {
    async deliver(id, message, signature) {
      await transporter.sendMail({
        from: message.sender ? { address: message.sender.address, name: message.sender.name } : from,
        ...(signature
          ? {
              dkim: signature.dkim,
              ...(signature.envelopeFrom
                ? { envelope: { from: signature.envelopeFrom, to: message.to } }
                : {}),
            }
          : {}),
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.amp ? { amp: message.amp } : {}),
        messageId: `<${id}@sendwell>`,
      });
    },
  };
};

export const sendEmailJob = defineJob({
  name: 'send-email',
  payload: MailMessage,
  retryLimit: 8,
  retryDelaySeconds: 10,
});

/** What the rest of the app uses: mail goes out through a job, so a slow SMTP server never holds a request. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const createMailer = (jobs: Jobs): Mailer => ({
  async send(message) {
    await jobs.send(sendEmailJob, message);
  },
});

/**
 * Mail from an account's sender is signed here, in the worker, so a private key never travels in a job's
 * payload; `signing` finds the key (senders' domains) without the platform knowing where keys live.
 */
export const workSendEmail = (jobs: Jobs, transport: MailTransport, signing?: MailSigning) =>
  jobs.work(
    sendEmailJob,
    async (message, { jobId }) => {
      const signature =
        message.sender && signing
          ? await signing(message.sender.accountId, message.sender.address)
          : undefined;
      await transport.deliver(jobId, message, signature);
    },
    { concurrency: 2 },
  );

const OUTBOX_LIMIT = 200;

export const listOutbox = async (db: Db, recipient?: string) => {
  let select = db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'html', 'body_text', 'amp', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(OUTBOX_LIMIT);
  if (recipient) select = select.where('recipient', '=', recipient.trim().toLowerCase());
  const rows = await select.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    html: row.html,
    text: row.body_text,
    amp: row.amp,
    createdAt: row.created_at.toISOString(),
  }));
};
