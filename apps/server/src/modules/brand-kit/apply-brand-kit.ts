import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { BrandButton, BrandKitAttributes } from '@sendwell/contracts';

/**
 * A new template's MJML with the published sections of the brand kit applied: its fonts, button style, link
 * and accent colours, logo, social links and footer text. Unpublished sections change nothing, and existing
 * templates are never passed through here (spec 3 §8: only newly created templates take the kit).
 */

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

// Elements whose content is HTML or text, kept as written.
const RAW = [
  'mj-text',
  'mj-button',
  'mj-raw',
  'mj-style',
  'mj-title',
  'mj-preview',
  'mj-table',
  'mj-navbar-link',
  'mj-social-element',
  'mj-accordion-title',
  'mj-accordion-text',
];
const OPTIONS = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  trimValues: false,
  suppressEmptyNode: true,
  stopNodes: RAW.map((tag) => `*.${tag}`),
} as const;

const tagOf = (node: XmlNode): string | undefined =>
  Object.keys(node).find((key) => key !== ':@' && key !== '#text');
const childrenOf = (node: XmlNode): XmlNode[] => {
  const tag = tagOf(node);
  return tag ? ((node[tag] as XmlNode[] | undefined) ?? []) : [];
};
const element = (tag: string, attributes: Record<string, string>, children: XmlNode[] = []): XmlNode => ({
  [tag]: children,
  ':@': attributes,
});
const textNode = (text: string): XmlNode => ({ '#text': text });

const walk = (nodes: XmlNode[], visit: (node: XmlNode, tag: string) => void): void => {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (!tag) continue;
    visit(node, tag);
    if (!RAW.includes(tag)) walk(childrenOf(node), visit);
  }
};

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fontStack = (fonts: readonly string[]): string =>
  fonts.map((font) => (/[\s]/.test(font) ? `'${font}'` : font)).join(', ');

const buttonAttributes = (button: BrandButton): Record<string, string> => ({
  'background-color': button.fill,
  color: button.color,
  'font-size': button.fontSize,
  'font-weight': String(button.fontWeight),
  'font-style': button.fontStyle,
  'line-height': String(button.lineHeight),
  'letter-spacing': button.letterSpacing,
  'text-decoration': button.textDecoration,
  'inner-padding': `${button.properties.paddingTop} ${button.properties.paddingRight} ${button.properties.paddingBottom} ${button.properties.paddingLeft}`,
  'border-radius': button.border.borderRadius,
  border:
    button.border.borderWidth === '0px' || button.border.borderColor === 'transparent'
      ? 'none'
      : `${button.border.borderWidth} ${button.border.borderStyle} ${button.border.borderColor}`,
});

/** Networks MJML draws itself; others are shown with its generic web icon and their own name. */
const MJML_NETWORKS: Record<string, string> = {
  facebook: 'facebook',
  instagram: 'instagram',
  x: 'x',
  linkedin: 'linkedin',
  youtube: 'youtube',
  pinterest: 'pinterest',
  tiktok: 'web',
};
const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
};

const textStyles = (kit: BrandKitAttributes['typography']): string => {
  const styles = (['h1', 'h2', 'h3', 'h4', 'p'] as const).map((tag) => ({ tag, style: kit[tag] }));
  const desktop = styles.map(
    ({ tag, style }) => `${tag} { font-size: ${style.size.desktop}; color: ${style.colour.desktop}; }`,
  );
  const mobile = styles.map(({ tag, style }) => `${tag} { font-size: ${style.size.mobile} !important; }`);
  return `\n      ${desktop.join('\n      ')}\n      @media only screen and (max-width: 480px) { ${mobile.join(' ')} }\n    `;
};

