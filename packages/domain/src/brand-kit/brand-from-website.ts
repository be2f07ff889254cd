import { colord, type Colord } from 'colord';
import postcss, { type Root } from 'postcss';
import type { BrandColor, BrandKitAttributes, SocialNetwork } from '@sendwell/contracts';
import { BRAND_KIT_MAX_COLORS } from '@sendwell/contracts';
import { GENERIC } from './font-label';
import type { LogoCandidate, WebsitePage } from './read-website';
import { parseWebUrl } from './web-url';

/** What a website says about its brand, section by section; a section it says nothing about is absent. */
export interface BrandSuggestions {
  logo?: { src: string; link: string; altText: string };
  colors?: { primary: BrandColor[]; secondary: BrandColor[]; linkColor: BrandColor };
  defaultFont?: string[];
  social?: { network: SocialNetwork; href: string }[];
  footer?: { address: string; privacyPolicy: string };
}

// ---------- colours ----------

/** Properties whose colours a visitor sees as the brand's (custom properties are often named for it). */
const COLOR_PROPERTIES =
  /^(color|background|background-color|border|border-color|border-top|border-bottom|fill|stroke|outline-color|--.*)$/i;
const COLOR_TOKEN = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^)]*\)|\b[a-z]+\b/gi;

const toBrandColor = (color: Colord): BrandColor => ({
  hex: color.alpha(1).toHex().slice(0, 7).toUpperCase(),
  alpha: Math.round(color.alpha() * 100),
});

/** Greys, near-black and near-white say little about a brand; neither does a colour that is nearly transparent. */
const isBrandish = (color: Colord): boolean => {
  const { s, l } = color.toHsl();
  return color.alpha() >= 0.5 && s >= 15 && l >= 12 && l <= 92;
};

const distance = (a: Colord, b: Colord): number => {
  const x = a.toRgb();
  const y = b.toRgb();
  return Math.hypot(x.r - y.r, x.g - y.g, x.b - y.b);
};

const parseCss = (css: string): Root | null => {
  try {
    return postcss.parse(css);
  } catch {
    return null;
  }
};

interface CssReading {
  colors: Map<string, { color: Colord; count: number }>;
  linkColor: Colord | null;
  fonts: Map<string, { family: string[]; count: number }>;
}

