import type { FontLabel } from '@sendwell/contracts';

// A module of its own, without the website reader's parsers, so the brand kit's page can label a font.

const EMAIL_SAFE = [
  'arial',
  'helvetica',
  'verdana',
  'georgia',
  'times new roman',
  'tahoma',
  'trebuchet ms',
  'courier new',
];
const WEB_SAFE = [
  'segoe ui',
  'garamond',
  'palatino linotype',
  'palatino',
  'lucida sans unicode',
  'lucida console',
  'impact',
  'book antiqua',
  'century gothic',
];
export const GENERIC = [
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'inherit',
  'initial',
];

/** Spec 3 §3: the default font is labelled email-safe, web-safe or web font. */
export const fontLabel = (family: string): FontLabel => {
  const name = family.trim().toLowerCase();
  if (EMAIL_SAFE.includes(name) || GENERIC.includes(name)) return 'email-safe font';
  if (WEB_SAFE.includes(name)) return 'web-safe font';
  return 'web font';
};
