/**
 * The MJML with every self-closing MJML element (`<mj-image ... />`) written with its closing tag. The editor's
 * MJML plugin reads the document as HTML, where `/>` does not close an unknown element: the elements after a
 * self-closing mj-image became its children and vanished from the canvas (a block's headline and button under
 * its picture), and the head's mj-attributes swallowed the title and preview text, which the canvas then drew.
 */
export const withClosingTags = (mjml: string): string =>
  mjml.replace(/<(mj-[a-z-]+)((?:\s+[^\s=<>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*\/>/g, '<$1$2></$1>');