const readCss = (roots: readonly Root[]): CssReading => {
  const reading: CssReading = { colors: new Map(), linkColor: null, fonts: new Map() };
  for (const root of roots) {
    root.walkDecls((decl) => {
      const property = decl.prop.toLowerCase();
      if (property === 'font-family') {
        const family = decl.value
          .split(',')
          .map((name) => name.trim().replace(/^['"]|['"]$/g, ''))
          .filter(Boolean);
        const key = family.join(',').toLowerCase();
        const entry = reading.fonts.get(key) ?? { family, count: 0 };
        entry.count += 1;
        reading.fonts.set(key, entry);
        return;
      }
      if (!COLOR_PROPERTIES.test(property)) return;
      for (const token of decl.value.match(COLOR_TOKEN) ?? []) {
        const color = colord(token);
        if (!color.isValid()) continue;
        const hex = color.alpha(1).toHex().slice(0, 7).toUpperCase();
        const entry = reading.colors.get(hex) ?? { color, count: 0 };
        entry.count += property.startsWith('--') ? 3 : 1;
        reading.colors.set(hex, entry);
        const rule = decl.parent?.type === 'rule' ? (decl.parent as { selector: string }).selector : '';
        if (property === 'color' && /(^|[\s,])a(:link)?($|[\s,:])/.test(rule) && isBrandish(color))
          reading.linkColor ??= color;
      }
    });
  }
  return reading;
};

/** The theme colour first, then the most used brand-like colours, each clearly different from those before it. */
const brandColors = (themeColor: string | null, reading: CssReading): Colord[] => {
  const ranked = [...reading.colors.values()].sort((a, b) => b.count - a.count).map((entry) => entry.color);
  const theme = themeColor ? colord(themeColor) : null;
  const candidates = [...(theme?.isValid() ? [theme] : []), ...ranked].filter(isBrandish);
  const chosen: Colord[] = [];
  for (const color of candidates) {
    if (chosen.length >= BRAND_KIT_MAX_COLORS * 2) break;
    if (chosen.every((other) => distance(other, color) > 48)) chosen.push(color);
  }
  return chosen;
};

// ---------- fonts ----------

const ICON_FONT = /awesome|icon|glyph|material symbols|dashicons|emoji/i;
const SYSTEM_FONT = /^(-apple-system|blinkmacsystemfont|ui-.*|system-ui)$/i;

const FALLBACK = {
  serif: ['Georgia', 'Times New Roman', 'serif'],
  monospace: ['Courier New', 'monospace'],
  'sans-serif': ['Arial', 'Helvetica', 'sans-serif'],
} as const;

/** A site's main font as a stack that degrades to fonts every inbox has. */
export const emailFontStack = (family: readonly string[]): string[] | null => {
  const first = family.find(
    (name) => !GENERIC.includes(name.toLowerCase()) && !SYSTEM_FONT.test(name) && !ICON_FONT.test(name),
  );
  if (!first) return null;
  const generic = family.map((name) => name.toLowerCase()).find((name) => name in FALLBACK) as
    keyof typeof FALLBACK | undefined;
  const fallback =
    FALLBACK[generic ?? (/serif/i.test(first) && !/sans/i.test(first) ? 'serif' : 'sans-serif')];
  return [first, ...fallback.filter((name) => name.toLowerCase() !== first.toLowerCase())];
};

const mainFont = (reading: CssReading): string[] | null => {
  const ranked = [...reading.fonts.values()].sort((a, b) => b.count - a.count);
  for (const { family } of ranked) {
    const stack = emailFontStack(family);
    if (stack) return stack;
  }
  return null;
};

// ---------- social links and footer ----------

const NETWORK_HOSTS: Record<string, SocialNetwork> = {
  'facebook.com': 'facebook',
  'fb.com': 'facebook',
  'instagram.com': 'instagram',
  'x.com': 'x',
  'twitter.com': 'x',
  'linkedin.com': 'linkedin',
  'youtube.com': 'youtube',
  'youtu.be': 'youtube',
  'tiktok.com': 'tiktok',
  'pinterest.com': 'pinterest',
};
/** Share buttons point at the network, not at the brand's page there. */
const SHARE_PATH = /^\/(sharer|share|intent|dialog|plugins|home\?status)/i;

const networkOf = (href: string): SocialNetwork | null => {
  const url = parseWebUrl(href);
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  const network = NETWORK_HOSTS[host];
  if (!network || SHARE_PATH.test(url.pathname) || url.pathname === '/' || url.pathname === '') return null;
  return network;
};

const socialLinks = (page: WebsitePage): { network: SocialNetwork; href: string }[] => {
  const found = new Map<SocialNetwork, string>();
  for (const link of page.links) {
    const network = networkOf(link.href);
    if (network && !found.has(network)) found.set(network, link.href);
  }
  return [...found].map(([network, href]) => ({ network, href }));
};

const PRIVACY = /privacy|datenschutz|confidentialit|privacidad/i;

const footerOf = (page: WebsitePage): BrandSuggestions['footer'] => {
  const privacy = page.links.find(
    (link) => PRIVACY.test(link.text) || PRIVACY.test(parseWebUrl(link.href).pathname),
  );
  if (!page.address && !privacy) return undefined;
  return { address: page.address ?? '', privacyPolicy: privacy ? `Privacy policy: ${privacy.href}` : '' };
};

// ---------- the whole reading ----------

/**
 * What the brand kit can take from a website: its page (read by `readWebsitePage`), the text of the
 * stylesheets it links, and the logo candidates that were checked to be images (best first).
 */
export const brandFromWebsite = (
  page: WebsitePage,
  stylesheets: readonly string[],
  logos: readonly LogoCandidate[] = page.logos,
): BrandSuggestions => {
  const roots = [...page.inlineCss, ...stylesheets]
    .map(parseCss)
    .filter((root): root is Root => root !== null);
  const reading = readCss(roots);
  const suggestions: BrandSuggestions = {};

  const logo = logos[0];
  if (logo)
    suggestions.logo = {
      src: logo.url,
      link: parseWebUrl(page.url).origin,
      altText: logo.alt || page.siteName,
    };

  const colors = brandColors(page.themeColor, reading);
  if (colors.length > 0) {
    const primaryCount = Math.min(BRAND_KIT_MAX_COLORS, Math.max(1, Math.ceil(colors.length / 2)));
    const primary = colors.slice(0, primaryCount).map(toBrandColor);
    suggestions.colors = {
      primary,
      secondary: colors.slice(primaryCount, primaryCount + BRAND_KIT_MAX_COLORS).map(toBrandColor),
      linkColor: reading.linkColor ? toBrandColor(reading.linkColor) : primary[0]!,
    };
  }

  const font = mainFont(reading);
  if (font) suggestions.defaultFont = font;

  const social = socialLinks(page);
  if (social.length > 0) suggestions.social = social;

  const footer = footerOf(page);
  if (footer) suggestions.footer = footer;
  return suggestions;
};

export type BrandKitSectionName = keyof BrandKitAttributes;
