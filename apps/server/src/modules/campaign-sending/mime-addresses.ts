import { createRequire } from 'node:module';
import addressparser from 'nodemailer/lib/addressparser';
import { encodeWord, wordEncodingOf } from './mime-header-encoding';

/*
 * Address headers (From, To) as nodemailer's MimeNode writes them: the domain lowercased and in punycode, the
 * display name bare, quoted or as encoded words. A plain address is read without nodemailer's address parser,
 * which gives the same answer for it.
 */

const NON_ASCII = /[^\0-\x7F]/;

/** The punycode nodemailer bundles and converts domains with (its package ships no types for it). */
const punycode = createRequire(import.meta.url)('nodemailer/lib/punycode') as {
  toASCII(domain: string): string;
};

/** An address as MimeNode normalizes it: no control characters or angle brackets, an IDN domain in punycode. */
export const normalizeAddress = (address: string): string => {
  // eslint-disable-next-line no-control-regex -- the control characters are what nodemailer turns to spaces
  const cleaned = address.replace(/[\x00-\x1F<>]+/g, ' ').trim();
  const lastAt = cleaned.lastIndexOf('@');
  if (lastAt < 0) return cleaned;
  let user = cleaned.slice(0, lastAt);
  const domain = cleaned.slice(lastAt + 1).toLowerCase();
  let encodedDomain: string | undefined;
  try {
    encodedDomain = NON_ASCII.test(domain) ? punycode.toASCII(domain) : domain;
  } catch {
    // nodemailer writes such a domain as 'undefined'; so does this.
  }
  if (user.includes(' ')) {
    if (!user.startsWith('"')) user = `"${user}`;
    if (!user.endsWith('"')) user = `${user}"`;
  }
  return `${user}@${encodedDomain}`;
};

/** A display name: bare when only word characters and spaces, quoted when printable ASCII, else encoded words. */
export const encodeAddressName = (name: string): string => {
  if (/^[\w ]*$/.test(name)) return name;
  if (/^[\x20-\x7e]*$/.test(name)) return `"${name.replace(/([\\"])/g, '\\$1')}"`;
  return encodeWord(name, wordEncodingOf(name));
};

type Parsed = addressparser.AddressOrGroup;

const addressesOf = (list: readonly Parsed[]): string =>
  list
    .flatMap((entry): string[] => {
      if ('address' in entry && entry.address) {
        const address = normalizeAddress(entry.address);
        if (!entry.name) return [address.includes(' ') ? `<${address}>` : address];
        return [`${encodeAddressName(entry.name)} <${address}>`];
      }
      if ('group' in entry && entry.group) {
        const members = (entry.group.length ? addressesOf(entry.group) : '').trim();
        // A group without a name is written 'undefined:' by nodemailer.
        return [`${entry.name === undefined ? 'undefined' : encodeAddressName(entry.name)}:${members};`];
      }
      return [];
    })
    .join(', ');

/**
 * Characters that make the address parser read more than one bare address: its operators, white space, control
 * characters and the '>' it drops.
 */
// eslint-disable-next-line no-control-regex -- control characters are among what the parser reads otherwise
const NOT_PLAIN = /["(),:;<>\s\x00-\x20]/;

/** An address header's value: one address object, or a header's text of addresses. */
export const addressHeader = (value: string | { address: string; name: string }): string => {
  if (typeof value !== 'string') return addressesOf([{ address: value.address, name: value.name || '' }]);
  const at = value.indexOf('@');
  if (at > 0 && at === value.lastIndexOf('@') && at < value.length - 1 && !NOT_PLAIN.test(value))
    return addressesOf([{ address: value, name: '' }]);
  return addressesOf(addressparser(value));
};
