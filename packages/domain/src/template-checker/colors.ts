import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';
import type { TemplateElement } from './template-document';
import { attribute } from './template-document';

extend([namesPlugin, a11yPlugin]);

export type Color = Colord;

/** A CSS colour or an HTML colour attribute (`bgcolor="ffffff"` without its #, as old clients read it). */
export const parseColor = (value: string): Color | null => {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'inherit' || trimmed === 'initial' || trimmed === 'currentcolor')
    return null;
  const color = colord(/^[0-9a-f]{3}([0-9a-f]{3})?$/.test(trimmed) ? `#${trimmed}` : trimmed);
  return color.isValid() ? color : null;
};

const COLOR_TOKEN = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^)]*\)|\b[a-z]+\b/gi;
const IMAGE = /url\(|gradient\(/i;

/** The colours written in a shorthand such as `background: #fff url(x.png) no-repeat`, with where each is. */
export const colorTokens = (value: string): { index: number; text: string; color: Color }[] =>
  [...value.replace(/url\([^)]*\)/gi, (url) => ' '.repeat(url.length)).matchAll(COLOR_TOKEN)].flatMap(
    (match) => {
      const color = parseColor(match[0]);
      return color ? [{ index: match.index, text: match[0], color }] : [];
    },
  );

export type Background = { kind: 'color'; color: Color } | { kind: 'image' } | { kind: 'none' };

/** What one element paints behind its content: a colour, an image (whose colours are unknown), or nothing. */
export const ownBackground = (element: TemplateElement): Background => {
  const { style, node } = element;
  const image = style.get('background-image');
  const shorthand = style.get('background') ?? '';
  if ((image && IMAGE.test(image)) || IMAGE.test(shorthand) || attribute(node, 'background'))
    return { kind: 'image' };
  const candidates = [
    style.get('background-color'),
    colorTokens(shorthand).at(-1)?.text,
    attribute(node, 'bgcolor') ?? undefined,
  ];
  for (const candidate of candidates) {
    const color = candidate === undefined ? null : parseColor(candidate);
    if (color && color.alpha() > 0) return { kind: 'color', color: color.alpha(1) };
  }
  return { kind: 'none' };
};

export const WHITE = colord('#ffffff');
/** Browsers' and most clients' colour of a link whose colour is not set. */
const DEFAULT_LINK = colord('#0000ee');
const DEFAULT_TEXT = colord('#000000');

/** Remembers a value per element: most texts share their ancestors, so each is read once. */
export const perElement = <Value>(read: (element: TemplateElement) => Value) => {
  const cache = new WeakMap<TemplateElement, { value: Value }>();
  return (element: TemplateElement): Value => {
    let entry = cache.get(element);
    if (!entry) cache.set(element, (entry = { value: read(element) }));
    return entry.value;
  };
};

const NO_BACKGROUND: Background = { kind: 'none' };

/** The nearest background behind an element; an image hides the colour, so it is unknown. */
export const backgroundBehind: (element: TemplateElement) => Background = perElement((element) => {
  const own = ownBackground(element);
  if (own.kind !== 'none') return own;
  return element.parent ? backgroundBehind(element.parent) : NO_BACKGROUND;
});

/** The text colour an element inherits, and whether the template set it (rather than the client's default). */
export const textColorOf: (element: TemplateElement) => { color: Color; explicit: boolean } = perElement(
  (element) => {
    const value =
      element.style.get('color') ?? (element.tag === 'font' ? attribute(element.node, 'color') : null);
    const color = value ? parseColor(value) : null;
    if (color) return { color, explicit: true };
    // A link does not inherit the text colour around it.
    if (element.tag === 'a') return { color: DEFAULT_LINK, explicit: false };
    if (element.tag === 'body') {
      const text = parseColor(attribute(element.node, 'text') ?? '');
      if (text) return { color: text, explicit: true };
    }
    return element.parent ? textColorOf(element.parent) : { color: DEFAULT_TEXT, explicit: false };
  },
);

/** Text over a background: a see-through colour is blended with what is behind it. */
export const blend = (foreground: Color, background: Color): Color => {
  const alpha = foreground.alpha();
  if (alpha >= 1) return foreground;
  const front = foreground.toRgb();
  const back = background.toRgb();
  const mix = (a: number, b: number) => Math.round(a * alpha + b * (1 - alpha));
  return colord({ r: mix(front.r, back.r), g: mix(front.g, back.g), b: mix(front.b, back.b) });
};

export const hex = (color: Color): string => color.toHex();
