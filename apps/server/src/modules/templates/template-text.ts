import { compile } from 'html-to-text';

/*
 * html-to-text, set for e-mail: layout tables read as blocks, images (the open pixel among them) and hidden
 * parts (the preheader) left out, headings kept in their own case, and each link spelled out after its words
 * as `words (address)`, the address whole (never wrapped) so it stays clickable in a text-only mail app. The
 * address is the one in the HTML: in a campaign message that is the tracked one, so clicks from the text part
 * are counted too.
 */
const convert = compile({
  wordwrap: 78,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: '[aria-hidden=true]', format: 'skip' },
    {
      selector: 'a',
      options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true, noAnchorUrl: true },
    },
    ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'td', format: 'block' },
    { selector: 'th', format: 'block' },
  ],
});

/** The plain-text part of a message made from a template: what a text-only mail app shows, links spelled out. */
export const templateText = (html: string): string => convert(html).trim();
