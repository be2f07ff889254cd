import type { TemplateCopy } from '@sendwell/contracts';

/** What of the account's brand a template takes: its name always, its colour and logo once a brand kit holds them. */
export interface TemplateBrand {
  /** The account's name, in place of the sample brand the gallery template was written for. */
  name?: string;
  /** The primary colour (#rrggbb): buttons and links. */
  primaryColor?: string;
  /** An https address of the header logo. */
  logoUrl?: string;
}

/** Which parts of the copy found a place in the template. */
export interface FilledParts {
  headline: boolean;
  kicker: boolean;
  body: boolean;
  callToAction: boolean;
}

/** Text as MJML content: markup characters escaped, paragraphs as line breaks. */
export const mjmlText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br />');

const escapeAttribute = (text: string): string => mjmlText(text).replace(/"/g, '&quot;');

const HEADLINE_MIN_SIZE = 24;
const KICKER_MAX_SIZE = 14;
const WORDMARK_SIZE = 20;
/** The body paragraph: prose in the template's reading size, not a label or a price. */
const BODY_SIZES = { min: 15, max: 20 } as const;
const BODY_MIN_LENGTH = 40;
/** Text mj-attributes gives every mj-text of the gallery templates. */
const DEFAULT_TEXT_SIZE = 16;

interface Element {
  start: number;
  end: number;
  attributes: string;
  content: string;
  size: number;
}

const elementsOf = (mjml: string, tag: 'mj-text' | 'mj-button', from: number): Element[] =>
  [...mjml.slice(from).matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => {
    const size = /font-size="(\d+)px"/.exec(match[1] ?? '');
    return {
      start: from + match.index,
      end: from + match.index + match[0].length,
      attributes: match[1] ?? '',
      content: match[2] ?? '',
      size: size ? Number(size[1]) : DEFAULT_TEXT_SIZE,
    };
  });

const plainLength = (content: string): number => content.replace(/<[^>]*>|\{\{[^}]*\}\}/g, '').trim().length;

/** Replacements made back to front, so earlier offsets stay true. */
const applyEdits = (mjml: string, edits: readonly { start: number; end: number; text: string }[]): string =>
  [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), mjml);

const withContent = (element: Element, tag: string, content: string) => ({
  start: element.start,
  end: element.end,
  text: `<${tag}${element.attributes}>${content}</${tag}>`,
});

