import { addressHeader } from './mime-addresses';
import { encodeWords, foldHeaderLine, normalizeHeaderKey } from './mime-header-encoding';

/*
 * A campaign message's header block as nodemailer's MimeNode wrote it (same fields, order, encoded words and
 * folding), without building a MimeNode per message: the sender's From, MIME-Version and Content-Type are
 * written once per campaign, and only the contact's own fields per message.
 */

export interface MessageHeaders {
  to: string;
  subject: string;
  /** Message-ID with its angle brackets. */
  messageId: string;
  /** Fields of the message's own (List-Unsubscribe...), written first, in their order. */
  headers: Readonly<Record<string, string>>;
}

export interface Sender {
  address: string;
  name: string;
}

const ADDRESS_KEYS = new Set(['From', 'Sender', 'To', 'Cc', 'Reply-To']);
const ID_KEYS = new Set(['Message-ID', 'In-Reply-To', 'Content-Id']);
const newlines = (value: string): string => value.replace(/\r?\n|\r/g, ' ');

/** A field's value as MimeNode encodes it for its key. */
const encodeValue = (key: string, value: string | Sender): string => {
  if (ADDRESS_KEYS.has(key)) return addressHeader(value);
  const text = newlines(typeof value === 'string' ? value : '');
  if (ID_KEYS.has(key)) return `${text.startsWith('<') ? '' : '<'}${text}${text.endsWith('>') ? '' : '>'}`;
  return encodeWords(text);
};

/** A field's folded line with its CRLF, or nothing for one MimeNode leaves out (an empty value, Bcc). */
const headerLine = (key: string, value: string | Sender): string => {
  if (key === 'Bcc') return '';
  const encoded = encodeValue(key, value);
  return encoded.trim() ? `${foldHeaderLine(`${key}: ${encoded}`)}\r\n` : '';
};

/** The date as MimeNode writes it, kept for the second it names (a send writes thousands a second). */
let lastDate = { second: Number.NaN, text: '' };
const dateOf = (now: number): string => {
  const second = Math.floor(now / 1000);
  if (second !== lastDate.second)
    lastDate = { second, text: new Date(second * 1000).toUTCString().replace(/GMT/, '+0000') };
  return lastDate.text;
};

/**
 * The boundary as libmime writes a parameter: quoted when it holds a special character or starts with '-' (a
 * boundary of mimeBoundary() always does). Longer or non-ASCII values, which it would cut into RFC 2231
 * continuations, are no boundary of ours.
 */
const boundaryParameter = (boundary: string): string => {
  if (!/^[\x20-\x7e]{1,74}$/.test(boundary) || /["\\]/.test(boundary))
    throw new Error(`Not a MIME boundary of ours: ${boundary}`);
  return /[\s'"\\;:/=(),<>@[\]?]|^-/.test(boundary) ? `"${boundary}"` : boundary;
};

/** Fields the engine writes itself, which a message's own fields must not name for the quick way to hold. */
const OWN_KEYS = new Set([
  'From',
  'To',
  'Subject',
  'Message-ID',
  'Date',
  'MIME-Version',
  'Content-Type',
  'Bcc',
]);

/**
 * The header block of a campaign's messages (without the blank line that ends it). A message's own fields come
 * first, then From, To, Subject, Message-ID, Date, MIME-Version and Content-Type, as MimeNode orders them.
 */
export const campaignHeaders = (
  from: Sender,
  boundary: string,
): ((message: MessageHeaders, date?: Date) => string) => {
  const contentType = `multipart/alternative; boundary=${boundaryParameter(boundary)}`;
  const fromLine = headerLine('From', from);
  const tail = `MIME-Version: 1.0\r\n${foldHeaderLine(`Content-Type: ${contentType}`)}`;

  /** MimeNode's header list for a message whose own fields name the engine's (the last value of a key wins). */
  const asMimeNode = (message: MessageHeaders, date: string): string => {
    const fields: [string, string | Sender][] = [['Content-Type', contentType]];
    const set = (key: string, value: string | Sender) => {
      const index = fields.findIndex(([name]) => name === key);
      if (index < 0) fields.push([key, value]);
      else fields[index] = [key, value];
    };
    for (const [key, value] of Object.entries(message.headers)) set(normalizeHeaderKey(key), value);
    set('From', from);
    set('To', message.to);
    set('Subject', message.subject);
    set('Message-ID', message.messageId);
    if (!fields.some(([key, value]) => key === 'Date' && value)) set('Date', date);
    if (!fields.some(([key, value]) => key === 'MIME-Version' && value)) set('MIME-Version', '1.0');
    const contentTypes = fields.filter(([key], index) => key === 'Content-Type' && index < fields.length - 1);
    const ordered = [...fields.filter((field) => !contentTypes.includes(field)), ...contentTypes];
    const block = ordered
      .map(([key, value]) =>
        key === 'Content-Type'
          ? `${foldHeaderLine(`${key}: ${newlines(String(value))}`)}\r\n`
          : headerLine(key, value),
      )
      .join('');
    return block.slice(0, -2);
  };

  return (message, date) => {
    const dateText = date ? date.toUTCString().replace(/GMT/, '+0000') : dateOf(Date.now());
    let own = '';
    const seen: string[] = [];
    for (const key in message.headers) {
      const normal = normalizeHeaderKey(key);
      if (OWN_KEYS.has(normal) || seen.includes(normal)) return asMimeNode(message, dateText);
      seen.push(normal);
      own += headerLine(normal, message.headers[key]!);
    }
    return `${own}${fromLine}${headerLine('To', message.to)}${headerLine('Subject', message.subject)}${headerLine('Message-ID', message.messageId)}Date: ${dateText}\r\n${tail}`;
  };
};
