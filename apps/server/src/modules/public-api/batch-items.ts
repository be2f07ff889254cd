import type { z } from 'zod';
import { PublicApiMessages, type ItemError } from '@sendwell/contracts';
import { emailKey, isValidEmail } from '@sendwell/domain';

const DAY_MS = 86_400_000;
const EARLIEST_EVENT_MS = Date.UTC(2000, 0, 1);

export type Checked<T> = { ok: true; value: T } | { ok: false; error: ItemError };

export const itemError = (code: ItemError['code'], message: string): { ok: false; error: ItemError } => ({ ok: false, error: { code, message } });

/** One batch item against its schema; the first problem, with where it is, becomes the item's error. */
export const checkItem = <S extends z.ZodType>(schema: S, item: unknown): Checked<z.infer<S>> => {
  const parsed = schema.safeParse(item);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const message = issue?.message ?? 'Invalid item';
  return itemError('INVALID_ITEM', path ? `${path}: ${message}` : message);
};

/** A trimmed e-mail and its contact key, or the item's error. */
export const checkEmail = (email: string): Checked<{ email: string; key: string }> =>
  isValidEmail(email.trim()) ? { ok: true, value: { email: email.trim(), key: emailKey(email) } } : itemError('INVALID_EMAIL', PublicApiMessages.invalidEmail);

/** A batch of e-mails (unsubscribe, block, list membership): each a valid e-mail or its own error. */
export const checkEmails = (items: readonly unknown[]): Checked<{ email: string; key: string }>[] =>
  items.map((item) => (typeof item === 'string' ? checkEmail(item) : itemError('INVALID_EMAIL', PublicApiMessages.invalidEmail)));

/** `time` of an event: ISO 8601 or milliseconds since 1970, from 2000 up to a day ahead; now when absent. */
export const checkEventTime = (time: string | number | undefined, now: number): Checked<string> => {
  if (time === undefined) return { ok: true, value: new Date(now).toISOString() };
  const ms = typeof time === 'number' ? time : Date.parse(time);
  if (!Number.isFinite(ms) || ms < EARLIEST_EVENT_MS || ms > now + DAY_MS) return itemError('INVALID_ITEM', PublicApiMessages.eventTimeOutOfRange);
  return { ok: true, value: new Date(ms).toISOString() };
};