export const applyBrandKit = (mjml: string, kit: BrandKitAttributes): string => {
  const published = Object.values(kit).some((section) => section.isPublished);
  if (!published) return mjml;
  const tree = new XMLParser(OPTIONS).parse(mjml) as XmlNode[];
  const root = tree.find((node) => tagOf(node) === 'mjml');
  if (!root) return mjml;
  const rootChildren = childrenOf(root);
  let head = rootChildren.find((node) => tagOf(node) === 'mj-head');
  if (!head) {
    head = element('mj-head', {});
    rootChildren.unshift(head);
  }
  const body = rootChildren.find((node) => tagOf(node) === 'mj-body');
  if (!body) return mjml;
  const headChildren = childrenOf(head);
  const bodyChildren = childrenOf(body);

  // The template's own accent: the colour its buttons are drawn in, swapped for the brand's everywhere.
  let accent: string | undefined;
  walk(headChildren, (node, tag) => {
    if (tag === 'mj-button') accent ??= node[':@']?.['background-color']?.toLowerCase();
  });

  const attributes: XmlNode[] = [];
  const styles: string[] = [];

  if (kit.typography.isPublished) {
    const stack = fontStack(kit.typography.defaultFont);
    attributes.push(element('mj-all', { 'font-family': stack }));
    walk(bodyChildren, (node) => {
      if (node[':@']?.['font-family']) node[':@']['font-family'] = stack;
    });
    styles.push(textStyles(kit.typography));
  }
  if (kit.colors.isPublished) {
    const primary = kit.colors.primary[0]!.hex;
    if (accent) {
      walk(bodyChildren, (node) => {
        for (const [name, value] of Object.entries(node[':@'] ?? {})) {
          if (value.toLowerCase() === accent) node[':@']![name] = primary;
        }
      });
    }
    styles.push(`\n      a { color: ${kit.colors.linkColor.hex}; }\n    `);
  }
  if (kit.buttons.isPublished) {
    const style = buttonAttributes(kit.buttons.default.primary);
    attributes.push(element('mj-button', style));
    walk(bodyChildren, (node, tag) => {
      if (tag === 'mj-button') node[':@'] = { ...node[':@'], ...style };
    });
  }
  if (kit.logos.isPublished && kit.logos.header.src) {
    const logo = kit.logos.header;
    const image = { src: logo.src, alt: logo.altText, ...(logo.link ? { href: logo.link } : {}) };
    let replaced = false;
    walk(bodyChildren.slice(0, 2), (node, tag) => {
      const own = node[':@'] ?? {};
      if (
        !replaced &&
        tag === 'mj-image' &&
        /logo/i.test(`${own.alt ?? ''} ${own.src ?? ''} ${own['css-class'] ?? ''}`)
      ) {
        node[':@'] = { ...own, ...image };
        replaced = true;
      }
    });
    if (!replaced) {
      bodyChildren.unshift(
        element('mj-section', { padding: '24px 0 8px' }, [
          element('mj-column', {}, [element('mj-image', { ...image, width: '160px', align: 'center' })]),
        ]),
      );
    }
  }
  if (kit.social.isPublished) {
    const { shape, color, size } = kit.social;
    const icons = kit.social.default.map((icon) =>
      element(
        'mj-social-element',
        {
          name: MJML_NETWORKS[icon.alt] ?? 'web',
          href: icon.href,
          'background-color': color,
          // MJML takes pixels only: half the icon's size draws a circle.
          'border-radius':
            shape === 'circle' ? `${Math.round(size / 2)}px` : shape === 'square' ? '0px' : '3px',
          'icon-size': `${size}px`,
          ...(icon.src ? { src: icon.src } : {}),
        },
        [textNode(MJML_NETWORKS[icon.alt] === 'web' ? NETWORK_NAMES[icon.alt]! : '')],
      ),
    );
    let found = false;
    walk(bodyChildren, (node, tag) => {
      if (tag === 'mj-social') {
        node['mj-social'] = icons.map((icon) => structuredClone(icon));
        found = true;
      }
    });
    if (!found && icons.length > 0) {
      bodyChildren.push(
        element('mj-section', { padding: '8px 0' }, [
          element('mj-column', {}, [element('mj-social', { mode: 'horizontal', align: 'center' }, icons)]),
        ]),
      );
    }
  }
  const footer = kit.addressAndPrivacyPolicy;
  if (footer.isPublished && (footer.address.trim() || footer.privacyPolicy.trim())) {
    const lines = [footer.address, footer.privacyPolicy]
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => escapeText(line).replace(/\n/g, '<br/>'));
    bodyChildren.push(
      element('mj-section', { padding: '8px 0 24px' }, [
        element('mj-column', {}, [
          element(
            'mj-text',
            { align: 'center', 'font-size': '12px', color: '#64748B', 'css-class': 'brand-footer' },
            [textNode(lines.join('<br/>'))],
          ),
        ]),
      ]),
    );
  }

  if (attributes.length > 0) headChildren.push(element('mj-attributes', {}, attributes));
  if (styles.length > 0) headChildren.push(element('mj-style', {}, [textNode(styles.join(''))]));
  // The builder writes a quote inside a double-quoted attribute as &apos;, which MJML would copy into CSS as is.
  return (new XMLBuilder(OPTIONS).build(tree) as string).replaceAll('&apos;', "'");
};
