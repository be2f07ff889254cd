import {
  CONTACT_CREATED_AT_KEY,
  CONTACT_EMAIL_KEY,
  EMAIL_BLOCKED_STATUS_KEY,
  EMAIL_SUBSCRIPTION_STATUS_KEY,
} from '@sendwell/contracts';

/*
 * How a property key reads to a marketer: 'totalOrders', 'total_orders' and 'total-orders' all read
 * 'Total orders'. Every screen that names a contact or event property (condition builder, Show
 * definition, contact drawer, import mapping) goes through this one function, so a key never shows raw.
 */

/** Built-in properties whose label is not what their key spells. */
const FIXED_LABELS: ReadonlyMap<string, string> = new Map([
  [CONTACT_EMAIL_KEY, 'Email'],
  [CONTACT_CREATED_AT_KEY, 'Date added'],
  [EMAIL_SUBSCRIPTION_STATUS_KEY, 'Email subscription status'],
  [EMAIL_BLOCKED_STATUS_KEY, 'Email blocked status'],
]);

/** Words written in capitals, by their lower-case spelling. */
const ACRONYMS: ReadonlyMap<string, string> = new Map(
  ['ID', 'IDs', 'URL', 'URLs', 'SMS', 'UTM', 'API', 'IP', 'SKU', 'SKUs', 'CRM', 'VIP', 'NPS', 'HTML', 'UUID', 'GDPR', 'ZIP', 'ISO'].map(
    (word) => [word.toLowerCase(), word],
  ),
);

const wordsOf = (key: string): string[] =>
  key
    // 'URLPath' -> 'URL Path'; a plural acronym ('SKUs') stays one word
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll}{2,}|\p{Lu}(?!s\b)\p{Ll})/gu, '$1 $2')
    // 'totalOrders' -> 'total Orders', 'address2' -> 'address 2'
    .replace(/(\p{Ll})(\p{Lu}|\p{Nd})/gu, '$1 $2')
    .replace(/(\p{Nd})(\p{L})/gu, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean);

/** A property key as a label in sentence case, with acronyms kept in capitals: 'orderID' reads 'Order ID'. */
export const propertyLabel = (key: string): string => {
  const fixed = FIXED_LABELS.get(key);
  if (fixed) return fixed;
  const words = wordsOf(key).map((word) => ACRONYMS.get(word.toLowerCase()) ?? word.toLowerCase());
  if (words.length === 0) return key;
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
};

/** The label inside a sentence: 'whose total orders is…', 'whose order ID is…' (acronyms keep their capitals). */
export const propertyPhrase = (key: string): string => {
  const label = propertyLabel(key);
  const [first = ''] = label.split(' ');
  return ACRONYMS.has(first.toLowerCase()) ? label : label.charAt(0).toLowerCase() + label.slice(1);
};
