import { describe, expect, it } from 'vitest';
import { BILLING_ADDRESS_MAX_LENGTH, billingAddressTooLong } from '@sendwell/contracts';
import {
  billingAddressErrors,
  BillingAddressMessages,
  normaliseBillingAddress,
  type BillingAddress,
} from './billing-address';

const address: BillingAddress = {
  first_name: 'Ana',
  last_name: 'Müller',
  company: 'Zürich Blumen GmbH',
  email: 'ana@example.com',
  line1: 'Bahnhofstrasse 1',
  line2: '',
  city: 'Zürich',
  state: 'ZH',
  zip: '8001',
  country: 'ch',
  phone: '+41 44 123 45 67',
  vat_number: '',
};

describe('billing address', () => {
  it('accepts a full address with accents and no optional fields', () => {
    expect(billingAddressErrors(address)).toEqual({});
  });

  it('names each missing required field, not the optional ones', () => {
    expect(billingAddressErrors({ ...address, city: '  ', zip: '', line2: '' })).toEqual({
      city: BillingAddressMessages.required,
      zip: BillingAddressMessages.required,
    });
  });

  it('needs a phone longer than 8 characters and an e-mail address', () => {
    expect(billingAddressErrors({ ...address, phone: '1234 5678', email: 'ana@example' })).toEqual({
      phone: BillingAddressMessages.phone,
      email: BillingAddressMessages.email,
    });
  });

  it('checks a GSTIN for India, in capitals, and drops one given for another country', () => {
    const india = { ...address, country: 'IN', vat_number: '27aapfu0939f1zv' };
    expect(billingAddressErrors(india)).toEqual({});
    expect(normaliseBillingAddress(india).vat_number).toBe('27AAPFU0939F1ZV');
    expect(billingAddressErrors({ ...india, vat_number: '27AAPFU0939F1Z' })).toEqual({
      vat_number: BillingAddressMessages.gstin,
    });
    expect(normaliseBillingAddress({ ...address, vat_number: 'CHE-123.456.789' }).vat_number).toBe('');
  });

  it('refuses a country that is not a two-letter code', () => {
    expect(billingAddressErrors({ ...address, country: 'Schweiz' })).toEqual({
      country: BillingAddressMessages.country,
    });
  });

  it('names every field longer than it may be, counting an emoji as one character', () => {
    const long = 'x'.repeat(300);
    expect(billingAddressErrors({ ...address, zip: '🚀'.repeat(20) })).toEqual({});
    const errors = billingAddressErrors({ ...address, first_name: long, zip: '🚀'.repeat(21), line1: long });
    expect(errors).toEqual({ first_name: billingAddressTooLong(100), zip: billingAddressTooLong(20) });
    expect(billingAddressTooLong(BILLING_ADDRESS_MAX_LENGTH.line1 + 1)).toBe('Use at most 301 characters');
    expect(billingAddressErrors({ ...address, company: 'Çiçek İthalat 🚀🌸' })).toEqual({});
  });

  it('refuses letters that become other ASCII letters in capitals: a dotless i in the country or the GSTIN', () => {
    // 'ın'.toUpperCase() is 'IN' and 'ß'.toUpperCase() is 'SS': neither may pass as India or as a GSTIN.
    expect(billingAddressErrors({ ...address, country: 'ın' })).toEqual({
      country: BillingAddressMessages.country,
    });
    const india = { ...address, country: 'IN' };
    expect(billingAddressErrors({ ...india, vat_number: '27AAPß0939F1ZV' })).toEqual({
      vat_number: BillingAddressMessages.gstin,
    });
    expect(billingAddressErrors({ ...india, vat_number: '27aapfu0939f1zv', city: 'İstanbul' })).toEqual({});
  });

  it('names a field holding a NUL or a lone surrogate', () => {
    expect(billingAddressErrors({ ...address, city: 'Zü\u0000rich', state: '\uD800' })).toEqual({
      city: BillingAddressMessages.unsafe,
      state: BillingAddressMessages.unsafe,
    });
  });
});
