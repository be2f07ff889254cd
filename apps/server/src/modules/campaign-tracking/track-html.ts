import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { mergeValuesOfContact, type MergeValues } from '../templates/render-merge-tags';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * Where tracking puts a contact's own addresses. A template links its unsubscribe page with
 * {{ unsubscribe_url }} (the template checker asks for it) and may link the web view with {{ web_view_url }}.
 * The send renders a message with these values, which keep the tags, and tracking fills them in.
 */
export const UNSUBSCRIBE_URL_TAG = /\{\{\s*unsubscribe_url\b[^}]*\}\}/gi;
export const WEB_VIEW_URL_TAG = /\{\{\s*web_view_url\b[^}]*\}\}/gi;
export const TRACKING_MERGE_VALUES = {
  unsubscribe_url: '{{ unsubscribe_url }}',
  web_view_url: '{{ web_view_url }}',
} as const;

/**
 * A contact's merge values for a campaign message: its properties, and the tracking tags kept as tags for
 * tracking to fill. The send and the click's re-render both use this, so a link's position is the same in both.
 */
export const campaignMergeValues = (contact: {
  email: string;
  properties: Readonly<Record<string, unknown>>;
}): MergeValues => ({ ...mergeValuesOfContact(contact), ...TRACKING_MERGE_VALUES });

/** The links tracking counts: every address to an http(s) page. */
export const TRACKED_LINK = /^https?:\/\//i;

export interface Href {
  element: Element;
  url: string;
  start: number;
  end: number;
}

const visit = (node: Node, found: Href[]): void => {
  if ('tagName' in node && node.tagName === 'a') {
    const href = node.attrs.find((attr) => attr.name === 'href');
    const at = node.sourceCodeLocation?.attrs?.href;
    if (href && at)
      found.push({ element: node, url: href.value.trim(), start: at.startOffset, end: at.endOffset });
  }
  if ('content' in node) visit(node.content as unknown as Node, found);
  if ('childNodes' in node) for (const child of node.childNodes) visit(child, found);
};

/**
 * The message's <a href> attributes in the order their clicks are numbered (the document's, which is not always
 * the source's), and where its body ends (the open pixel goes there).
 */
export const hrefsOf = (
  html: string,
): { hrefs: Href[]; bodyEnd: number | undefined; document: DefaultTreeAdapterTypes.Document } => {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const hrefs: Href[] = [];
  visit(document, hrefs);
  const htmlElement = document.childNodes.find(
    (node): node is Element => 'tagName' in node && node.tagName === 'html',
  );
  const body = htmlElement?.childNodes.find(
    (node): node is Element => 'tagName' in node && node.tagName === 'body',
  );
  return { hrefs, bodyEnd: body?.sourceCodeLocation?.endTag?.startOffset, document };
};

/**
 * The message's tracked links, in the order their clicks are numbered: every <a href> to an http(s) address.
 * Links to mailto:, tel:, anchors within the message and the merge-tag addresses are left as they are.
 */
export const trackedLinksOf = (html: string): string[] =>
  hrefsOf(html).hrefs.flatMap((href) => (TRACKED_LINK.test(href.url) ? [href.url] : []));

export const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The open pixel, an image of one transparent pixel at the address. */
export const pixelHtml = (address: string): string =>
  `<img src="${escapeAttribute(address)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;" />`;

/** A tracked link's attribute, going through its click address. */
export const trackedHref = (address: string): string => `href="${escapeAttribute(address)}"`;

/** The contact's unsubscribe and web view addresses in place of their merge tags. */
export const fillTrackingTags = (html: string, addresses: Pick<TrackingAddresses, 'unsubscribe' | 'webView'>) =>
  html
    .replace(UNSUBSCRIBE_URL_TAG, escapeAttribute(addresses.unsubscribe))
    .replace(WEB_VIEW_URL_TAG, escapeAttribute(addresses.webView));

export interface TrackingAddresses {
  /** The tracked address of the n-th tracked link. */
  click(index: number): string;
  unsubscribe: string;
  webView: string;
  /** The open pixel's address; none in the web view, which is not an open. */
  pixel?: string;
}

/**
 * The message with each tracked link going through its click address, the merge-tag addresses filled in and
 * the open pixel at the end of its body. Only the links' addresses change; the rest of the HTML is kept byte
 * for byte, so conditional comments for Outlook and the template's formatting survive.
 */
export const trackHtml = (html: string, addresses: TrackingAddresses): string => {
  const { hrefs, bodyEnd } = hrefsOf(html);
  const edits: { start: number; end: number; text: string }[] = [];
  let index = 0;
  for (const href of hrefs) {
    if (!TRACKED_LINK.test(href.url)) continue;
    edits.push({
      start: href.start,
      end: href.end,
      text: trackedHref(addresses.click(index)),
    });
    index += 1;
  }
  if (addresses.pixel) {
    const at = bodyEnd ?? html.length;
    edits.push({ start: at, end: at, text: pixelHtml(addresses.pixel) });
  }
  let tracked = '';
  let from = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    tracked += html.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  tracked += html.slice(from);
  return fillTrackingTags(tracked, addresses);
};
