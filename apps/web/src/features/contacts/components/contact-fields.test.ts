import { describe, expect, it } from 'vitest';
import type { ContactRow } from '@sendwell/contracts';
import { contactLocation, contactName, propertyText } from './contact-fields';

const contact = (properties: ContactRow['properties']): ContactRow => ({
  id: 1,
  email: 'ada@example.com',
  isUnsubscribed: false,
  isBlocked: false,
  properties,
  createdOn: '2026-11-22T00:00:00.000Z',
  updatedOn: '2026-11-22T00:00:00.000Z',
});

describe('contact fields', () => {
  it('joins first and last name, skipping missing parts', () => {
    expect(contactName(contact({ firstName: 'Ada', lastName: 'Lovelace' }))).toBe('Ada Lovelace');
    expect(contactName(contact({ firstName: ' Ada ', lastName: null }))).toBe('Ada');
    expect(contactName(contact({}))).toBe('');
  });
  it('joins city and country', () => {
    expect(contactLocation(contact({ city: 'London', country: 'United Kingdom' }))).toBe(
      'London, United Kingdom',
    );
    expect(contactLocation(contact({ country: 'India' }))).toBe('India');
  });
  it('reads property values', () => {
    expect(propertyText(null)).toBe('—');
    expect(propertyText('')).toBe('—');
    expect(propertyText(true)).toBe('True');
    expect(propertyText(12345)).toBe('12,345');
    expect(propertyText('Gold')).toBe('Gold');
  });
});
