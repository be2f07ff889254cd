import { isUtf8 } from 'node:buffer';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { AppError } from '../../platform/errors';
import { TEMPLATE_AMP_MAX_BYTES, TEMPLATE_HTML_MAX_BYTES, TemplateMessages, type TemplateKind } from '@sendwell/contracts';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** Why an uploaded file was refused; the message is shown as it is. */
export class TemplateFileError extends AppError {
  constructor(message: string) {
    super(400, 'INVALID_TEMPLATE_FILE', message);
  }
}

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element under `root`, template contents included, in document order. */
const elementsOf = (root: Node): Element[] => {
  const found: Element[] = [];
  const visit = (node: Node): void => {
    if (isElement(node)) found.push(node);
    if ('content' in node && node.content) visit(node.content);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(root);
  return found;
};

const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

// Browsers ignore whitespace and control characters inside a URL's scheme: 'java\tscript:' still runs.
// eslint-disable-next-line no-control-regex -- those very characters are what is removed
const schemeOf = (url: string): string => url.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
const RUNS_SCRIPT = ['javascript:', 'vbscript:'];
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'data', 'lowsrc', 'dynsrc']);
/** Elements a mail client never shows and a page would load or run. */
const EMBEDDING = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base']);

const MAX_BYTES: Record<TemplateKind, number> = { HTML: TEMPLATE_HTML_MAX_BYTES, AMP: TEMPLATE_AMP_MAX_BYTES };

export const formatLimit = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/** The bytes as text, if they are a text file at all: UTF-8 with no NUL (which no HTML file holds). */
export const templateText = (bytes: Buffer, kind: TemplateKind): string => {
  if (bytes.length > MAX_BYTES[kind]) throw new TemplateFileError(TemplateMessages.fileTooLarge(formatLimit(MAX_BYTES[kind])));
  if (!isUtf8(bytes) || bytes.includes(0)) throw new TemplateFileError(TemplateMessages.invalidFileType);
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
};

const hasMarkup = (source: string, elements: Element[]): boolean =>
  // The parser always makes html, head and body; a file of plain text has only those, and no tag of its own.
  elements.some((element) => !['html', 'head', 'body'].includes(element.tagName)) || /<\s*(html|body)\b/i.test(source);

/** Event handler attributes; AMP's own `on` attribute (actions) is not one. */
const isEventHandler = (name: string): boolean => name.length > 2 && name.startsWith('on');

const checkLinksAndHandlers = (elements: Element[]): void => {
  for (const element of elements) {
    for (const attr of element.attrs) {
      if (isEventHandler(attr.name)) throw new TemplateFileError(TemplateMessages.eventHandlerNotAllowed);
      if (URL_ATTRIBUTES.has(attr.name) && RUNS_SCRIPT.some((scheme) => schemeOf(attr.value).startsWith(scheme))) {
        throw new TemplateFileError(TemplateMessages.javascriptLinkNotAllowed);
      }
    }
  }
};

/**
 * An HTML template: mail clients run no script, and a template that carries one is refused rather than
 * silently changed, so what is stored is what the marketer uploaded.
 */
export const checkHtmlTemplate = (html: string): void => {
  const elements = elementsOf(parse(html));
  if (!hasMarkup(html, elements)) throw new TemplateFileError(TemplateMessages.noHtml);
  if (elements.some((element) => element.tagName === 'script')) throw new TemplateFileError(TemplateMessages.scriptNotAllowed);
  const embedding = elements.find((element) => EMBEDDING.has(element.tagName));
  if (embedding) throw new TemplateFileError(TemplateMessages.elementNotAllowed(embedding.tagName));
  checkLinksAndHandlers(elements);
};

const AMP_RUNTIME = 'https://cdn.ampproject.org/v0.js';
/** Components AMP for Email allows, each loaded from its own script; amp-img and amp-layout are built in. */
export const AMP_EMAIL_COMPONENTS = new Set([
  'amp-accordion', 'amp-anim', 'amp-autocomplete', 'amp-base-carousel', 'amp-bind', 'amp-carousel', 'amp-date-picker',
  'amp-fit-text', 'amp-form', 'amp-image-lightbox', 'amp-inputmask', 'amp-lightbox', 'amp-list', 'amp-mustache',
  'amp-render', 'amp-selector', 'amp-sidebar', 'amp-stream-gallery', 'amp-timeago',
]);
const BUILT_IN = new Set(['amp-img', 'amp-layout', 'amp-state']);
/** Tags AMP for Email forbids outright. */
const AMP_FORBIDDEN = new Set([...EMBEDDING, 'img', 'video', 'audio', 'link', 'canvas']);
const AMP_CSS_MAX_BYTES = 75_000;
const componentScript = (name: string) => new RegExp(`^https://cdn\\.ampproject\\.org/v0/${name}-0\\.\\d\\.js$`);