/** The sample brand a gallery template was written for: its footer reads '{brand} &middot; {{ company_address ...'. */
export const sampleBrandOf = (mjml: string): string | null =>
  /(?:>|\n)\s*([^<>\n]{2,60}?) &middot; \{\{ company_address/.exec(mjml)?.[1]?.trim() ?? null;

const replaceAllText = (text: string, from: string, to: string) => text.split(from).join(to);

/** Upper case of MJML text: its entities (&amp;) stay as they are written. */
const upperCaseText = (text: string) =>
  text.toLocaleUpperCase('en').replace(/&([A-Z]+);/g, (entity) => entity.toLowerCase());

const applyBrand = (mjml: string, brand: TemplateBrand, wordmark: Element | undefined): string => {
  let result = mjml;
  if (brand.logoUrl) {
    const image = `<mj-image src="${escapeAttribute(brand.logoUrl)}" alt="${escapeAttribute(brand.name ?? 'Logo')}" width="140px" padding="0 0 16px" />`;
    result = wordmark
      ? applyEdits(result, [{ start: wordmark.start, end: wordmark.end, text: image }])
      : result.replace(
          /(<mj-body\b[^>]*>)/,
          `$1\n    <mj-section padding="24px 24px 0"><mj-column>${image}</mj-column></mj-section>`,
        );
  }
  if (brand.primaryColor && /^#[0-9a-f]{6}$/i.test(brand.primaryColor)) {
    const colour = brand.primaryColor;
    result = result
      .replace(/(<mj-button\b[^>]*\bbackground-color=")[^"]*(")/g, `$1${colour}$2`)
      .replace(/(\ba\s*\{\s*color:\s*)[^;]+(;)/g, `$1${colour}$2`);
  }
  const sample = sampleBrandOf(result);
  if (brand.name && sample) {
    const name = mjmlText(brand.name);
    result = replaceAllText(result, sample, name);
    result = replaceAllText(result, upperCaseText(sample), upperCaseText(name));
  }
  return result;
};

/**
 * A gallery template's MJML with the copy written in: the subject line as its title, the preheader as its
 * preview text, the headline (the first text of 24 px or more), the kicker above it, the first paragraph of
 * prose after it, and the label of the first button after it. The rest of the design (sample products,
 * codes, the footer and its unsubscribe link) stays for the marketer to edit.
 */
export const fillTemplateMjml = (
  mjml: string,
  copy: TemplateCopy,
  brand: TemplateBrand = {},
): { mjml: string; filled: FilledParts } => {
  const bodyStart = Math.max(0, mjml.indexOf('<mj-body'));
  const texts = elementsOf(mjml, 'mj-text', bodyStart);
  const headlineIndex = texts.findIndex((element) => element.size >= HEADLINE_MIN_SIZE);
  const headline = texts[headlineIndex];
  const edits: { start: number; end: number; text: string }[] = [];
  const filled: FilledParts = { headline: false, kicker: false, body: false, callToAction: false };

  let wordmark: Element | undefined;
  if (headline) {
    edits.push(withContent(headline, 'mj-text', mjmlText(copy.headline)));
    filled.headline = true;
    const before = texts[headlineIndex - 1];
    const sameColumn = before && !mjml.slice(before.end, headline.start).includes('</mj-column>');
    if (before && sameColumn && before.size <= KICKER_MAX_SIZE && plainLength(before.content) <= 40) {
      edits.push(withContent(before, 'mj-text', mjmlText(copy.kicker)));
      filled.kicker = true;
    }
    wordmark = texts
      .slice(0, headlineIndex)
      .find((element) => element.size === WORDMARK_SIZE && /letter-spacing=/.test(element.attributes));
    const body = texts
      .slice(headlineIndex + 1)
      .find(
        (element) =>
          element.size >= BODY_SIZES.min &&
          element.size <= BODY_SIZES.max &&
          plainLength(element.content) >= BODY_MIN_LENGTH &&
          !element.content.includes('unsubscribe'),
      );
    const align = /align="(\w+)"/.exec(headline.attributes)?.[1] ?? 'left';
    // A template without a paragraph of prose after its headline (a receipt, a survey) gets one right under it.
    const insertedBody = body
      ? ''
      : `\n        <mj-text align="${align}" font-size="17px" padding="0 0 24px">${mjmlText(copy.body)}</mj-text>`;
    if (body) edits.push(withContent(body, 'mj-text', mjmlText(copy.body)));
    filled.body = true;
    const button = elementsOf(mjml, 'mj-button', headline.end)[0];
    if (button) edits.push(withContent(button, 'mj-button', mjmlText(copy.callToAction)));
    // A design that only shows a code (a birthday treat) gets a button under the body: links go to the shop by default.
    const insertedButton = button
      ? ''
      : `\n        <mj-button align="${align}" href="{{ shop_url }}" padding="0 0 24px">${mjmlText(copy.callToAction)}</mj-button>`;
    const anchor = body ?? headline;
    if (insertedBody !== '' || insertedButton !== '') {
      edits.push({ start: anchor.end, end: anchor.end, text: insertedBody + insertedButton });
    }
    filled.callToAction = true;
  }

  let result = applyEdits(mjml, edits)
    .replace(/<mj-title>[\s\S]*?<\/mj-title>/, `<mj-title>${mjmlText(copy.subject)}</mj-title>`)
    .replace(/<mj-preview>[\s\S]*?<\/mj-preview>/, `<mj-preview>${mjmlText(copy.preheader)}</mj-preview>`);
  // The wordmark's offsets are from before the edits: find it again by its text, which the edits left alone.
  const movedWordmark = wordmark
    ? elementsOf(result, 'mj-text', Math.max(0, result.indexOf('<mj-body'))).find(
        (element) =>
          wordmark !== undefined &&
          element.attributes === wordmark.attributes &&
          element.content === wordmark.content,
      )
    : undefined;
  result = applyBrand(result, brand, movedWordmark);
  return { mjml: result, filled };
};
