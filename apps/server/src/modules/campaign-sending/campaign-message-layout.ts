import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import {
  TRACKED_LINK,
  UNSUBSCRIBE_URL_TAG,
  WEB_VIEW_URL_TAG,
  escapeAttribute,
  fillTrackingTags,
  hrefsOf,
  pixelHtml,
  trackedHref,
  type TrackingAddresses,
} from '../campaign-tracking/track-html';
import { staticText, type MessageParts, type StaticText } from './campaign-mime';
import { compileTextLayout, decodeEscaped, holdsStandIns, type TextLayout } from './campaign-text-layout';
import type { MergeValues } from '../templates/render-merge-tags';
import { compileSimpleMergeSlots } from './simple-merge-tags';

/*
 * A campaign's message laid out once: its template and preheader are filled with placeholders where the merge
 * tags' values go, parsed once to find the links, their click numbers and where the open pixel goes, and cut
 * into pieces. Each contact's message is then the pieces joined with its values and tracking addresses, which
 * is the same HTML as rendering the contact's message and parsing it for tracking (campaign-message.ts), without
 * parsing 26 KiB of HTML per contact.
 *
 * It holds because a merge tag's value is HTML-escaped (no <, >, " or ' in it), so a value cannot change the
 * HTML's structure where it stands in text, a comment or a quoted attribute value. A template where that cannot
 * be shown (a `{% %}` tag, a merge tag in a tag's name or an unquoted attribute, or next to characters that
 * could start or end markup with it) gets no layout; a contact whose values could (a value with markup, an
 * empty preheader where the layout has one) is rendered the slow way.
 */

const OPEN = '\uE001';
const CLOSE = '\uE002';
const slot = (index: number): string => `${OPEN}${index}${CLOSE}`;
const SLOT = /\uE001(\d+)\uE002/g;
const PRIVATE_USE = /[\uE000-\uE002]/;
/** Characters an escaped value never holds; a value with one came from `| raw` or the like. */
const MARKUP = /[<>"']/;
/** Static text right before a value that the value could turn into a tag, an end tag or a comment. */
const MARKUP_BEFORE = /<[!/?]?[A-Za-z0-9-]*$/;
/** Static text right after a value that could end a comment or a tag with it. */
const MARKUP_AFTER = /^[-!>]/;

type Part = string | number;

interface HrefPiece {
  /** The link's place among the message's links, in document order (how clicks are numbered). */
  order: number;
  /** The attribute as written, values in place. */
  source: Part[];
  /** Whether the link is tracked, when every contact's value gives the same answer. */
  tracked: boolean | undefined;
  /** The attribute's value as written, values in place, and its quote; read per contact when `tracked` is not known. */
  value: Part[];
  quote: string;
}

type Piece = Part | HrefPiece | { pixel: true };

/** A contact's message from the layout: its tracked HTML, and its text part when the layout could give it. */
export interface LaidOutMessage {
  html: string;
  /** The HTML as static pieces (the same objects for every contact) and the contact's own values. */
  parts: MessageParts | undefined;
  /** The text part and its pieces, the same as html-to-text gives for `html`; undefined when it must be read. */
  text: { text: string; parts: MessageParts } | undefined;
}

export interface MessageLayout {
  /**
   * The contact's tracked HTML, the same as rendering the template and preheader with `values` and tracking the
   * result; undefined when the contact must be rendered the slow way.
   */
  fill(
    values: MergeValues,
    addresses: () => TrackingAddresses & { pixel: string },
  ): LaidOutMessage | undefined;
}

/** A piece of static HTML whose tracking tags ({{ unsubscribe_url }}, {{ web_view_url }}) are the contact's. */
type StaticPiece = (StaticText | 'unsubscribe' | 'webView')[];
const TRACKING_TAG = new RegExp(`(${UNSUBSCRIBE_URL_TAG.source})|${WEB_VIEW_URL_TAG.source}`, 'gi');
const staticPiece = (text: string): StaticPiece => {
  const piece: StaticPiece = [];
  let from = 0;
  for (const match of text.matchAll(TRACKING_TAG)) {
    if (match.index > from) piece.push(staticText(text.slice(from, match.index)));
    piece.push(match[1] ? 'unsubscribe' : 'webView');
    from = match.index + match[0].length;
  }
  if (from < text.length) piece.push(staticText(text.slice(from)));
  return piece;
};
/**
 * Whether a tracking tag could begin in this text and end in the next: a '{' with at most one '}' after it, at
 * the end. Filling the tags in each piece is then not the same as filling them in the whole message.
 */
const OPEN_AT_END = /\{[^}]*\}?$/;
/** A value that is one tracking tag, which tracking fills with the contact's address. */
const TRACKING_TAG_ONLY = new RegExp(`^(?:${UNSUBSCRIBE_URL_TAG.source}|${WEB_VIEW_URL_TAG.source})$`, 'i');
/** What html-to-text takes for whitespace. */
const TEXT_WHITESPACE = /[ \t\r\n\f\u200b]/g;
/** Whether `short`'s characters are all in `long`, in order (a link's words could then be the address). */
const within = (short: string, long: string): boolean => {
  if (short === '') return false;
  let at = 0;
  for (let index = 0; index < long.length; index++)
    if (long[index] === short[at] && ++at === short.length) return true;
  return false;
};
/** The text of an element and its descendants, as written. */
const wordsOf = (node: DefaultTreeAdapterTypes.ChildNode): string => {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  let words = '';
  if ('content' in node) for (const child of node.content.childNodes) words += wordsOf(child);
  if ('childNodes' in node) for (const child of node.childNodes) words += wordsOf(child);
  return words;
};
/** The open pixel and a tracked link's attribute around their address. */
const PIXEL = pixelHtml('\0').split('\0').map(staticText) as [StaticText, StaticText];
const HREF = trackedHref('\0').split('\0').map(staticText) as [StaticText, StaticText];

