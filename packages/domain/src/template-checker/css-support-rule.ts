import { rawData } from 'caniemail';
import type { AtRule, Declaration, Rule } from 'postcss';
import { at, FindingGroups, type Finding, type Place } from './findings';
import { snippet, type StyleDeclaration, type TemplateDocument } from './template-document';

interface Feature {
  title: string;
  url: string;
  /** caniemail's newest result per `family/platform`, such as 'n #1' or 'a #2 #3'. */
  latest: ReadonlyMap<string, string>;
  notes: Readonly<Record<string, string>>;
}

/** caniemail's CSS features by slug, each with only the newest result per client: what is true of it now. */
const FEATURES: ReadonlyMap<string, Feature> = new Map(
  rawData.data
    .filter((feature) => feature.category === 'css')
    .map((feature) => {
      const latest = new Map<string, string>();
      for (const [family, platforms] of Object.entries(feature.stats))
        for (const [platform, results] of Object.entries(platforms ?? {})) {
          const newest = Object.values(results ?? {}).at(-1);
          if (newest) latest.set(`${family}/${platform}`, newest);
        }
      return [
        feature.slug,
        { title: feature.title, url: feature.url, latest, notes: feature.notes_by_num ?? {} },
      ];
    }),
);

/** The clients a marketer asks about first, and the platforms of each that caniemail tests. */
export const CHECKED_CLIENTS = [
  { family: 'gmail', name: 'Gmail', platforms: ['desktop-webmail', 'ios', 'android', 'mobile-webmail'] },
  {
    family: 'outlook',
    name: 'Outlook',
    platforms: ['windows', 'windows-mail', 'macos', 'outlook-com', 'ios', 'android'],
  },
  { family: 'apple-mail', name: 'Apple Mail', platforms: ['macos', 'ios'] },
] as const;

const PLATFORM_NAMES: Record<string, string> = {
  'desktop-webmail': 'web',
  'mobile-webmail': 'mobile web',
  ios: 'iOS',
  android: 'Android',
  windows: 'Windows',
  'windows-mail': 'Windows Mail',
  macos: 'macOS',
  'outlook-com': 'Outlook.com',
};

/** Properties whose caniemail entry is not named after them. */
const PROPERTY_FEATURES: Record<string, string> = {
  gap: 'css-gap',
  'column-gap': 'css-gap',
  'row-gap': 'css-gap',
  left: 'css-left-right-top-bottom',
  right: 'css-left-right-top-bottom',
  top: 'css-left-right-top-bottom',
  bottom: 'css-left-right-top-bottom',
  font: 'css-font',
  'grid-template-columns': 'css-grid-template',
  'grid-template-rows': 'css-grid-template',
  'grid-template-areas': 'css-grid-template',
  'grid-template': 'css-grid-template',
  'column-width': 'css-column-layout-properties',
  'column-rule': 'css-column-layout-properties',
  'column-span': 'css-column-layout-properties',
  columns: 'css-column-layout-properties',
};

