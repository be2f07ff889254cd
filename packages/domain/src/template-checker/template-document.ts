import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import postcss, { type Root } from 'postcss';

type Node = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;

export interface StyleDeclaration {
  property: string;
  value: string;
  important: boolean;
}

/** One element of the template with what every rule reads: its inline style, parsed once. */
export interface TemplateElement {
  node: HtmlElement;
  tag: string;
  parent: TemplateElement | null;
  line: number | null;
  declarations: StyleDeclaration[];
  /** The inline style as a client applies it: the last declaration of a property wins, unless an earlier one is !important. */
  style: ReadonlyMap<string, string>;
  /** Hidden by itself or an ancestor (display:none, a zero height, opacity 0...): a reader never sees its text. */
  hidden: boolean;
}

export interface TemplateText {
  parent: TemplateElement;
  text: string;
}

export interface TemplateStylesheet {
  root: Root;
  line: number | null;
}

/** A template's HTML parsed once, for all the rules. */
export interface TemplateDocument {
  html: string;
  elements: TemplateElement[];
  /** Text runs in document order, each with the element that holds it. */
  texts: TemplateText[];
  stylesheets: TemplateStylesheet[];
  body: TemplateElement | null;
}

const isElement = (node: Node): node is HtmlElement => 'tagName' in node;
const isText = (node: Node): node is DefaultTreeAdapterTypes.TextNode => node.nodeName === '#text';

export const attribute = (node: HtmlElement, name: string): string | null =>
  node.attrs.find((attr) => attr.name === name)?.value ?? null;

/** Splits at `separator` where it is outside brackets and quotes (a `;` inside `url(data:...;base64,...)` is not an end). */
const splitOutside = (text: string, separator: string, limit = Infinity): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < text.length && parts.length < limit - 1; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
};

const IMPORTANT = /\s*!\s*important\s*$/i;

/**
 * A style attribute's declarations, read the way clients read them: a declaration without a name or a
 * value is skipped. Hand-written rather than a full CSS parser because a large email has thousands of
 * style attributes and each is a flat list.
 */
export const parseInlineStyle = (style: string): StyleDeclaration[] => {
  if (!style.includes(':')) return [];
  const declarations: StyleDeclaration[] = [];
  for (const part of splitOutside(style.replace(/\/\*[\s\S]*?\*\//g, ''), ';')) {
    const [name, rawValue] = splitOutside(part, ':', 2);
    const property = name?.trim().toLowerCase();
    if (!property || rawValue === undefined) continue;
    const important = IMPORTANT.test(rawValue);
    const value = rawValue.replace(IMPORTANT, '').trim();
    if (value !== '') declarations.push({ property, value, important });
  }
  return declarations;
};

export const serializeInlineStyle = (declarations: StyleDeclaration[]): string =>
  declarations
    .map(({ property, value, important }) => `${property}:${value}${important ? ' !important' : ''}`)
    .join(';');

export const parseStylesheet = (css: string): Root | null => {
  try {
    return postcss.parse(css);
  } catch {
    return null;
  }
};

const effectiveStyle = (declarations: StyleDeclaration[]): Map<string, string> => {
  const style = new Map<string, string>();
  const important = new Set<string>();
  for (const { property, value, important: isImportant } of declarations) {
    if (important.has(property) && !isImportant) continue;
    style.set(property, value);
    if (isImportant) important.add(property);
  }
  return style;
};

const ZERO = /^0(px|em|rem|%)?$/;
/** The tricks email HTML uses to hide a preheader or a mobile-only part. */
const hides = (node: HtmlElement, style: ReadonlyMap<string, string>): boolean =>
  attribute(node, 'hidden') !== null ||
  style.get('display')?.toLowerCase() === 'none' ||
  style.get('visibility')?.toLowerCase() === 'hidden' ||
  style.get('mso-hide')?.toLowerCase() === 'all' ||
  style.get('opacity') === '0' ||
  (ZERO.test(style.get('max-height') ?? '') && style.get('overflow')?.toLowerCase() === 'hidden') ||
  ZERO.test(style.get('font-size') ?? '');

const NOT_CONTENT = new Set(['style', 'script', 'title', 'head', 'template', 'noscript']);

export const parseTemplate = (html: string): TemplateDocument => {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const elements: TemplateElement[] = [];
  const texts: TemplateText[] = [];
  const stylesheets: TemplateStylesheet[] = [];
  let body: TemplateElement | null = null;

  const visit = (node: Node, parent: TemplateElement | null): void => {
    if (!('childNodes' in node)) return;
    for (const child of node.childNodes) {
      if (isText(child)) {
        if (parent && !NOT_CONTENT.has(parent.tag) && child.value.trim() !== '')
          texts.push({ parent, text: child.value });
        continue;
      }
      if (!isElement(child)) continue;
      const declarations = parseInlineStyle(attribute(child, 'style') ?? '');
      const style = effectiveStyle(declarations);
      const element: TemplateElement = {
        node: child,
        tag: child.tagName,
        parent,
        line: child.sourceCodeLocation?.startLine ?? null,
        declarations,
        style,
        hidden: (parent?.hidden ?? false) || hides(child, style),
      };
      elements.push(element);
      if (child.tagName === 'body') body = element;
      if (child.tagName === 'style') {
        const css = child.childNodes.map((text) => (isText(text) ? text.value : '')).join('');
        const root = parseStylesheet(css);
        if (root) stylesheets.push({ root, line: element.line });
      }
      visit('content' in child ? child.content : child, element);
    }
  };
  visit(document, null);
  return { html, elements, texts, stylesheets, body };
};

/** The text a reader sees inside an element, spaces collapsed. */
export const textOf = (node: HtmlElement): string => {
  let text = '';
  const visit = (current: Node): void => {
    if (isText(current)) text += current.value;
    else if ('childNodes' in current) current.childNodes.forEach(visit);
  };
  visit(node);
  return text.replace(/\s+/g, ' ').trim();
};

export const ancestorsOf = function* (element: TemplateElement | null): Generator<TemplateElement> {
  for (let current = element; current; current = current.parent) yield current;
};

const SNIPPET_LENGTH = 40;
export const snippet = (text: string, length = SNIPPET_LENGTH): string => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > length ? `${chars.slice(0, length - 1).join('')}…` : chars.join('');
};

const label = (element: TemplateElement): string => {
  const className = attribute(element.node, 'class')?.trim().split(/\s+/)[0];
  return className ? `${element.tag}.${className}` : element.tag;
};

/** Where an element is, for a marketer reading the finding: its last few ancestors and a piece of its text. */
export const describe = (element: TemplateElement, detail?: string): string => {
  const path = [...ancestorsOf(element)]
    .slice(0, 3)
    .filter((ancestor) => !['html', 'body'].includes(ancestor.tag))
    .reverse()
    .map(label)
    .join(' > ');
  const shown = detail ?? snippet(textOf(element.node));
  return shown ? `${path || element.tag} "${shown}"` : path || element.tag;
};
