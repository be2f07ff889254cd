import { backgroundBehind, blend, hex, perElement, textColorOf, WHITE, type Color } from './colors';
import { at, FindingGroups, type Finding } from './findings';
import { snippet, type TemplateDocument, type TemplateElement } from './template-document';

/** WCAG 2 AA: 4.5:1 for normal text, 3:1 for large text (24 px, or 18.66 px and bold). */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

const DEFAULT_SIZES: Record<string, number> = {
  h1: 32,
  h2: 24,
  h3: 18.72,
  h4: 16,
  h5: 13.28,
  h6: 10.72,
  small: 13.33,
};
const BOLD_TAGS = new Set(['b', 'strong', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const pixels = (value: string, inherited: number): number | null => {
  const match = /^(\d*\.?\d+)(px|pt|em|rem|%)?$/i.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  switch (match[2]?.toLowerCase()) {
    case 'pt':
      return (amount * 4) / 3;
    case 'em':
      return amount * inherited;
    case 'rem':
      return amount * 16;
    case '%':
      return (amount / 100) * inherited;
    default:
      return amount;
  }
};

const fontSizeOf: (element: TemplateElement) => number = perElement((element) => {
  const inherited = element.parent ? fontSizeOf(element.parent) : 16;
  const value = element.style.get('font-size');
  return (value ? pixels(value, inherited) : null) ?? DEFAULT_SIZES[element.tag] ?? inherited;
});

const isBold: (element: TemplateElement) => boolean = perElement((element) => {
  const weight = element.style.get('font-weight')?.toLowerCase();
  if (weight) return weight === 'bold' || weight === 'bolder' || Number(weight) >= 700;
  if (BOLD_TAGS.has(element.tag)) return true;
  return element.parent ? isBold(element.parent) : false;
});

export const isLargeText = (element: TemplateElement): boolean => {
  const size = fontSizeOf(element);
  return size >= 24 || (size >= 18.66 && isBold(element));
};

/** The nearest colour to `text` (same hue, lighter or darker) that reaches `ratio` on `background`. */
export const passingColor = (text: Color, background: Color, ratio: number): Color => {
  const darken = WHITE.contrast(background) < background.contrast('#000000');
  let candidate = text;
  for (let step = 0; step < 100 && candidate.contrast(background) < ratio; step += 1)
    candidate = darken ? candidate.darken(0.01) : candidate.lighten(0.01);
  return candidate;
};

/** Each visible text's colour against the background behind it, as the inline styles and bgcolor attributes set them. */
export const checkContrast = (document: TemplateDocument): Finding[] => {
  const groups = new FindingGroups();
  for (const { parent, text } of document.texts) {
    if (parent.hidden) continue;
    const background = backgroundBehind(parent);
    // Text over a picture: its colours are unknown, so the pair cannot be measured.
    if (background.kind === 'image') continue;
    const back = background.kind === 'color' ? background.color : WHITE;
    const front = blend(textColorOf(parent).color, back);
    const large = isLargeText(parent);
    const required = large ? AA_LARGE : AA_NORMAL;
    const ratio = front.contrast(back);
    if (ratio >= required) continue;
    groups.add(`${hex(front)}|${hex(back)}|${large}`, at(parent, snippet(text)), () => {
      const better = passingColor(front, back, required);
      return {
        kind: 'contrast',
        severity: 'warning',
        message: `Text in ${hex(front)} on ${hex(back)} has a contrast of ${ratio.toFixed(2)}:1; WCAG AA asks at least ${required}:1 for ${large ? 'large' : 'normal-size'} text.`,
        fix: `Use a text colour such as ${hex(better)} (${better.contrast(back).toFixed(2)}:1 on ${hex(back)}), change the background, or make the text larger (24 px, or 19 px bold, needs only 3:1).`,
      };
    });
  }
  return groups.list();
};
