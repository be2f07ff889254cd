import type { ApiPropertyValue, ContactPropertyType, PersonalParam } from '@sendwell/contracts';
import { mergePropertyRegistry, parsePropertyValue, validatePropertyName } from '@sendwell/domain';
import type { PropertyValue } from '../contacts/contacts.tables';
import { itemError, type Checked } from './batch-items';

interface Property {
  key: string;
  type: ContactPropertyType;
}

const typeOfValue = (value: string | number | boolean): ContactPropertyType =>
  typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';

/**
 * The account's contact properties while a batch is typed: values are converted to their property's type
 * (as imports do), keys match ignoring case, and a key met for the first time becomes a property with the
 * type of its first value.
 */
export class PropertyRegistry {
  private readonly byLowerKey = new Map<string, Property>();
  /** Properties this batch met first, to register with the batch. */
  readonly added: Property[] = [];

  constructor(custom: readonly PersonalParam[]) {
    for (const property of mergePropertyRegistry(custom)) this.byLowerKey.set(property.key.toLowerCase(), { key: property.key, type: property.type });
  }

  /** One contact's properties, typed; null removes a property. An item that fails registers nothing. */
  type(properties: Record<string, ApiPropertyValue>): Checked<Record<string, PropertyValue>> {
    const typed: Record<string, PropertyValue> = {};
    const pending = new Map<string, Property>();
    for (const [rawKey, value] of Object.entries(properties)) {
      const key = rawKey.trim();
      const known = this.byLowerKey.get(key.toLowerCase()) ?? pending.get(key.toLowerCase());
      if (!known) {
        if (value === null) continue;
        if (validatePropertyName(key, []) !== null) return itemError('INVALID_ITEM', `"${key}" cannot be a contact property name`);
        pending.set(key.toLowerCase(), { key, type: typeOfValue(value) });
        typed[key] = value;
        continue;
      }
      if (value === null) {
        typed[known.key] = null;
        continue;
      }
      const parsed = parsePropertyValue(String(value), known.type);
      if (!parsed.ok) return itemError('PROPERTY_TYPE', `${known.key}: ${parsed.reason}`);
      typed[known.key] = parsed.value;
    }
    for (const [lowerKey, property] of pending) {
      this.byLowerKey.set(lowerKey, property);
      this.added.push(property);
    }
    return { ok: true, value: typed };
  }
}
