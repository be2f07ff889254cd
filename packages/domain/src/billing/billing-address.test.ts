import { describe, expect, it } from 'vitest';
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
});
