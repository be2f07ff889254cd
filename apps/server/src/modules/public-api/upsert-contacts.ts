import { ContactInput, PublicApiMessages, type ContactBatchResult, type ContactResult, type ItemError, type UpsertedContact } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { AppError, BadRequestError } from '../../platform/errors';
import type { PropertyValue } from '../contacts/contacts.tables';
import { recordPropertyChanges } from '../contacts/contact-history.repository';
import { customProperties } from '../contacts/contacts.repository';
import { checkEmail, checkItem, itemError, type Checked } from './batch-items';
import { contactAllowance } from './contact-allowance';
import { addListMembers, contactPropertiesByEmailKey, contactsByEmailKey, listsForMembers, registerContactProperties, upsertContactRows } from './public-api.repository';
import { PropertyRegistry } from './property-registry';
import type { Outcome } from './run-write';

interface ValidContact {
  email: string;
  key: string;
  properties: Record<string, PropertyValue>;
  listIds: number[];
}

/** Lists a contact can be added to through the API: live plain lists, not segments. */
const listProblems = async (db: Db, accountId: string, listIds: readonly number[]): Promise<Map<number, string>> => {
  const found = new Map((await listsForMembers(db, accountId, listIds)).map((list) => [list.id, list]));
  const problems = new Map<number, string>();
  for (const id of listIds) {
    const list = found.get(id);
    if (!list) problems.set(id, `List ${id}: ${PublicApiMessages.listNotFound}`);
    else if (list.type !== 'list') problems.set(id, `List ${id}: ${PublicApiMessages.notAList}`);
    else if (list.archivedAt) problems.set(id, `List ${id}: ${PublicApiMessages.listArchived}`);
  }
  return problems;
};

/**
 * Creates or updates contacts by e-mail, each item on its own: a bad item fails alone. Items with the same
 * e-mail (ignoring case) merge in order. New contacts are subscribed, and refused past the plan's contacts.
 */
export const upsertContacts = async (db: Db, accountId: string, items: readonly unknown[]): Promise<Outcome<ContactBatchResult>> => {
  const registry = new PropertyRegistry(await customProperties(db, accountId));
  const checked: Checked<ValidContact>[] = items.map((item) => {
    const parsed = checkItem(ContactInput, item);
    if (!parsed.ok) return parsed;
    const email = checkEmail(parsed.value.email);
    if (!email.ok) return email;
    const properties = registry.type(parsed.value.properties ?? {});
    if (!properties.ok) return properties;
    return { ok: true, value: { ...email.value, properties: properties.value, listIds: [...new Set(parsed.value.listIds ?? [])] } };
  });

  const problems = await listProblems(db, accountId, [...new Set(checked.flatMap((item) => (item.ok ? item.value.listIds : [])))]);
  const valid: Checked<ValidContact>[] = checked.map((item) => {
    const problem = item.ok ? item.value.listIds.map((id) => problems.get(id)).find(Boolean) : undefined;
    return problem ? itemError('INVALID_ITEM', problem) : item;
  });

  const merged = new Map<string, ValidContact>();
  for (const item of valid) {
    if (!item.ok) continue;
    const earlier = merged.get(item.value.key);
    merged.set(item.value.key, earlier ? { ...earlier, properties: { ...earlier.properties, ...item.value.properties }, listIds: [...new Set([...earlier.listIds, ...item.value.listIds])] } : item.value);
  }
  const existing = new Set((await contactsByEmailKey(db, accountId, [...merged.keys()])).map((contact) => contact.key));
  const refused = await contactAllowance(db, accountId, [...merged.keys()].filter((key) => !existing.has(key)));
  const accepted = [...merged.values()].filter((contact) => !refused.has(contact.key));

  const before = await contactPropertiesByEmailKey(db, accountId, accepted.map((contact) => contact.key));
  const rows = await upsertContactRows(db, accountId, 'api', accepted.map(({ email, properties }) => ({ email, properties })));
  await recordPropertyChanges(db, accountId, propertyChanges(accepted, before), 'api');
  await registerContactProperties(db, accountId, registry.added);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  await addListMembers(
    db,
    accountId,
    accepted.flatMap((contact) => contact.listIds.map((listId) => ({ listId, contactId: byKey.get(contact.key)?.id ?? 0 }))).filter((pair) => pair.contactId > 0),
  );

  const results = valid.map((item, index): ContactResult => {
    if (!item.ok) return { index, email: emailOf(items[index]), status: 'failed', error: item.error };
    const row = byKey.get(item.value.key);
    if (!row) return { index, email: item.value.email, status: 'failed', error: { code: 'CONTACT_LIMIT', message: PublicApiMessages.contactLimitReached } };
    return { index, email: item.value.email, status: row.created ? 'created' : 'updated', contactId: row.id };
  });
  return {
    answer: {
      created: results.filter((result) => result.status === 'created').length,
      updated: results.filter((result) => result.status === 'updated').length,
      failed: results.filter((result) => result.status === 'failed').length,
      results,
    },
    changedContactIds: rows.map((row) => row.id),
  };
};

const emailOf = (item: unknown): string | null => {
  if (typeof item !== 'object' || item === null || !('email' in item)) return null;
  return typeof item.email === 'string' ? item.email : null;
};

const ERROR_STATUS: Record<ItemError['code'], number> = {
  INVALID_ITEM: 400,
  INVALID_EMAIL: 400,
  PROPERTY_TYPE: 400,
  RESERVED_NAME: 400,
  CONTACT_NOT_FOUND: 404,
  CONTACT_LIMIT: 403,
};

/** One contact: the batch's rules, with a failure answered as the call's error. */
export const upsertContact = async (db: Db, accountId: string, input: ContactInput): Promise<Outcome<UpsertedContact>> => {
  const { answer, changedContactIds } = await upsertContacts(db, accountId, [input]);
  const result = answer.results[0];
  if (!result || result.status === 'failed' || result.contactId === undefined) {
    const error = result?.error ?? { code: 'INVALID_ITEM', message: 'Invalid contact' };
    if (error.code === 'INVALID_EMAIL') throw new BadRequestError(error.message, { email: error.message });
    throw new AppError(ERROR_STATUS[error.code], error.code, error.message);
  }
  return { answer: { contactId: result.contactId, email: result.email ?? input.email, status: result.status }, changedContactIds };
};

/** Which properties of each existing contact the call changes the value of, for its timeline. */
const propertyChanges = (
  accepted: readonly ValidContact[],
  before: Map<string, { id: number; properties: Record<string, PropertyValue> }>,
): { contactId: number; keys: string[] }[] =>
  accepted.flatMap((contact) => {
    const existing = before.get(contact.key);
    if (!existing) return [];
    const keys = Object.entries(contact.properties)
      .filter(([key, value]) => (value === null ? key in existing.properties : existing.properties[key] !== value))
      .map(([key]) => key);
    return keys.length > 0 ? [{ contactId: existing.id, keys }] : [];
  });
