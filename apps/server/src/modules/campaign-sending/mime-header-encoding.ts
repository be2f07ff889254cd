/*
 * Header encoding as nodemailer's libmime does it (mime-funcs: encodeWord, encodeWords, foldLines; MimeNode:
 * header keys and the choice of Q or B), written again without its per-call regular expressions, so a campaign's
 * messages keep the exact header bytes they had when nodemailer built them (campaign-mime-headers.test.ts
 * compares the two).
 */

const CHARSET = 'UTF-8';
/** libmime's 52 characters for an encoded word, less its '=?UTF-8?Q?' and '?='. */
const WORD = 52 - 7 - CHARSET.length;
/** Bytes of text a B word holds: the base64 of WORD characters. */
const B_WORD = Math.max(3, ((WORD - (WORD % 4)) / 4) * 3);
/** Header lines are folded at 76 characters. */
const FOLD = 76;
const HEX = '0123456789ABCDEF';

/** Latin letters and other characters of a text, which choose its encoding. */
export const lettersOf = (text: string): { latin: number; other: number } => {
  let latin = 0;
  let other = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)) latin++;
    else if (code >= 0x80 || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) other++;
  }
  return { latin, other };
};

/** Q (quoted-printable words) for mostly Latin text, B (base64) otherwise. */
export const wordEncodingOf = (text: string): 'Q' | 'B' => {
  const { latin, other } = lettersOf(text);
  return other < latin ? 'Q' : 'B';
};

/** RFC 2047 §5 (3): letters, digits and !*+-/ stay, a space is '_' unless it ends a line, the rest is =XX. */
const qEncoded = (text: string): string => {
  const bytes = Buffer.from(text, 'utf8');
  let out = '';
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at]!;
    if (
      (byte >= 0x30 && byte <= 0x39) ||
      (byte >= 0x41 && byte <= 0x5a) ||
      (byte >= 0x61 && byte <= 0x7a) ||
      byte === 0x21 ||
      byte === 0x2a ||
      byte === 0x2b ||
      byte === 0x2d ||
      byte === 0x2f
    )
      out += String.fromCharCode(byte);
    else if (byte === 0x20 && at < bytes.length - 1 && bytes[at + 1] !== 0x0a && bytes[at + 1] !== 0x0d)
      out += '_';
    else out += `=${HEX[byte >> 4]}${HEX[byte & 0x0f]}`;
  }
  return out;
};

/** libmime's cut of a Q text into words: never inside an =XX, nor inside a UTF-8 sequence. */
const qWords = (encoded: string): string[] => {
  const words: string[] = [];
  let rest = encoded;
  while (rest.length) {
    let word = rest.slice(0, WORD);
    const cut = /=[0-9A-F]?$/i.exec(word);
    if (cut) word = word.slice(0, cut.index);
    for (;;) {
      const next = /^=([0-9A-F]{2})/i.exec(rest.slice(word.length));
      const byte = next ? parseInt(next[1]!, 16) : 0;
      if (byte >= 0xc2 || byte <= 0x7f) break;
      word = word.slice(0, word.length - 3);
    }
    if (word.length) words.push(word);
    rest = rest.slice(word.length);
  }
  return words;
};

/** UTF-8 bytes of a string, a lone surrogate counting as the 3 of the U+FFFD it becomes. */
const utf8Length = (text: string): number => {
  let length = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 0x80) length += 1;
    else if (code < 0x800) length += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const low = text.charCodeAt(at + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        length += 4;
        at++;
      } else length += 3;
    } else length += 3;
  }
  return length;
};

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/**
 * libmime's cut of a text into B words of at most B_WORD bytes, by UTF-16 code unit: it keeps together only the
 * surrogate pairs of emoji (high halves D83C to D83E), so other astral characters may be cut in two (each half
 * then reads as U+FFFD), and so they are here.
 */
