import { describe, expect, it } from 'vitest';
import { SYSTEM_PROPERTIES } from '../contact-properties';
import { autoMapColumns } from './column-mapping';
import { headerForm, synonymTarget } from './header-synonyms';

const mapOne = (header: string): string | undefined => autoMapColumns([header], SYSTEM_PROPERTIES)[0]?.key;

describe('headerForm', () => {
  it.each([
    ['First name', 'firstname'],
    ['first_name', 'firstname'],
    ['FirstName', 'firstname'],
    [' E-mail ', 'email'],
    ['e.mail', 'email'],
    ['Phone\tnumber', 'phonenumber'],
    ['STRASSE', 'strasse'],
    ['Straße', 'strasse'],
    ['Pre\u0301nom', 'prénom'],
  ])('%j reads %j', (header, form) => {
    expect(headerForm(header)).toBe(form);
  });
});

describe('automatic mapping onto built-in properties', () => {
  it.each([
    ['First name', 'firstName'],
    ['first_name', 'firstName'],
    ['FirstName', 'firstName'],
    ['FIRST-NAME', 'firstName'],
    ['first.name', 'firstName'],
    ['Given name', 'firstName'],
    ['Forename', 'firstName'],
    ['Prénom', 'firstName'],
    ['PRÉNOM', 'firstName'],
    ['Vorname', 'firstName'],
    ['Last Name', 'lastName'],
    ['last_name', 'lastName'],
    ['Surname', 'lastName'],
    ['Family name', 'lastName'],
    ['Nachname', 'lastName'],
    ['Phone', 'phone'],
    ['Phone number', 'phone'],
    ['phone_number', 'phone'],
    ['Mobile', 'phone'],
    ['Mobile number', 'phone'],
    ['Telephone', 'phone'],
    ['Téléphone', 'phone'],
    ['Company', 'company'],
    ['Company name', 'company'],
    ['Organisation', 'company'],
    ['Organization', 'company'],
    ['Town', 'city'],
    ['Country', 'country'],
    ['Time zone', 'timezone'],
    ['time_zone', 'timezone'],
    ['E-mail', 'email'],
    ['Email Address', 'email'],
    ['EMAIL_ADDRESS', 'email'],
    ['e-mail address', 'email'],
    ['Email ID', 'email'],
  ])('%j maps to %s', (header, key) => {
    expect(mapOne(header)).toBe(key);
  });

  it.each(['Notes', 'Work email', 'Middle name', 'Name', 'Phone 2', 'Address', ''])(
    '%j stays unmapped',
    (header) => {
      expect(mapOne(header)).toBe('-Ignore-');
    },
  );

  it('carries the property type', () => {
    expect(autoMapColumns(['Surname'], SYSTEM_PROPERTIES)).toEqual([
      { header: 'Surname', key: 'lastName', type: 'string' },
    ]);
  });

  it('maps a header spelling a custom key with other separators onto it', () => {
    const registry = [
      ...SYSTEM_PROPERTIES,
      { key: 'loyalty_tier', type: 'string' as const, sourceType: 'custom', isReadOnly: false },
    ];
    expect(autoMapColumns(['Loyalty Tier'], registry)[0]?.key).toBe('loyalty_tier');
  });

  it('prefers a property whose key is the header over a synonym', () => {
    const registry = [
      ...SYSTEM_PROPERTIES,
      { key: 'mobile', type: 'string' as const, sourceType: 'custom', isReadOnly: false },
    ];
    expect(autoMapColumns(['Mobile'], registry)[0]?.key).toBe('mobile');
  });

  it("prefers the account's saved suggestion over a synonym", () => {
    expect(
      autoMapColumns(['Mobile'], SYSTEM_PROPERTIES, [{ header: 'mobile', key: 'company' }])[0]?.key,
    ).toBe('company');
  });

  it('proposes a synonym only for a property the account can write', () => {
    const readOnly = SYSTEM_PROPERTIES.map((property) => ({
      ...property,
      isReadOnly: property.key === 'phone',
    }));
    expect(autoMapColumns(['Mobile'], readOnly)[0]?.key).toBe('-Ignore-');
    expect(autoMapColumns(['Surname'], [])[0]?.key).toBe('-Ignore-');
  });

  it('gives a built-in property to the first of two columns that name it', () => {
    expect(
      autoMapColumns(['Phone', 'Mobile', 'Given name', 'First name'], SYSTEM_PROPERTIES).map(
        (entry) => entry.key,
      ),
    ).toEqual(['phone', '-Ignore-', 'firstName', '-Ignore-']);
  });

  it('has no synonym for a header that means nothing known', () => {
    expect(synonymTarget('Favourite colour')).toBeUndefined();
  });
});
