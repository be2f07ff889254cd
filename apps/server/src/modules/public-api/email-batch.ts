import { PublicApiMessages, type EmailBatchResult, type EmailResult } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { checkEmails, itemError, type Checked } from './batch-items';
import { contactsByEmailKey, type ContactRef } from './public-api.repository';

export type ResolvedEmail = Checked<{ email: string; contact: ContactRef }>;

/** Each e-mail of a batch with its contact, or its own error (not an e-mail, no such contact). */
export const resolveEmails = async (db: Db, accountId: string, items: readonly unknown[]): Promise<ResolvedEmail[]> => {
  const checked = checkEmails(items);
  const keys = [...new Set(checked.flatMap((item) => (item.ok ? [item.value.key] : [])))];
  const contacts = new Map((await contactsByEmailKey(db, accountId, keys)).map((contact) => [contact.key, contact]));
  return checked.map((item) => {
    if (!item.ok) return item;
    const contact = contacts.get(item.value.key);
    return contact ? { ok: true, value: { email: item.value.email, contact } } : itemError('CONTACT_NOT_FOUND', PublicApiMessages.contactNotFound);
  });
};

export const contactIdsOf = (resolved: readonly ResolvedEmail[]): number[] => [...new Set(resolved.flatMap((item) => (item.ok ? [item.value.contact.id] : [])))];

/** A result per item: changed when the call changed its contact, unchanged when it already was so. */
export const emailBatchAnswer = (items: readonly unknown[], resolved: readonly ResolvedEmail[], changed: ReadonlySet<number>): EmailBatchResult => {
  const results = resolved.map((item, index): EmailResult => {
    if (!item.ok) return { index, email: typeof items[index] === 'string' ? items[index] : null, status: 'failed', error: item.error };
    return { index, email: item.value.email, status: changed.has(item.value.contact.id) ? 'changed' : 'unchanged' };
  });
  // The same contact twice in one batch: only its first mention made the change.
  const seen = new Set<number>();
  for (const [index, item] of resolved.entries()) {
    if (!item.ok) continue;
    const result = results[index];
    if (result && seen.has(item.value.contact.id)) result.status = 'unchanged';
    seen.add(item.value.contact.id);
  }
  return {
    changed: results.filter((result) => result.status === 'changed').length,
    unchanged: results.filter((result) => result.status === 'unchanged').length,
    failed: results.filter((result) => result.status === 'failed').length,
    results,
  };
};
