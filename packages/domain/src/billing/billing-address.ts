import { BILLING_ADDRESS_MAX_LENGTH, billingAddressTooLong } from '@sendwell/contracts';

/**
 * The billing address of the payment modal (spec 2 §3, §5.4): required fields, phone, e-mail and the
 * Indian GSTIN. The web shows these messages beside the fields and the server refuses by the same rules.
 */

export interface BillingAddress {
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
  vat_number: string;
}

export const BillingAddressMessages = {
  required: 'This field is required',
  phone: 'Please enter a valid contact number',
  email: 'Please enter valid email',
  gstin: 'Invalid GSTIN',
  country: 'Choose a country',
  unsafe: 'This field holds a hidden character that cannot be saved. Type it again.',
  unverified: "You'll have to first verify your account by clicking on the link sent to your email.",
} as const;

/** Every field but these must be filled in. */
const OPTIONAL: ReadonlySet<keyof BillingAddress> = new Set(['line2', 'vat_number']);
export const BILLING_ADDRESS_FIELDS: readonly (keyof BillingAddress)[] = [
  'first_name',
  'last_name',
  'company',
  'email',
  'line1',
  'line2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'vat_number',
];

/** NUL and unpaired surrogates, which cannot be stored (the server refuses them with a 400 naming the field). */
// eslint-disable-next-line no-control-regex -- NUL is the very character looked for
const UNSAFE = /[\u0000\uD800-\uDFFF]/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
/** 2 digits of state code, the 10-character PAN, an entity digit or letter, 'Z', and a check character. */
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/u;

/** The address as it is kept: trimmed, the country and GSTIN in capitals, and the GSTIN only for India. */
export const normaliseBillingAddress = (address: BillingAddress): BillingAddress => {
  const trimmed = Object.fromEntries(
    BILLING_ADDRESS_FIELDS.map((field) => [field, (address[field] ?? '').trim()]),
  ) as unknown as BillingAddress;
  const country = trimmed.country.toUpperCase();
  return { ...trimmed, country, vat_number: country === 'IN' ? trimmed.vat_number.toUpperCase() : '' };
};

/** What is wrong with each field, by field; empty when the address may be saved. */
export const billingAddressErrors = (
  address: BillingAddress,
): Partial<Record<keyof BillingAddress, string>> => {
  const a = normaliseBillingAddress(address);
  const errors: Partial<Record<keyof BillingAddress, string>> = {};
  for (const field of BILLING_ADDRESS_FIELDS)
    if (!OPTIONAL.has(field) && a[field] === '') errors[field] = BillingAddressMessages.required;
  // Checked before capitals are made: 'ın' (a dotless i) or 'ß' would otherwise become other ASCII letters.
  const typed = (field: keyof BillingAddress) => (address[field] ?? '').trim();
  if (a.country && !/^[A-Za-z]{2}$/u.test(typed('country'))) errors.country = BillingAddressMessages.country;
  if (a.phone && a.phone.replace(/[\s()-]/gu, '').length <= 8) errors.phone = BillingAddressMessages.phone;
  if (a.email && !EMAIL.test(a.email)) errors.email = BillingAddressMessages.email;
  if (a.vat_number && (!/^[0-9A-Za-z]+$/u.test(typed('vat_number')) || !GSTIN.test(a.vat_number)))
    errors.vat_number = BillingAddressMessages.gstin;
  for (const field of BILLING_ADDRESS_FIELDS) {
    const max = BILLING_ADDRESS_MAX_LENGTH[field];
    if (UNSAFE.test(address[field] ?? '')) errors[field] = BillingAddressMessages.unsafe;
    // Counted in code points, as the server's schema counts: an emoji is one character.
    else if ([...(address[field] ?? '')].length > max) errors[field] ??= billingAddressTooLong(max);
  }
  return errors;
};
