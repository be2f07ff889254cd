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

/** The most bytes quoted-printable makes of `length` bytes: every byte =XX, and a soft break per 25 of them. */
const mostEncoded = (length: number): number => length * 3 + Math.ceil((length * 3) / (LINE - 1)) * 3 + 3;

/**
 * Quoted-printable of the first `length` UTF-8 bytes of `bytes`, written into `out` from `start`; answers where
 * it ends.
 */
const encodeQuotedPrintable = (
  bytes: Buffer,
  length: number,
  out: Buffer,
  start: number,
  followed: boolean,
): number => {
  let end = start;
  let column = 0;
  for (let at = 0; at < length; at++) {
    const byte = bytes[at]!;
    if (byte === 0x0a || (byte === 0x0d && at + 1 < length && bytes[at + 1] === 0x0a)) {
      if (byte === 0x0d) at++;
      out[end++] = 0x0d;
      out[end++] = 0x0a;
      column = 0;
      continue;
    }
    // Whether the byte ends its line: the end of the text, or a line break next.
    const next = at + 1 < length ? bytes[at + 1] : -1;
    const last = next === -1 || next === 0x0a || (next === 0x0d && at + 2 < length && bytes[at + 2] === 0x0a);
    const literal =
      (byte >= 33 && byte <= 126 && byte !== EQUALS) || ((byte === 0x20 || byte === 0x09) && !last);
    const width = literal ? 1 : 3;
    // A line that goes on keeps room for its soft break's '='; the last piece of a line may use all 76.
    if (column + width > (last && !(followed && at === length - 1) ? LINE : LINE - 1)) {
      out[end++] = EQUALS;
      out[end++] = 0x0d;
      out[end++] = 0x0a;
      column = 0;
    }
    if (literal) out[end++] = byte;
    else {
      out[end++] = EQUALS;
      out[end++] = HEX[byte >> 4]!;
      out[end++] = HEX[byte & 0x0f]!;
    }
    column += width;
  }
  return end;
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
  const out = Buffer.allocUnsafe(mostEncoded(bytes.length));
  return out.subarray(0, encodeQuotedPrintable(bytes, bytes.length, out, 0, followed));
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
 * The contact's own pieces of a message encoded into buffers kept from message to message: its bytes are copied
 * into the message, so a message allocates no buffer of its own but the message's.
 */
const scratch = { input: Buffer.allocUnsafe(4096), output: Buffer.allocUnsafe(16384), used: 0 };

/** A contact's piece encoded into the scratch output: a view of it, valid until the next message starts. */
const encodeContactPiece = (text: string): Buffer => {
  if (scratch.input.length < text.length * 3) scratch.input = Buffer.allocUnsafe(text.length * 3);
  const length = scratch.input.write(text, 0, 'utf8');
  const most = mostEncoded(length);
  // A full output is replaced; the views already taken keep the old one alive until the message is built.
  if (scratch.output.length - scratch.used < most) {
    scratch.output = Buffer.allocUnsafe(Math.max(16384, most));
    scratch.used = 0;
  }
  const start = scratch.used;
  scratch.used = encodeQuotedPrintable(scratch.input, length, scratch.output, start, true);
  return scratch.output.subarray(start, scratch.used);
};

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
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    const text = typeof part === 'string' ? part : part.text;
    if (text === '') continue;
    // A CRLF or a surrogate pair cut in two reads differently in two pieces: encode the part whole.
    const last = text.charCodeAt(text.length - 1);
    if ((last === 0x0d || (last >= 0xd800 && last <= 0xdbff)) && index < parts.length - 1) return undefined;
    if (body.length > 0) body.push(SOFT_BREAK);
    // Every piece keeps room for a soft line break after it, so a static piece reads the same wherever it is.
    if (typeof part === 'string') {
      const letters = lettersOf(text);
      latin += letters.latin;
      other += letters.other;
      body.push(encodeContactPiece(text));
    } else {
      const encoded = (part.encoded ??= { ...lettersOf(text), quotedPrintable: quotedPrintable(text, true) });
      latin += encoded.latin;
      other += encoded.other;
      body.push(encoded.quotedPrintable);
    }
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

/** What every message of a campaign starts and ends its parts with, by the sender its run passes along. */
interface CampaignPieces {
  name: string;
  address: string;
  boundary: string;
  headersOf: ReturnType<typeof campaignHeaders>;
  /** From the blank line after the headers to the text part's body, by its encoding. */
  textHead: Record<string, Buffer>;
  /** From the end of the text part to the HTML part's body, by its encoding. */
  htmlHead: Record<string, Buffer>;
  end: Buffer;
}
const campaignsPieces = new WeakMap<Sender, CampaignPieces>();
const ENCODINGS = ['quoted-printable', 'base64'];
const campaignPieces = (from: Sender, boundary: string): CampaignPieces => {
  let known = campaignsPieces.get(from);
  if (known?.boundary !== boundary || known.name !== from.name || known.address !== from.address) {
    const head = (start: string, type: string) =>
      Object.fromEntries(
        ENCODINGS.map((encoding) => [
          encoding,
          Buffer.from(
            `${start}--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n`,
            'latin1',
          ),
        ]),
      );
    known = {
      name: from.name,
      address: from.address,
      boundary,
      headersOf: campaignHeaders(from, boundary),
      textHead: head('\r\n\r\n', 'text/plain'),
      htmlHead: head('\r\n', 'text/html'),
      end: Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'),
    };
    campaignsPieces.set(from, known);
  }
  return known;
};

const lengthOf = (buffers: readonly Buffer[]): number => {
  let length = 0;
  for (const buffer of buffers) length += buffer.length;
  return length;
};
const copyAll = (buffers: readonly Buffer[], into: Buffer, start: number): number => {
  let at = start;
  for (const buffer of buffers) at += buffer.copy(into, at);
  return at;
};

/** The message's bytes: headers, then its text and HTML parts as multipart/alternative. */
export const buildCampaignMime = (message: CampaignMime, boundary: string): Buffer => {
  const pieces = campaignPieces(message.from, boundary);
  const headers = pieces.headersOf(message);
  scratch.used = 0;
  const text = encodePart(message.text, message.parts?.text);
  const html = encodePart(message.html, message.parts?.html);
  const textHead = pieces.textHead[text.encoding]!;
  const htmlHead = pieces.htmlHead[html.encoding]!;
  const headersLength = Buffer.byteLength(headers, 'utf8');
  // One buffer for the message, its length known first: the pieces are copied in once.
  const bytes = Buffer.allocUnsafe(
    headersLength +
      textHead.length +
      lengthOf(text.body) +
      htmlHead.length +
      lengthOf(html.body) +
      pieces.end.length,
  );
  let at = bytes.write(headers, 0, 'utf8');
  at += textHead.copy(bytes, at);
  at = copyAll(text.body, bytes, at);
  at += htmlHead.copy(bytes, at);
  at = copyAll(html.body, bytes, at);
  pieces.end.copy(bytes, at);
  return bytes;
};
