import type { ContactPropertyType, EventPropertyValue } from '@sendwell/contracts';

/** The same rule the segment builder's 'refresh event properties' learns by: text shaped like a date is a date. */
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The type an event property value registers as; lists and nulls are compared as text. */
export const eventPropertyType = (value: EventPropertyValue): ContactPropertyType => {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string' && DATE_TEXT.test(value)) return 'date';
  return 'string';
};

/**
 * Event names of a batch with their properties' types: the first value seen decides a property's type in
 * the batch (the registry keeps the type it already has).
 */
export class EventDefinitions {
  readonly byName = new Map<string, Record<string, ContactPropertyType>>();

  add(name: string, properties: Record<string, EventPropertyValue>): void {
    let types = this.byName.get(name);
    if (!types) {
      types = {};
      this.byName.set(name, types);
    }
    for (const [key, value] of Object.entries(properties)) {
      if (value !== null) types[key] ??= eventPropertyType(value);
    }
  }
}
