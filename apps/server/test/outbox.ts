import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../src/db/database';
import { sendEmailJob } from '../src/platform/mail';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface WaitForMailOptions {
  /** Mail already seen; the wait is for a newer one. */
  excluding?: readonly OutboxMail[];
  timeoutMs?: number;
}

const readOutbox = async (db: Db, to: string, subjectIncludes: string): Promise<OutboxMail[]> => {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'html', 'body_text'])
    .where('recipient', '=', to.toLowerCase())
    .where('subject', 'like', `%${subjectIncludes}%`)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, to: row.recipient, subject: row.subject, html: row.html, text: row.body_text }));
};

/** Mail reaching the outbox through the real job queue; polls for a bounded time. */
export const waitForMail = async (db: Db, to: string, subjectIncludes: string, options: WaitForMailOptions = {}): Promise<OutboxMail> => {
  const seen = new Set((options.excluding ?? []).map((mail) => mail.id));
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const fresh = (await readOutbox(db, to, subjectIncludes)).find((mail) => !seen.has(mail.id));
    if (fresh) return fresh;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a subject containing "${subjectIncludes}" arrived in the outbox`);
    await sleep(50);
  }
};

export const outboxFor = (db: Db, to: string, subjectIncludes = ''): Promise<OutboxMail[]> => readOutbox(db, to, subjectIncludes);

/**
 * Mail queued for `to`, delivered or not. The mailer queues before the request answers, so after a response
 * this is final: zero means no mail will ever arrive, without waiting for one.
 */
export const queuedMailCount = async (db: Db, to: string): Promise<number> => {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from pgboss.job where name = ${sendEmailJob.name} and data ->> 'to' = ${to.toLowerCase()}
  `.execute(db);
  return rows[0]?.count ?? 0;
};

/** The first link in the mail's text whose path is `path`, e.g. linkFrom(mail, '/verify').searchParams.get('token'). */
export const linkFrom = (mail: Pick<OutboxMail, 'text'>, path: string): URL => {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s"<>]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return url;
  }
  throw new Error(`No link to ${path} in the mail:\n${mail.text}`);
};

export const tokenFrom = (mail: Pick<OutboxMail, 'text'>, path: string): string => {
  const token = linkFrom(mail, path).searchParams.get('token');
  if (!token) throw new Error(`The link to ${path} has no token`);
  return token;
};
