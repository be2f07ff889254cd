/*
 * A text-only template is an MJML document with one text block: the editor shows it as plain text (one
 * paragraph per blank line, line breaks kept) and writes it back as that block, keeping the document's head
 * and frame.
 */

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

// A text block in the body: the head's <mj-attributes> has a self-closed <mj-text ... /> with its defaults.
const TEXT_BLOCK = /(<mj-text\b[^>]*[^/]>|<mj-text>)([\s\S]*?)(<\/mj-text>)/;

/** Where the body starts, so the head's defaults are never taken for the text. */
const bodyStart = (mjml: string): number => Math.max(0, mjml.search(/<mj-body\b/));

/** The text of a text-only document's first text block, as the marketer typed it. */
export const textOfDocument = (mjml: string): string => {
  const block = TEXT_BLOCK.exec(mjml.slice(bodyStart(mjml)));
  if (!block) return '';
  return block[2]!
    .trim()
    .replace(/\s*<br\s*\/?>\s*/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<\/?p[^>]*>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
};

/** The document with its first text block holding `text`; merge tags ({{ … }}) pass through as typed. */
export const documentWithText = (mjml: string, text: string): string => {
  const html = escapeHtml(text.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br />');
  if (TEXT_BLOCK.test(mjml))
    return mjml.replace(TEXT_BLOCK, (_, open: string, __: string, close: string) => `${open}${html}${close}`);
  return `<mjml><mj-body><mj-section><mj-column><mj-text>${html}</mj-text></mj-column></mj-section></mj-body></mjml>`;
};
