import type { ContactRow } from '@sendwell/contracts';

type PropertyValue = ContactRow['properties'][string];

const text = (value: PropertyValue | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim();

/** 'Ada Lovelace' from firstName and lastName; empty when neither is set. */
export const contactName = (contact: ContactRow): string =>
  [text(contact.properties.firstName), text(contact.properties.lastName)].filter(Boolean).join(' ');

/** 'London, United Kingdom' from city and country. */
export const contactLocation = (contact: ContactRow): string =>
  [text(contact.properties.city), text(contact.properties.country)].filter(Boolean).join(', ');

/** A property value as it reads in the drawer. */
export const propertyText = (value: PropertyValue | undefined): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return value;
};
