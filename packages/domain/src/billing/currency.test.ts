import { describe, expect, it } from 'vitest';
import { defaultCurrencyFor } from './currency';

describe('default currency', () => {
  it.each([
    [{ billingCountry: 'IN', timezone: 'UTC' }, 'INR'],
    [{ billingCountry: 'in', timezone: null }, 'INR'],
    [{ billingCountry: 'DE', timezone: 'Asia/Kolkata' }, 'USD'],
    [{ billingCountry: null, timezone: 'Asia/Kolkata' }, 'INR'],
    [{ billingCountry: '', timezone: 'Asia/Calcutta' }, 'INR'],
    [{ billingCountry: null, timezone: 'Asia/Dhaka' }, 'USD'],
    [{ billingCountry: null, timezone: 'America/New_York' }, 'USD'],
    [{ billingCountry: null, timezone: null }, 'USD'],
  ] as const)('%o is %s', (where, currency) => {
    expect(defaultCurrencyFor(where)).toBe(currency);
  });
});
