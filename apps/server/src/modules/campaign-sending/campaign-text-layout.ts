import { templateText } from '../templates/template-text';
import { staticText, type MessageParts, type StaticText } from './campaign-mime';

/*
 * A campaign's text part laid out once per shape of its values instead of read from each contact's HTML.
 *
 * html-to-text's output depends on a value's characters only through which of them are whitespace and through
 * the words' lengths (it wraps at 78 characters, counting string length, and breaks lines only at whitespace).
 * So each value of a contact's message (its merge values and tracking addresses) is written as its shape: the
 * whitespace kept, every other character replaced by a private-use character standing for that value (one of
 * the Basic Multilingual Plane for a character of that plane, one of plane 15 for one above it, so both the
 * length and the code points are the same). html-to-text reads that HTML once per shape; a contact's text is
 * that text with the value's characters put back, in order, where their stand-ins are. Values whose words are
 * the same lengths give the same shape, so a campaign sees a few dozen shapes however many contacts it has.
 * Equal values share their stand-in, so a link whose words are its address hides the address in both.
 *
 * A value that html-to-text would read differently from its shape is not laid out: an entity other than the
 * escaping's own, or a merge value that holds a tracking path (a link whose words are a value that happens to
 * be the link's address hides the address, which different stand-ins could not tell).
 */

const BMP_SLOTS = 0xe100;
const ASTRAL_SLOTS = 0xf0000;
/** Values of one message the stand-ins can tell apart. */
const MAX_SLOTS = 0x1000;
/** Shapes kept per campaign; a campaign with more reads the rest of its contacts' HTML. */
const MAX_SHAPES = 256;
const KEPT = /[\s\u200b]/;
const ODD = /[\s\u200b\ud800-\udfff]/;
const OTHER_ENTITY = /&(?!(?:amp|lt|gt|quot|#34|#39);)/;
const DECODED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#34': '"', '#39': "'" };
/** A value as html-to-text reads it: the escaping's entities turned back. */
export const decodeEscaped = (value: string): string =>
  value.includes('&')
    ? value.replace(/&(amp|lt|gt|quot|#34|#39);/g, (_, name: string) => DECODED[name]!)
    : value;
const STAND_INS = /[\ue100-\uf0ff\udb80-\udb83]/;

/** One piece of the text: static text, or `count` characters of the value in slot `slot`. */
type TextPiece = StaticText | { slot: number; count: number };

const slotOf = (code: number): number | undefined => {
  if (code >= BMP_SLOTS && code < BMP_SLOTS + MAX_SLOTS) return code - BMP_SLOTS;
  if (code >= ASTRAL_SLOTS && code < ASTRAL_SLOTS + MAX_SLOTS) return code - ASTRAL_SLOTS;
  return undefined;
};

const shapeOf = (value: string, slot: number): string => {
  let shape = '';
  for (const char of value) {
    if (KEPT.test(char)) shape += char;
    else shape += String.fromCodePoint((char.codePointAt(0)! > 0xffff ? ASTRAL_SLOTS : BMP_SLOTS) + slot);
  }
  return shape;
};

const compileText = (text: string): TextPiece[] => {
  const pieces: TextPiece[] = [];
  let from = 0;
  let at = 0;
  while (at < text.length) {
    const code = text.codePointAt(at)!;
    const width = code > 0xffff ? 2 : 1;
    const slot = slotOf(code);
    if (slot === undefined) {
      at += width;
      continue;
    }
    if (at > from) pieces.push(staticText(text.slice(from, at)));
    const last = pieces.at(-1);
    if (last && 'slot' in last && last.slot === slot && from === at) last.count += 1;
    else pieces.push({ slot, count: 1 });
    at += width;
    from = at;
  }
  if (from < text.length) pieces.push(staticText(text.slice(from)));
  return pieces;
};

export interface TextLayout {
  /**
   * The text part of a message made of `parts` (static pieces and the contact's values, escaped as in the
   * HTML), the same as html-to-text reading the joined HTML; undefined when a value cannot be laid out.
   * `variant` names which static pieces the message has, when that is not the same for every contact.
   */
  textOf(
    parts: MessageParts,
    variant: string,
    addresses: ReadonlySet<string>,
  ): { text: string; parts: MessageParts } | undefined;
}

export const compileTextLayout = (): TextLayout => {
  const shapes = new Map<string, TextPiece[] | null>();
  return {
    textOf(parts, variant, addresses) {
      const slots = new Map<string, number>();
      const values: string[] = [];
      let key = variant;
      for (const part of parts) {
        if (typeof part !== 'string') continue;
        let slot = slots.get(part);
        if (slot === undefined) {
          let value = part;
          if (value.includes('&')) {
            if (OTHER_ENTITY.test(value)) return undefined;
            value = decodeEscaped(value);
          }
          if (value.includes('/t/') && !addresses.has(part)) return undefined;
          slot = values.length;
          if (slot >= MAX_SLOTS) return undefined;
          slots.set(part, slot);
          values.push(value);
        }
        const value = values[slot]!;
        key += `,${slot}:${ODD.test(value) ? shapeOf(value, 0) : value.length}`;
      }
      let pieces = shapes.get(key);
      if (pieces === undefined) {
        let html = '';
        for (const part of parts)
          html += typeof part === 'string' ? shapeOf(values[slots.get(part)!]!, slots.get(part)!) : part.text;
        if (shapes.size >= MAX_SHAPES) return undefined;
        const compiled = compileText(templateText(html));
        // Every value's characters stand whole where they stand at all; otherwise this shape is read per contact.
        const counts = values.map(() => 0);
        for (const piece of compiled) if ('slot' in piece) counts[piece.slot]! += piece.count;
        const whole = values.every((value, slot) => {
          const length = Array.from(value).filter((char) => !KEPT.test(char)).length;
          return length === 0 ? counts[slot] === 0 : counts[slot]! % length === 0;
        });
        pieces = whole ? compiled : null;
        shapes.set(key, pieces);
      }
      if (!pieces) return undefined;
      const characters = values.map((value) => Array.from(value).filter((char) => !KEPT.test(char)));
      const cursors = values.map(() => 0);
      const textParts: (StaticText | string)[] = [];
      let text = '';
      for (const piece of pieces) {
        if ('text' in piece) {
          textParts.push(piece);
          text += piece.text;
          continue;
        }
        const chars = characters[piece.slot]!;
        let at = cursors[piece.slot]!;
        let written = '';
        for (let index = 0; index < piece.count; index++) {
          written += chars[at]!;
          at = at + 1 === chars.length ? 0 : at + 1;
        }
        cursors[piece.slot] = at;
        textParts.push(written);
        text += written;
      }
      return { text, parts: textParts };
    },
  };
};

/** Whether static HTML holds characters the text layout uses as stand-ins (it is then read per contact). */
export const holdsStandIns = (html: string): boolean =>
  STAND_INS.test(html) ||
  [...html.matchAll(/&#(x[0-9a-f]+|[0-9]+)/gi)].some((match) => {
    const code =
      match[1]![0] === 'x' || match[1]![0] === 'X' ? parseInt(match[1]!.slice(1), 16) : Number(match[1]);
    return slotOf(code) !== undefined;
  });
