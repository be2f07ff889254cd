import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import {
  TRACKED_LINK,
  fillTrackingTags,
  hrefsOf,
  pixelHtml,
  trackedHref,
  type TrackingAddresses,
} from '../campaign-tracking/track-html';
import { compileMergeSlots, type MergeValues } from '../templates/render-merge-tags';

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

export interface MessageLayout {
  /**
   * The contact's tracked HTML, the same as rendering the template and preheader with `values` and tracking the
   * result; undefined when the contact must be rendered the slow way.
   */
  fill(values: MergeValues, addresses: () => TrackingAddresses & { pixel: string }): string | undefined;
}

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
  const html = compileMergeSlots(template);
  const hidden = compileMergeSlots(preheader);
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
    },
  };
};