const checkAmpScripts = (elements: Element[]): Set<string> => {
  const loaded = new Set<string>();
  let runtime = false;
  for (const script of elements.filter((element) => element.tagName === 'script')) {
    const src = attribute(script, 'src');
    const component = attribute(script, 'custom-element') ?? attribute(script, 'custom-template');
    // amp-state and amp-list may hold their data inline.
    if (src === undefined && attribute(script, 'type') === 'application/json') continue;
    if (src === AMP_RUNTIME && component === undefined) {
      runtime = true;
      continue;
    }
    if (src !== undefined && component !== undefined && AMP_EMAIL_COMPONENTS.has(component) && componentScript(component).test(src)) {
      loaded.add(component);
      continue;
    }
    throw new TemplateFileError(TemplateMessages.ampScriptNotAllowed);
  }
  if (!runtime) throw new TemplateFileError(TemplateMessages.ampMissing('the AMP runtime script'));
  return loaded;
};

/**
 * An AMP for Email document, checked offline against the rules that matter for sending: the required
 * markup, scripts only for the runtime and email components, no forbidden tags, no event handlers or
 * script links, the CSS and size limits (see docs/decisions.md).
 */
export const checkAmpTemplate = (amp: string): void => {
  if (!/^\s*(<!--[\s\S]*?-->\s*)*<!doctype\s+html\s*>/i.test(amp)) throw new TemplateFileError(TemplateMessages.ampMissing('<!doctype html>'));
  const elements = elementsOf(parse(amp));
  const html = elements.find((element) => element.tagName === 'html');
  if (!html || !html.attrs.some((attr) => attr.name === '⚡4email' || attr.name === 'amp4email')) throw new TemplateFileError(TemplateMessages.ampNotAmp);
  const head = elements.find((element) => element.tagName === 'head');
  const headElements = head ? elementsOf(head) : [];
  if (!headElements.some((element) => element.tagName === 'meta' && attribute(element, 'charset')?.toLowerCase() === 'utf-8')) {
    throw new TemplateFileError(TemplateMessages.ampMissing('<meta charset="utf-8">'));
  }
  if (!headElements.some((element) => element.tagName === 'style' && attribute(element, 'amp4email-boilerplate') !== undefined)) {
    throw new TemplateFileError(TemplateMessages.ampMissing('the amp4email-boilerplate style'));
  }
  const loaded = checkAmpScripts(elements);
  const forbidden = elements.find((element) => AMP_FORBIDDEN.has(element.tagName));
  if (forbidden) throw new TemplateFileError(TemplateMessages.ampTagNotAllowed(forbidden.tagName));
  for (const element of elements) {
    const name = element.tagName === 'template' ? attribute(element, 'type') : element.tagName;
    if (!name?.startsWith('amp-') || BUILT_IN.has(name) || loaded.has(name)) continue;
    throw new TemplateFileError(
      AMP_EMAIL_COMPONENTS.has(name) ? TemplateMessages.ampComponentScriptMissing(name) : TemplateMessages.ampTagNotAllowed(name),
    );
  }
  const custom = elements.filter((element) => element.tagName === 'style' && attribute(element, 'amp-custom') !== undefined);
  const css = custom.flatMap((style) => style.childNodes).map((node) => ('value' in node ? String(node.value) : '')).join('');
  if (Buffer.byteLength(css) > AMP_CSS_MAX_BYTES) throw new TemplateFileError(TemplateMessages.ampCssTooLarge);
  checkLinksAndHandlers(elements);
};

export const checkTemplateFile = (kind: TemplateKind, text: string): void =>
  kind === 'AMP' ? checkAmpTemplate(text) : checkHtmlTemplate(text);