const split = (text: string): Part[] => {
  const parts: Part[] = [];
  let from = 0;
  for (const match of text.matchAll(SLOT)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(Number(match[1]));
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
};

const join = (parts: readonly Part[], outputs: readonly string[]): string => {
  let text = '';
  for (const part of parts) text += typeof part === 'number' ? outputs[part]! : part;
  return text;
};

const countSlots = (text: string): number => {
  let count = 0;
  for (let at = text.indexOf(OPEN); at !== -1; at = text.indexOf(OPEN, at + 1)) count += 1;
  return count;
};

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** Placeholders standing where a value keeps the structure: in text, a comment or a quoted attribute value. */
const slotsInPlace = (node: Node, html: string): number => {
  let count = 0;
  if (node.nodeName === '#text' || node.nodeName === '#comment') {
    count += countSlots('value' in node ? node.value : 'data' in node ? node.data : '');
  }
  if ('attrs' in node) {
    const at = node.sourceCodeLocation?.attrs;
    for (const attr of node.attrs) {
      const location = at?.[attr.name];
      const source = location ? html.slice(location.startOffset, location.endOffset) : '';
      if (/^[^=]*=\s*(["'])[\s\S]*\1$/.test(source)) count += countSlots(attr.value);
    }
  }
  if ('content' in node) count += slotsInPlace(node.content as unknown as Node, html);
  if ('childNodes' in node) for (const child of node.childNodes) count += slotsInPlace(child, html);
  return count;
};

/** Whether `text` could begin an address tracking counts, once more is written after it. */
const couldBecomeTracked = (text: string): boolean => {
  const start = text.trimStart().toLowerCase();
  return 'https://'.startsWith(start) || 'http://'.startsWith(start);
};

/** Whether the link is tracked whatever the values, or undefined when it depends on them. */
const trackedWhatever = (value: Part[], url: string): boolean | undefined => {
  if (!value.some((part) => typeof part === 'number')) return TRACKED_LINK.test(url);
  const before = typeof value[0] === 'string' ? value[0] : '';
  if (before.includes('&')) return undefined;
  if (/^\s*https?:\/\//i.test(before)) return true;
  return before.trim() !== '' && !couldBecomeTracked(before) ? false : undefined;
};

/** The address a link's value gives once the contact's values are in: entities read as a parser reads them. */
const addressOf = (piece: HrefPiece, outputs: readonly string[]): string => {
  const written = join(piece.value, outputs);
  if (!written.includes('&')) return written.trim();
  const fragment = parseFragment(`<a href=${piece.quote}${written}${piece.quote}></a>`);
  const link = fragment.childNodes[0];
  return ((link && 'attrs' in link ? link.attrs[0]?.value : undefined) ?? '').trim();
};

/**
 * The layout of a campaign's message (template and preheader as written, merge tags in them), or undefined when
 * the template cannot be laid out once and each message must be rendered and parsed.
 */
export const layOutCampaignMessage = (
  template: string,
  preheader: string,
  withPreheader: (html: string, preheader: string) => string,
): MessageLayout | undefined => {
  const html = compileSimpleMergeSlots(template);
  const hidden = compileSimpleMergeSlots(preheader);
  if (!html || !hidden) return undefined;
  if ([...html.statics, ...hidden.statics].some((text) => PRIVATE_USE.test(text))) return undefined;
  const outputCount = html.statics.length - 1 + hidden.statics.length - 1;
  const weave = (statics: string[], first: number) =>
    statics.map((text, index) => (index === 0 ? text : slot(first + index - 1) + text)).join('');
  const hiddenWoven = weave(hidden.statics, html.statics.length - 1);
  const document = withPreheader(weave(html.statics, 0), hiddenWoven);

  for (const match of document.matchAll(SLOT)) {
    const before = document.slice(Math.max(0, match.index - 40), match.index).replace(SLOT, 'x');
    const after = document.slice(match.index + match[0].length, match.index + match[0].length + 1);
    if (MARKUP_BEFORE.test(before) || MARKUP_AFTER.test(after)) return undefined;
  }
  const parsed = hrefsOf(document);
  if (slotsInPlace(parsed.document, document) !== outputCount) return undefined;

  const edits: { start: number; end: number; piece: Piece }[] = parsed.hrefs.map((href, order) => {
    const source = document.slice(href.start, href.end);
    const valueAt = /=\s*(["']?)/.exec(source)!;
    const quote = valueAt[1] ?? '';
    const value = split(source.slice(valueAt.index + valueAt[0].length, quote ? -1 : undefined));
    return {
      start: href.start,
      end: href.end,
      piece: { order, source: split(source), tracked: trackedWhatever(value, href.url), value, quote },
    };
  });
  const bodyEnd = parsed.bodyEnd ?? document.length;
  edits.push({ start: bodyEnd, end: bodyEnd, piece: { pixel: true } });
  const pieces: Piece[] = [];
  let from = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    pieces.push(...split(document.slice(from, edit.start)), edit.piece);
    from = edit.end;
  }
  pieces.push(...split(document.slice(from)));
  const hrefs = edits
    .flatMap((edit) => (typeof edit.piece === 'object' && 'order' in edit.piece ? [edit.piece] : []))
    .sort((a, b) => a.order - b.order);
  const known = hrefs.every((href) => href.tracked !== undefined);
  const clickOf = new Map<HrefPiece, number>();
  if (known) {
    let index = 0;
    for (const href of hrefs) if (href.tracked) clickOf.set(href, index++);
  }

  // The static HTML in pieces, each with its tracking tags found once; the text part laid out per shape.
  const statics = new Map<string, StaticPiece>();
  const staticOf = (text: string): StaticPiece => {
    let piece = statics.get(text);
    if (!piece) statics.set(text, (piece = staticPiece(text)));
    return piece;
  };
  const open = new Set<StaticText>();
  for (const text of [...pieces, ...hrefs.flatMap((href) => href.source)])
    if (typeof text === 'string')
      for (const part of staticOf(text))
        if (typeof part === 'object' && OPEN_AT_END.test(part.text)) open.add(part);
  // Links whose address holds a value: the text part leaves out an address that starts with '#' and the
  // address of a link whose words are the address, and drops 'mailto:'. A contact whose address could do any of
  // that has its text part read from its HTML.
  const valueLinks = new Map<HrefPiece, Part[]>();
  for (const href of hrefs)
    if (href.tracked !== true && href.value.some((part) => typeof part === 'number'))
      valueLinks.set(href, split(wordsOf(parsed.hrefs[href.order]!.element)));
  const textReadable = !holdsStandIns(document);
  const textLayout: TextLayout | undefined = textReadable ? compileTextLayout() : undefined;
  /** Whether the contact's link addresses read the same in the text part as their shapes do. */
  const linksReadable = (
    outputs: readonly string[],
    clicks: Map<HrefPiece, number>,
    addresses: TrackingAddresses,
  ): boolean => {
    const read = (parts: readonly Part[]) => {
      const text = join(parts, outputs);
      return decodeEscaped(text.includes('{') ? fillTrackingTags(text, addresses) : text);
    };
    for (const [href, words] of valueLinks) {
      if (clicks.has(href)) continue;
      const address = read(href.value);
      if (address.startsWith('#') || address.startsWith('mailto:')) return false;
      if (within(address.replace(TEXT_WHITESPACE, ''), read(words).replace(TEXT_WHITESPACE, '')))
        return false;
    }
    return true;
  };

  const slowFill = (
    outputs: string[],
    clicks: Map<HrefPiece, number>,
    addresses: TrackingAddresses & { pixel: string },
  ) => {
    let message = '';
    for (const piece of pieces) {
      if (typeof piece === 'string') message += piece;
      else if (typeof piece === 'number') message += outputs[piece]!;
      else if ('pixel' in piece) message += pixelHtml(addresses.pixel);
      else {
        const click = clicks.get(piece);
        message += click === undefined ? join(piece.source, outputs) : trackedHref(addresses.click(click));
      }
    }
    return fillTrackingTags(message, addresses);
  };

  return {
    fill(values, addressesOf) {
      const outputs = [...(html.outputs(values) ?? []), ...(hidden.outputs(values) ?? [])];
      if (outputs.length !== outputCount || outputs.some((output) => MARKUP.test(output))) return undefined;
      // With an empty preheader no hidden preheader is written, which the layout has.
      if (hiddenWoven !== '' && join(split(hiddenWoven), outputs) === '') return undefined;
      let clicks = clickOf;
      if (!known) {
        clicks = new Map();
        let index = 0;
        for (const href of hrefs)
          if (href.tracked ?? TRACKED_LINK.test(addressOf(href, outputs))) clicks.set(href, index++);
      }
      const addresses = addressesOf();
      const addressSet = new Set<string>();
      const address = (text: string) => {
        const escaped = escapeAttribute(text);
        addressSet.add(escaped);
        return escaped;
      };

      const parts: (StaticText | string)[] = [];
      const putStatic = (text: string) => {
        for (const part of staticOf(text)) {
          if (part === 'unsubscribe') parts.push(address(addresses.unsubscribe));
          else if (part === 'webView') parts.push(address(addresses.webView));
          else parts.push(part);
        }
      };
      const putOutput = (index: number) => {
        const output = outputs[index]!;
        if (!output.includes('{')) parts.push(output);
        else {
          const filled = fillTrackingTags(output, addresses);
          parts.push(filled);
          if (TRACKING_TAG_ONLY.test(output)) addressSet.add(filled);
        }
      };
      for (const piece of pieces) {
        if (typeof piece === 'string') putStatic(piece);
        else if (typeof piece === 'number') putOutput(piece);
        else if ('pixel' in piece) parts.push(PIXEL[0], address(addresses.pixel), PIXEL[1]);
        else {
          const click = clicks.get(piece);
          if (click !== undefined) parts.push(HREF[0], address(addresses.click(click)), HREF[1]);
          else
            for (const part of piece.source) {
              if (typeof part === 'number') putOutput(part);
              else putStatic(part);
            }
        }
      }
      // A tracking tag that could run from one piece into the next is filled in the whole message, as before.
      let opened = false;
      for (let index = 0; index < parts.length - 1 && !opened; index++) {
        const part = parts[index]!;
        opened = typeof part === 'string' ? part.includes('{') && OPEN_AT_END.test(part) : open.has(part);
      }
      if (opened) return { html: slowFill(outputs, clicks, addresses), parts: undefined, text: undefined };
      let message = '';
      for (const part of parts) message += typeof part === 'string' ? part : part.text;

      const readable = textLayout && linksReadable(outputs, clicks, addresses);
      const variant = known ? '' : hrefs.map((href) => (clicks.has(href) ? '1' : '0')).join('');
      return {
        html: message,
        parts,
        text: readable ? textLayout.textOf(parts, variant, addressSet) : undefined,
      };
    },
  };
};
