import type { Currency } from './plans';

/**
 * The currency plans are shown in first (spec 2 §1, §7 'user country', §9: INR with GST for India, USD
 * elsewhere): the country of the billing address, else the account's country as its timezone tells it
 * (India keeps one timezone, under its current and its former name). A currency the user picked, or the
 * one a paid plan is billed in, comes before either.
 */
const INDIA_TIMEZONES: ReadonlySet<string> = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

export const countryOfTimezone = (timezone: string | null): string | null =>
  timezone !== null && INDIA_TIMEZONES.has(timezone) ? 'IN' : null;

export const defaultCurrencyFor = (where: {
  billingCountry: string | null;
  timezone: string | null;
}): Currency => {
  const country = where.billingCountry?.trim().toUpperCase() || countryOfTimezone(where.timezone);
  return country === 'IN' ? 'INR' : 'USD';
};

/** Spec 3 §4: the key the browser keeps the currency the user picked under. */
export const SELECTED_CURRENCY_STORAGE_KEY = 'user-selected-currency';