const VALUE_FEATURES: [RegExp, string][] = [
  [/\blinear-gradient\(/i, 'css-linear-gradient'],
  [/\bradial-gradient\(/i, 'css-radial-gradient'],
  [/\bconic-gradient\(/i, 'css-conic-gradient'],
  [/\bcalc\(/i, 'css-unit-calc'],
  [/\bclamp\(/i, 'css-function-clamp'],
  [/(^|[^-\w])min\(/i, 'css-function-min'],
  [/(^|[^-\w])max\(/i, 'css-function-max'],
  [/\blight-dark\(/i, 'css-function-light-dark'],
  [/\bvar\(/i, 'css-variables'],
  [/\b(oklch|oklab|lch|lab)\(/i, 'css-modern-color'],
  [/\b(system-ui|ui-serif|ui-sans-serif|ui-rounded|ui-monospace)\b/i, 'css-sytem-ui'],
  [/\d(rem)\b/i, 'css-unit-rem'],
  [/\d(vh)\b/i, 'css-unit-vh'],
  [/\d(vw)\b/i, 'css-unit-vw'],
  [/\d(vmin)\b/i, 'css-unit-vmin'],
  [/\d(vmax)\b/i, 'css-unit-vmax'],
  [/\d(ch)\b/i, 'css-unit-ch'],
];

/** Most values hold neither a function nor an uncommon unit: one test skips the list. */
const MAY_HAVE_VALUE_FEATURE = /\(|\d(rem|vh|vw|vmin|vmax|ch)\b|system-ui|ui-/i;

const DISPLAY_FEATURES: Record<string, string> = {
  flex: 'css-display-flex',
  'inline-flex': 'css-display-flex',
  grid: 'css-display-grid',
  'inline-grid': 'css-display-grid',
  none: 'css-display-none',
};

/** Values that ask for what a client does anyway: where the property is ignored, nothing changes. */
const DEFAULT_VALUE = /^(normal|none|auto|initial|inherit|unset|0(px)?)$/i;

/** The caniemail features one declaration uses. */
export const declarationFeatures = ({ property, value, important }: StyleDeclaration): string[] => {
  const features: string[] = [];
  if (property.startsWith('--')) features.push('css-variables');
  else if (property !== 'display' && DEFAULT_VALUE.test(value)) return important ? ['css-important'] : [];
  else if (property === 'display') features.push(DISPLAY_FEATURES[value.toLowerCase()] ?? 'css-display');
  else if (property === 'flex-direction') {
    if (/column/i.test(value)) features.push('css-flex-direction');
  } else if (property === 'flex-wrap') {
    if (/wrap/i.test(value) && !/nowrap/i.test(value)) features.push('css-flex-wrap');
  } else if (PROPERTY_FEATURES[property]) features.push(PROPERTY_FEATURES[property]);
  else if (FEATURES.has(`css-${property}`)) features.push(`css-${property}`);
  if (MAY_HAVE_VALUE_FEATURE.test(value))
    for (const [pattern, slug] of VALUE_FEATURES) if (pattern.test(value)) features.push(slug);
  if (important) features.push('css-important');
  return features;
};

const atRuleFeatures = (rule: AtRule): string[] => {
  const name = rule.name.toLowerCase();
  if (name === 'media') {
    const params = rule.params.toLowerCase();
    return [
      'css-at-media',
      ...(params.includes('prefers-color-scheme') ? ['css-at-media-prefers-color-scheme'] : []),
      ...(params.includes('prefers-reduced-motion') ? ['css-at-media-prefers-reduced-motion'] : []),
      ...(params.includes('orientation') ? ['css-at-media-orientation'] : []),
      ...(/\((any-)?hover/.test(params) ? ['css-at-media-hover'] : []),
      ...(params.includes('device-pixel-ratio') ? ['css-at-media-device-pixel-ratio'] : []),
    ];
  }
  const slug = `css-at-${name}`;
  return FEATURES.has(slug) ? [slug] : [];
};

const PSEUDO = /(::?)([a-z-]+)/gi;
const selectorFeatures = (rule: Rule): string[] =>
  [...rule.selector.matchAll(PSEUDO)].flatMap((match) => {
    const slug = `css-pseudo-${match[1] === '::' ? 'element' : 'class'}-${match[2]?.toLowerCase()}`;
    return FEATURES.has(slug) ? [slug] : [];
  });

type Support = 'unsupported' | 'partial';

interface ClientSupport {
  support: Support;
  client: string;
  platform: string;
  /** Gmail's mobile web view is a small share of opens: alone, it does not make a warning. */
  minor: boolean;
}

/**
 * Properties every email uses: caniemail lists fine print for them (no negative margins, no rem sizes in
 * Outlook) that would show on every template, so only clients that ignore them outright are reported.
 */
const BASELINE = new Set([
  'css-margin',
  'css-padding',
  'css-font-size',
  'css-line-height',
  'css-font-weight',
  'css-width',
  'css-height',
  'css-max-width',
  'css-min-width',
  'css-border',
  'css-display',
  'css-text-decoration',
  'css-text-align',
  'css-background-color',
  'css-font',
  'css-letter-spacing',
  'css-text-transform',
  'css-border-collapse',
  'css-border-spacing',
  'css-vertical-align',
  'css-important',
  'css-rgb',
  'css-rgba',
  'css-unit-px',
  'css-unit-percent',
]);

/** Enhancements: without them the email still reads as meant (square corners, no hover), so a gap is worth a note, not a warning. */
const ENHANCEMENTS = [
  'css-at-media',
  'css-pseudo-',
  'css-border-radius',
  'css-box-shadow',
  'css-text-shadow',
  'css-transition',
  'css-animation',
  'css-at-keyframes',
  'css-at-font-face',
  'css-transform',
  'css-opacity',
  'css-cursor',
  // Emails import web fonts this way; where it is ignored, the fallback font shows.
  'css-at-import',
];

/** A result: y, n, a (partly) or u (unknown), with its note numbers. */
const readResult = (value: string | undefined): { support: string; notes: string[] } | null =>
  value
    ? { support: value.charAt(0), notes: [...value.matchAll(/#(\d+)/g)].map((match) => match[1] ?? '') }
    : null;

const plainNote = (note: string): string =>
  note
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replaceAll('`', '')
    .trim();

interface FeatureSupport {
  clients: ClientSupport[];
  notes: string[];
}

const readFeatureSupport = (slug: string): FeatureSupport | null => {
  const feature = FEATURES.get(slug);
  if (!feature) return null;
  const clients: ClientSupport[] = [];
  const notes = new Set<string>();
  for (const { family, name, platforms } of CHECKED_CLIENTS) {
    for (const platform of platforms) {
      const result = readResult(feature.latest.get(`${family}/${platform}`));
      if (!result) continue;
      const support =
        result.support === 'n'
          ? 'unsupported'
          : result.support === 'a' && !BASELINE.has(slug)
            ? 'partial'
            : null;
      if (!support) continue;
      clients.push({
        support,
        client: name,
        platform: PLATFORM_NAMES[platform] ?? platform,
        minor: platform === 'mobile-webmail',
      });
      for (const number of result.notes) {
        const note = feature.notes[number];
        if (note) notes.add(plainNote(note));
      }
    }
  }
  return { clients, notes: [...notes] };
};

const supportCache = new Map<string, FeatureSupport | null>();

/** Which of Gmail's, Outlook's and Apple Mail's platforms do not or only partly support a feature, with caniemail's notes. */
export const featureSupport = (slug: string): FeatureSupport | null => {
  if (!supportCache.has(slug)) supportCache.set(slug, readFeatureSupport(slug));
  return supportCache.get(slug) ?? null;
};

/** 'Outlook (Windows, Windows Mail), Gmail (iOS)': each client once, with its platforms. */
const joinClients = (clients: ClientSupport[], support: Support): string => {
  const platforms = new Map<string, string[]>();
  for (const client of clients)
    if (client.support === support)
      platforms.set(client.client, [...(platforms.get(client.client) ?? []), client.platform]);
  return [...platforms].map(([client, names]) => `${client} (${names.join(', ')})`).join(', ');
};

export const severityOf = (slug: string, clients: ClientSupport[]): Finding['severity'] =>
  !ENHANCEMENTS.some((prefix) => slug.startsWith(prefix)) &&
  clients.some((client) => client.support === 'unsupported' && !client.minor)
    ? 'warning'
    : 'info';

const findingOf = (slug: string, support: FeatureSupport): Omit<Finding, 'where' | 'line' | 'count'> => {
  const title = FEATURES.get(slug)?.title ?? slug;
  const unsupported = joinClients(support.clients, 'unsupported');
  const partial = joinClients(support.clients, 'partial');
  const parts = [
    unsupported && `is not supported in ${unsupported}`,
    partial && `is only partly supported in ${partial}`,
  ].filter(Boolean);
  return {
    kind: 'css-support',
    severity: severityOf(slug, support.clients),
    message: `${title} ${parts.join('; it ')}.`,
    fix: [
      'Make sure the email still reads well without it in those clients, or add a fallback.',
      ...support.notes.slice(0, 2),
      `More: ${FEATURES.get(slug)?.url ?? 'https://www.caniemail.com'}`,
    ].join(' '),
  };
};

/**
 * One finding per CSS feature used that Gmail, Outlook or Apple Mail ignores or handles only in part. The
 * CSS is parsed once (with the document); hidden parts are skipped, as a preheader stacks hiding tricks on purpose.
 */
export const checkCssSupport = (document: TemplateDocument): Finding[] => {
  const groups = new FindingGroups();
  const featuresOf = new Map<string, string[]>();
  const use = (slug: string, place: Place) => {
    const support = featureSupport(slug);
    if (support && support.clients.length > 0) groups.add(slug, place, () => findingOf(slug, support));
  };
  const useDeclaration = (declaration: StyleDeclaration, place: () => Place) => {
    const key = `${declaration.property}:${declaration.value}:${declaration.important}`;
    let slugs = featuresOf.get(key);
    if (!slugs) featuresOf.set(key, (slugs = declarationFeatures(declaration)));
    for (const slug of slugs) use(slug, place());
  };

  for (const element of document.elements) {
    if (element.hidden) continue;
    for (const declaration of element.declarations)
      useDeclaration(declaration, () => at(element, `${declaration.property}: ${declaration.value}`));
  }

  for (const { root, line } of document.stylesheets) {
    // A rule's line in the HTML: the <style> element's line plus the rule's line inside it.
    const place = (node: Declaration | AtRule | Rule, detail: string): Place => ({
      where: `<style> ${snippet(detail, 60)}`,
      line: line === null ? null : line + (node.source?.start?.line ?? 1) - 1,
    });
    root.walk((node) => {
      if (node.type === 'decl') {
        const declaration = {
          property: node.prop.toLowerCase(),
          value: node.value,
          important: node.important ?? false,
        };
        useDeclaration(declaration, () => place(node, `${node.prop}: ${node.value}`));
      } else if (node.type === 'atrule')
        for (const slug of atRuleFeatures(node)) use(slug, place(node, `@${node.name} ${node.params}`));
      else if (node.type === 'rule')
        for (const slug of selectorFeatures(node)) use(slug, place(node, node.selector));
    });
  }
  return groups.list();
};
