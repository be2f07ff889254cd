import { parse, type DefaultTreeAdapterTypes } from 'parse5';

// The WHATWG URL parser, in browsers and Node alike; this package is built without either's library types.
declare const URL: new (input: string, base?: string) => { href: string; hostname: string; protocol: string };

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** Where a logo candidate came from, best first (issue order: the site's logo image, then its icons). */
export const LOGO_SOURCES = ['logo-image', 'apple-touch-icon', 'og:image', 'favicon'] as const;
export type LogoSource = (typeof LOGO_SOURCES)[number];

export interface LogoCandidate {
  source: LogoSource;
  url: string;
  alt: string;
}

export interface PageLink {
  href: string;
  text: string;
}

/** What a brand kit can learn from one HTML page, every address made absolute against the page's own. */
export interface WebsitePage {
  url: string;
  siteName: string;
  themeColor: string | null;
  logos: LogoCandidate[];
  /** Stylesheets the page links, in order, to be fetched and read with the inline ones. */
  stylesheetUrls: string[];
  /** The text of its <style> elements and style attributes. */
  inlineCss: string[];
  links: PageLink[];
  /** A postal address the page states (an <address> element or schema.org data), if any. */
  address: string | null;
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (node: Element, name: string): string | null =>
  node.attrs.find((a) => a.name === name)?.value ?? null;

const textOf = (node: Node): string => {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!('childNodes' in node) || (isElement(node) && (node.tagName === 'script' || node.tagName === 'style')))
    return '';
  return node.childNodes.map(textOf).join(' ');
};

/** The raw text inside a <style> or <script> element. */
const rawText = (node: Element): string =>
  node.childNodes
    .map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : ''))
    .join('');

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

const absolute = (href: string | null, base: string): string | null => {
  if (!href || href.trim() === '' || href.trim().startsWith('data:')) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

const LOGO_HINT = /logo|brand/i;

/** An <img> that names itself a logo, or sits in a link or header that does. */
const looksLikeLogo = (node: Element, ancestors: readonly Element[]): boolean => {
  const own = [attr(node, 'class'), attr(node, 'id'), attr(node, 'alt'), attr(node, 'src')].some(
    (v) => v && LOGO_HINT.test(v),
  );
  if (own) return true;
  return ancestors
    .slice(-3)
    .some((a) => [attr(a, 'class'), attr(a, 'id')].some((v) => v && LOGO_HINT.test(v)));
};

interface JsonLdAddress {
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry?: string | { name?: string };
}

/** schema.org's PostalAddress anywhere in a JSON-LD block, as one line. */
const addressInJsonLd = (json: string): string | null => {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  const seen: unknown[] = [data];
  while (seen.length > 0) {
    const item = seen.pop();
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const address = record.address as JsonLdAddress | string | undefined;
    if (typeof address === 'string' && address.trim()) return squash(address);
    if (address && typeof address === 'object') {
      const country =
        typeof address.addressCountry === 'object' ? address.addressCountry?.name : address.addressCountry;
      const parts = [
        address.streetAddress,
        address.addressLocality,
        address.addressRegion,
        address.postalCode,
        country,
      ];
      const line = parts
        .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
        .join(', ');
      if (line) return squash(line);
    }
    seen.push(...Object.values(record));
  }
  return null;
};

/** Reads one HTML page with a real parser: its name, colour, icons and logo, stylesheets, links and address. */
export const readWebsitePage = (html: string, pageUrl: string): WebsitePage => {
  const document = parse(html);
  let base = pageUrl;
  const page: WebsitePage = {
    url: pageUrl,
    siteName: '',
    themeColor: null,
    logos: [],
    stylesheetUrls: [],
    inlineCss: [],
    links: [],
    address: null,
  };
  let title = '';
  const icons: LogoCandidate[] = [];

  const visit = (node: Node, ancestors: Element[]) => {
    if (isElement(node)) {
      const tag = node.tagName;
      if (tag === 'base') base = absolute(attr(node, 'href'), pageUrl) ?? base;
      else if (tag === 'title' && !title) title = squash(textOf(node));
      else if (tag === 'meta') {
        const name = (attr(node, 'name') ?? attr(node, 'property') ?? '').toLowerCase();
        const content = attr(node, 'content') ?? '';
        if (name === 'theme-color' && !page.themeColor && content.trim()) page.themeColor = content.trim();
        else if (name === 'og:site_name' && content.trim()) page.siteName = squash(content);
        else if (name === 'og:image') {
          const url = absolute(content, base);
          if (url) icons.push({ source: 'og:image', url, alt: '' });
        }
      } else if (tag === 'link') {
        const rel = (attr(node, 'rel') ?? '').toLowerCase().split(/\s+/);
        const url = absolute(attr(node, 'href'), base);
        if (url && rel.includes('stylesheet')) page.stylesheetUrls.push(url);
        else if (url && (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed'))) {
          icons.push({ source: 'apple-touch-icon', url, alt: '' });
        } else if (url && rel.includes('icon')) icons.push({ source: 'favicon', url, alt: '' });
      } else if (tag === 'style') page.inlineCss.push(rawText(node));
      else if (tag === 'script' && (attr(node, 'type') ?? '').toLowerCase() === 'application/ld+json') {
        page.address ??= addressInJsonLd(rawText(node));
      } else if (tag === 'address') page.address ??= squash(textOf(node)) || null;
      else if (tag === 'img') {
        const url = absolute(attr(node, 'src'), base);
        if (url && looksLikeLogo(node, ancestors))
          page.logos.push({ source: 'logo-image', url, alt: squash(attr(node, 'alt') ?? '') });
      } else if (tag === 'a') {
        const url = absolute(attr(node, 'href'), base);
        if (url)
          page.links.push({ href: url, text: squash(textOf(node) || (attr(node, 'aria-label') ?? '')) });
      }
      const inline = attr(node, 'style');
      if (inline) page.inlineCss.push(`x{${inline}}`);
    }
    if ('childNodes' in node) {
      const next = isElement(node) ? [...ancestors, node] : ancestors;
      for (const child of node.childNodes) visit(child, next);
    }
    if (isElement(node) && node.tagName === 'template')
      visit((node as DefaultTreeAdapterTypes.Template).content, ancestors);
  };
  visit(document, []);

  // A favicon.ico is where browsers look when the page names none.
  if (!icons.some((icon) => icon.source === 'favicon')) {
    icons.push({ source: 'favicon', url: new URL('/favicon.ico', pageUrl).href, alt: '' });
  }
  page.logos.push(...icons);
  page.logos.sort((a, b) => LOGO_SOURCES.indexOf(a.source) - LOGO_SOURCES.indexOf(b.source));
  page.siteName ||= title.split(/\s[|–—-]\s/)[0]?.trim() ?? '';
  if (!page.siteName) page.siteName = new URL(pageUrl).hostname.replace(/^www\./, '');
  return page;
};
