import { ContactMessages, type PersonalParam } from '@sendwell/contracts';
import { LEFT_OUT_OF_IMPORT } from './imports/messages';
import { parsePropertyValue, type TypedValue } from './imports/property-value';

export type EditedValue = string | number | boolean | null;

export type PropertyEdit =
  | { ok: true; set: Record<string, TypedValue>; removed: string[] }
  | { ok: false; message: string; fields: Record<string, string> };

/**
 * New values for a contact's properties, each read for its property's type as an import reads a cell
 * (numbers, true/false words, unix time or ISO 8601 dates); an empty value or null removes the property.
 * Every property at fault is named in `fields`, keyed `properties.<key>`.
 */
export const parsePropertyEdit = (
  values: Readonly<Record<string, EditedValue>>,
  registry: readonly PersonalParam[],
): PropertyEdit => {
  const byKey = new Map(registry.map((property) => [property.key, property]));
  const set: Record<string, TypedValue> = {};
  const removed: string[] = [];
  const fields: Record<string, string> = {};
  for (const [key, raw] of Object.entries(values)) {
    const property = byKey.get(key);
    if (!property) {
      fields[`properties.${key}`] = ContactMessages.unknownProperty(key);
      continue;
    }
    if (property.isReadOnly) {
      fields[`properties.${key}`] = ContactMessages.readOnlyProperty(key);
      continue;
    }
    const parsed =
      raw === null ? { ok: true as const, value: null } : parsePropertyValue(String(raw), property.type);
    if (!parsed.ok) fields[`properties.${key}`] = ContactMessages.badValue(key, parsed.reason.replace(LEFT_OUT_OF_IMPORT, ''));
    else if (parsed.value === null) removed.push(key);
    else set[key] = parsed.value;
  }
  const problems = Object.values(fields);
  if (problems.length > 0)
    return {
      ok: false,
      message:
        problems.length === 1
          ? (problems[0] ?? '')
          : `${ContactMessages.invalidProperties}: ${problems.join('; ')}`,
      fields,
    };
  return { ok: true, set, removed };
};
