/**
 * The MJML with every self-closing MJML element (`<mj-image ... />`) written with its closing tag. The editor's
 * MJML plugin reads the document as HTML, where `/>` does not close an unknown element: the elements after a
 * self-closing mj-image became its children and vanished from the canvas (a block's headline and button under
 * its picture), and the head's mj-attributes swallowed the title and preview text, which the canvas then drew.
 */
export const withClosingTags = (mjml: string): string =>
  mjml.replace(/<(mj-[a-z-]+)((?:\s+[^\s=<>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*\/>/g, '<$1$2></$1>');

/** Text between two tags made of white space and at least one non-breaking space, across a line break. */
const SPACING_BETWEEN_TAGS = />((?:\s|&nbsp;|&#160;|&#xa0;)*)</gi;
const NON_BREAKING = /\u00a0|&nbsp;|&#160;|&#xa0;/i;

/**
 * The MJML with each run of non-breaking spaces between two tags kept on one line. GrapesJS drops a text of
 * white space alone that holds a line break, and JavaScript counts a non-breaking space as white space: the
 * `&nbsp;&nbsp;&nbsp;` between a header's menu links vanished from the canvas ('New inShopJournal'). The
 * line break and indentation become one space, which HTML draws the same.
 */
export const withKeptSpacing = (mjml: string): string =>
  mjml.replace(SPACING_BETWEEN_TAGS, (run: string, text: string) =>
    NON_BREAKING.test(text) && text.includes('\n') ? `>${text.replace(/[ \t\r\n]+/g, ' ')}<` : run,
  );

/**
 * The HTML of a text with each non-breaking space written as `&nbsp;`. GrapesJS writes a text's non-breaking
 * spaces as the bare character, and MJML trims a text block's content with JavaScript's `trim()`, which takes
 * that character for white space: a spacer line (a text block of `&nbsp;` alone) was saved as the character
 * and rendered empty, so the spacing was gone. The entity is what the marketer wrote, and MJML keeps it.
 */
export const withNamedNonBreakingSpaces = (html: string): string => html.replaceAll('\u00a0', '&nbsp;');