const bWords = (text: string): string[] => {
  const words: string[] = [];
  let word = '';
  let bytes = 0;
  for (let at = 0; at < text.length; at++) {
    let piece = text.charAt(at);
    const code = text.charCodeAt(at);
    if (code >= 0xd83c && code <= 0xd83e && at < text.length - 1) piece += text.charAt(++at);
    // A lone high surrogate ending the word pairs with a low one starting the piece: 3 + 3 bytes become 4.
    const joined =
      word && isHighSurrogate(word.charCodeAt(word.length - 1))
        ? bytes - 3 + utf8Length(word.charAt(word.length - 1) + piece)
        : bytes + utf8Length(piece);
    if (joined <= B_WORD || at === 0) {
      word += piece;
      bytes = joined;
    } else {
      words.push(Buffer.from(word, 'utf8').toString('base64'));
      word = piece;
      bytes = utf8Length(piece);
    }
  }
  if (word) words.push(Buffer.from(word, 'utf8').toString('base64'));
  return words;
};

/** A text as RFC 2047 encoded words of at most 52 characters, separated by spaces (libmime's encodeWord). */
export const encodeWord = (text: string, encoding: 'Q' | 'B'): string => {
  let encoded: string;
  if (encoding === 'Q') {
    encoded = qEncoded(text);
    if (encoded.length > WORD) encoded = qWords(encoded).join(`?= =?${CHARSET}?Q?`);
  } else {
    encoded = Buffer.from(text, 'utf8').toString('base64');
    if (encoded.length > B_WORD) encoded = bWords(text).join(`?= =?${CHARSET}?B?`);
  }
  return `=?${CHARSET}?${encoding}?${encoded}?=`;
};

/** Any character libmime will not leave as it is in a header: a quote, or anything beyond ASCII. */
const NEEDS_WORDS = /["\u0080-\uFFFF]/;

/** A header value, whole as encoded words when any of it needs encoding (libmime's encodeWords, encodeAll). */
export const encodeWords = (value: string): string =>
  NEEDS_WORDS.test(value) ? encodeWord(value, wordEncodingOf(value)) : value;

/** libmime's foldLines for a header line: at the last white space of each 76 characters, else after the word. */
export const foldHeaderLine = (line: string): string => {
  if (line.length < FOLD) return line;
  const length = line.length;
  let at = 0;
  let folded = '';
  while (at < length) {
    let piece = line.substr(at, FOLD);
    if (piece.length < FOLD) {
      folded += piece;
      break;
    }
    let match = /^[^\n\r]*(\r?\n|\r)/.exec(piece);
    if (match) {
      folded += match[0];
      at += match[0].length;
      continue;
    }
    if ((match = /(\s+)[^\s]*$/.exec(piece)) && match[0].length < piece.length)
      piece = piece.slice(0, piece.length - match[0].length);
    else if ((match = /^[^\s]+(\s*)/.exec(line.slice(at + piece.length))))
      piece += match[0].slice(0, match[0].length - (match[1] ?? '').length);
    folded += piece;
    at += piece.length;
    if (at < length) folded += '\r\n';
  }
  return folded;
};

/** Header keys seen so far in their written form: a campaign writes the same few keys in every message. */
const keys = new Map<string, string>();

/** A header key as nodemailer writes it: Camel-Case, with MIME, DKIM, ARC, BIMI and -ID, -SPF... in capitals. */
export const normalizeHeaderKey = (key: string): string => {
  let normal = keys.get(key);
  if (normal === undefined) {
    normal = key
      .replace(/\r?\n|\r/g, ' ')
      .trim()
      .toLowerCase()
      .replace(/^X-SMTPAPI$|^(MIME|DKIM|ARC|BIMI)\b|^[a-z]|-(SPF|FBL|ID|MD5)$|-[a-z]/gi, (c) =>
        c.toUpperCase(),
      )
      .replace(/^Content-Features$/i, 'Content-features');
    if (keys.size > 256) keys.clear();
    keys.set(key, normal);
  }
  return normal;
};
