import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Db } from '../db/database';
import { defineJob, type Jobs } from './jobs';

export const MailMessage = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  html: z.string(),
  text: z.string(),
  /** An AMP for Email part, sent as text/x-amp-html beside the HTML; mail apps without AMP show the HTML. */
  amp: z.string().optional(),
});
export type MailMessage = z.infer<typeof MailMessage>;

/** Delivers one message. `id` is stable across retries so a delivery can be recognised twice. */
export interface MailTransport {
  deliver(id: string, message: MailMessage): Promise<void>;
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
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(id, message) {
      await transporter.sendMail({
        from,
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

export const workSendEmail = (jobs: Jobs, transport: MailTransport) =>
  jobs.work(sendEmailJob, (message, { jobId }) => transport.deliver(jobId, message), { concurrency: 2 });

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
