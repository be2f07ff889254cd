import { randomBytes } from 'node:crypto';
import { campaignHeaders, type MessageHeaders, type Sender } from './campaign-mime-headers';
import { lettersOf } from './mime-header-encoding';

/*
 * A campaign message as the bytes an SMTP server receives, built without nodemailer's composer (its tree of
 * MIME nodes and chain of encoding streams per message cost about as much CPU as everything else a send does).
 * The headers are the ones nodemailer's MimeNode wrote (campaign-mime-headers.ts), its sender's part written once
 * per campaign; the two parts (text, then HTML, as multipart/alternative) are encoded here in one pass each.
 */

const EQUALS = 0x3d;
const HEX = Buffer.from('0123456789ABCDEF');
/** A quoted-printable line holds at most 76 characters, the '=' of a soft line break included. */
const LINE = 76;

/** Whether the byte at `at` ends its line: the end of the text, or a line break next. */
const endsLine = (bytes: Buffer, at: number): boolean => {
  const next = bytes[at + 1];
  return next === undefined || next === 0x0a || (next === 0x0d && bytes[at + 2] === 0x0a);
};

/**
 * Quoted-printable (RFC 2045 §6.7) of UTF-8 text: line breaks become CRLF, printable ASCII other than '=' stays,
 * spaces and tabs stay unless they end a line, every other byte is =XX, and no line is longer than 76 characters
 * (soft line breaks, never inside an =XX).
 */
export const quotedPrintable = (
  text: string,
  /** Whether a soft line break follows the text (its last line then keeps room for the '='). */
  followed = false,
): Buffer => {
  const bytes = Buffer.from(text, 'utf8');
  const out = Buffer.allocUnsafe(bytes.length * 3 + Math.ceil((bytes.length * 3) / (LINE - 1)) * 3 + 3);
  let length = 0;
  let column = 0;
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at]!;
    if (byte === 0x0a || (byte === 0x0d && bytes[at + 1] === 0x0a)) {
      if (byte === 0x0d) at++;
      out[length++] = 0x0d;
      out[length++] = 0x0a;
      column = 0;
      continue;
    }
    const last = endsLine(bytes, at);
    const literal =
      (byte >= 33 && byte <= 126 && byte !== EQUALS) || ((byte === 0x20 || byte === 0x09) && !last);
    const width = literal ? 1 : 3;
    // A line that goes on keeps room for its soft break's '='; the last piece of a line may use all 76.
    if (column + width > (last && !(followed && at === bytes.length - 1) ? LINE : LINE - 1)) {
      out[length++] = EQUALS;
      out[length++] = 0x0d;
      out[length++] = 0x0a;
      column = 0;
    }
    if (literal) out[length++] = byte;
    else {
      out[length++] = EQUALS;
      out[length++] = HEX[byte >> 4]!;
      out[length++] = HEX[byte & 0x0f]!;
    }
    column += width;
  }
  return out.subarray(0, length);
};

/** Base64 in lines of 76 characters. */
const base64 = (text: string): Buffer => {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  const lines: string[] = [];
  for (let at = 0; at < encoded.length; at += LINE) lines.push(encoded.slice(at, at + LINE));
  return Buffer.from(lines.join('\r\n'), 'latin1');
};

/**
 * A piece of a campaign's message that is the same in every contact's message: encoded once, the first time a
 * message needs it.
 */
export interface StaticText {
  readonly text: string;
  encoded?: { latin: number; other: number; quotedPrintable: Buffer };
}
export const staticText = (text: string): StaticText => ({ text });

/** A part of a message as its static pieces and the contact's own values, in order. */
export type MessageParts = readonly (StaticText | string)[];

const SOFT_BREAK = Buffer.from('=\r\n', 'latin1');

/**
 * Quoted-printable of a part from its pieces: each piece encoded from the start of a line (the static ones
 * once per campaign) and the pieces joined with soft line breaks, which a reader removes. The same text as
 * encoding it whole, unless a piece ends inside a CRLF or a surrogate pair (then undefined).
 */
const quotedPrintableOf = (
  parts: MessageParts,
): { latin: number; other: number; body: Buffer[] } | undefined => {
  let latin = 0;
  let other = 0;
  const body: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    const text = typeof part === 'string' ? part : part.text;
    if (text === '') continue;
    // A CRLF or a surrogate pair cut in two reads differently in two pieces: encode the part whole.
    const last = text.charCodeAt(text.length - 1);
    if ((last === 0x0d || (last >= 0xd800 && last <= 0xdbff)) && index < parts.length - 1) return undefined;
    let encoded: { latin: number; other: number; quotedPrintable: Buffer };
    // Every piece keeps room for a soft line break after it, so a static piece reads the same wherever it is.
    if (typeof part === 'string')
      encoded = { ...lettersOf(text), quotedPrintable: quotedPrintable(text, true) };
    else encoded = part.encoded ??= { ...lettersOf(text), quotedPrintable: quotedPrintable(text, true) };
    latin += encoded.latin;
    other += encoded.other;
    if (body.length > 0) body.push(SOFT_BREAK);
    body.push(encoded.quotedPrintable);
  }
  return { latin, other, body };
};

/**
 * Quoted-printable for mostly Latin text, base64 otherwise (shorter for scripts that are all multi-byte), as
 * nodemailer chooses.
 */
const encodePart = (text: string, parts?: MessageParts): { encoding: string; body: Buffer[] } => {
  const pieces = parts && quotedPrintableOf(parts);
  if (pieces && pieces.other < pieces.latin) return { encoding: 'quoted-printable', body: pieces.body };
  const { latin, other } = pieces ?? lettersOf(text);
  return other < latin
    ? { encoding: 'quoted-printable', body: [quotedPrintable(text)] }
    : { encoding: 'base64', body: [base64(text)] };
};

export interface CampaignMime extends MessageHeaders {
  from: Sender;
  text: string;
  html: string;
  /** The text and HTML as pieces, when the message was laid out from its campaign's (the same text). */
  parts?: { text?: MessageParts | undefined; html?: MessageParts | undefined } | undefined;
}

/** A boundary quoted-printable and base64 can never produce ('=_' is not in either). */
export const mimeBoundary = (): string => `----=_Part_${randomBytes(12).toString('hex')}`;

interface SenderHeaders {
  name: string;
  address: string;
  boundary: string;
  headersOf: ReturnType<typeof campaignHeaders>;
}
/** A campaign's sender headers, by the sender object its run passes with every message. */
const sendersHeaders = new WeakMap<Sender, SenderHeaders>();
const senderHeaders = (from: Sender, boundary: string): SenderHeaders => {
  let known = sendersHeaders.get(from);
  if (known?.boundary !== boundary || known.name !== from.name || known.address !== from.address) {
    known = { ...from, boundary, headersOf: campaignHeaders(from, boundary) };
    sendersHeaders.set(from, known);
  }
  return known;
};

/** The message's bytes: headers, then its text and HTML parts as multipart/alternative. */
export const buildCampaignMime = (message: CampaignMime, boundary: string): Buffer => {
  const headers = senderHeaders(message.from, boundary).headersOf(message);
  const text = encodePart(message.text, message.parts?.text);
  const html = encodePart(message.html, message.parts?.html);
  const part = (type: string, encoding: string) =>
    `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n`;
  return Buffer.concat([
    Buffer.from(`${headers}\r\n\r\n--${boundary}\r\n${part('text/plain', text.encoding)}`, 'utf8'),
    ...text.body,
    Buffer.from(`\r\n--${boundary}\r\n${part('text/html', html.encoding)}`, 'latin1'),
    ...html.body,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'),
  ]);
};
