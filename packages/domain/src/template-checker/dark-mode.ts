import { parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import type { ChildNode, Container, Document, Root } from 'postcss';
import { colord } from 'colord';
import { backgroundBehind, colorTokens, hex, parseColor, textColorOf, type Color } from './colors';
import { at, FindingGroups, type Finding } from './findings';
import { imageLabel } from './image-alt-rule';
import {
  attribute,
  parseInlineStyle,
  parseStylesheet,
  serializeInlineStyle,
  snippet,
  type StyleDeclaration,
  type TemplateDocument,
} from './template-document';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** What clients paint behind an email in dark mode, and the text colour they give text whose colour is not set. */
export const DARK_PAGE = '#121212';
export const DARK_TEXT = '#e8e8e8';
const DARK_LINK = '#8ab4f8';

const LIGHT_BACKGROUND = 0.4;
const DARK_FOREGROUND = 0.2;

const withLightness = (color: Color, lightness: number): Color => {
  const { h, s, a } = color.toHsl();
  return colord({ h, s, l: lightness, a });
};

/**
 * Like Outlook.com and the Gmail apps, only light backgrounds are darkened and only dark text is lightened,
 * keeping the hue, so brand colours in the middle stay as they are.
 */
export const darkBackground = (color: Color): Color =>
  color.luminance() > LIGHT_BACKGROUND ? withLightness(color, 7 + (100 - color.toHsl().l) * 0.5) : color;

export const darkText = (color: Color): Color =>
  color.luminance() < DARK_FOREGROUND
    ? withLightness(color, Math.min(92, Math.max(65, 100 - color.toHsl().l)))
    : color;

const replaceColors = (value: string, change: (color: Color) => Color): string => {
  let result = value;
  // From the end, so the indexes of earlier tokens stay right.
  for (const token of colorTokens(value).reverse())
    result =
      result.slice(0, token.index) + hex(change(token.color)) + result.slice(token.index + token.text.length);
  return result;
};

const BACKGROUND_PROPERTIES = new Set(['background', 'background-color']);
const TEXT_PROPERTIES = new Set(['color']);

const darkenValue = (property: string, value: string): string =>
  BACKGROUND_PROPERTIES.has(property)
    ? replaceColors(value, darkBackground)
    : TEXT_PROPERTIES.has(property)
      ? replaceColors(value, darkText)
      : value;

const darkenDeclaration = (declaration: StyleDeclaration): StyleDeclaration => ({
  ...declaration,
  value: darkenValue(declaration.property, declaration.value),
});

const isDarkModeRule = (node: ChildNode | Container | Document | undefined): boolean => {
  for (let current = node; current; current = current.parent)
    if (current.type === 'atrule' && 'params' in current && /prefers-color-scheme/i.test(current.params))
      return true;
  return false;
};

const darkenDeclarations = (root: Root): void => {
  root.walkDecls((decl) => {
    // The template's own dark-mode styles are what it wants in dark mode: leave them.
    if (!isDarkModeRule(decl.parent)) decl.value = darkenValue(decl.prop.toLowerCase(), decl.value);
  });
};

const setAttribute = (node: Element, name: string, value: string) => {
  const attr = node.attrs.find((candidate) => candidate.name === name);
  if (attr) attr.value = value;
};

const darkenAttribute = (node: Element, name: string, change: (color: Color) => Color) => {
  const value = attribute(node, name);
  const color = value === null ? null : parseColor(value);
  if (color) setAttribute(node, name, hex(change(color)));
};

const PAGE_STYLE = `html{background-color:${DARK_PAGE};color-scheme:dark}body{color:${DARK_TEXT}}a{color:${DARK_LINK}}`;

/**
 * The email as clients that force dark mode are likely to show it: light backgrounds darkened, dark text
 * lightened, images as they are. Deterministic, so the same HTML always gives the same preview.
 */
export const darkModeHtml = (html: string): string => {
  const document = parse(html);
  const visit = (node: Node): void => {
    if (!('childNodes' in node)) return;
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const style = attribute(child, 'style');
      if (style?.includes(':'))
        setAttribute(child, 'style', serializeInlineStyle(parseInlineStyle(style).map(darkenDeclaration)));
      darkenAttribute(child, 'bgcolor', darkBackground);
      if (child.tagName === 'font') darkenAttribute(child, 'color', darkText);
      if (child.tagName === 'body')
        for (const name of ['text', 'link', 'vlink', 'alink']) darkenAttribute(child, name, darkText);
      if (child.tagName === 'style') {
        for (const text of child.childNodes) {
          if (!('value' in text)) continue;
          const root = parseStylesheet(text.value);
          if (root) {
            darkenDeclarations(root);
            text.value = root.toString();
          }
        }
      }
      if (child.tagName === 'head') {
        // First in the head, so the template's own rules still win over these defaults.
        const pageStyle = parse(`<style>${PAGE_STYLE}</style>`).childNodes;
        const injected = findElement(pageStyle, 'style');
        if (injected) {
          injected.parentNode = child;
          child.childNodes.unshift(injected);
        }
      }
      visit('content' in child ? child.content : child);
    }
  };
  visit(document);
  return serialize(document);
};

const findElement = (nodes: Node[], tag: string): Element | null => {
  for (const node of nodes) {
    if (!('tagName' in node)) continue;
    if (node.tagName === tag) return node;
    const found = findElement(node.childNodes, tag);
    if (found) return found;
  }
  return null;
};

const TRANSPARENT_FORMAT = /\.(png|gif)$|^data:image\/(png|gif)/i;
const isTiny = (value: string | null) => value !== null && Number.parseInt(value, 10) <= 2;

/**
 * What is likely to go wrong when a client darkens the email: dark text with no background of its own ends
 * up dark on dark where a client darkens the page but keeps text colours, and transparent images with dark
 * shapes (logos) vanish on a darkened background.
 */
export const checkDarkMode = (document: TemplateDocument): Finding[] => {
  const groups = new FindingGroups();
  for (const { parent, text } of document.texts) {
    if (parent.hidden) continue;
    const { color, explicit } = textColorOf(parent);
    if (!explicit || color.luminance() >= DARK_FOREGROUND || backgroundBehind(parent).kind !== 'none')
      continue;
    groups.add(`text:${hex(color)}`, at(parent, snippet(text)), () => ({
      kind: 'dark-mode',
      severity: 'info',
      message: `Dark text (${hex(color)}) has no background colour behind it: where a client darkens the page but keeps text colours, it is dark on dark.`,
      fix: 'Set a background colour (bgcolor or background-color) on the cell or table that holds the text, so the text and its background change together; or add dark-mode colours with @media (prefers-color-scheme: dark).',
    }));
  }
  for (const element of document.elements) {
    if (element.tag !== 'img' || element.hidden) continue;
    const src = attribute(element.node, 'src')?.replace(/[?#].*$/, '') ?? '';
    if (!TRANSPARENT_FORMAT.test(src)) continue;
    if (isTiny(attribute(element.node, 'width')) || isTiny(attribute(element.node, 'height'))) continue;
    groups.add('transparent-image', at(element, imageLabel(src)), () => ({
      kind: 'dark-mode',
      severity: 'info',
      message:
        'A PNG or GIF image may have a transparent background: dark shapes in it, such as a logo, can disappear when a client darkens the background.',
      fix: 'Check the image in the dark-mode preview. If it fades, give the image a solid background of its own, or a thin light outline around dark shapes.',
    }));
  }
  return groups.list();
};
