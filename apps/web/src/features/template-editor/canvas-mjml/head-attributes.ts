/**
 * The head's `mj-attributes` (`mj-all`, a tag's defaults, `mj-class`) given to the MJML of one element of the
 * canvas. The editor's MJML plugin draws each element on its own, from `<mjml><mj-body>` and the element alone,
 * so without them the canvas drew MJML's own defaults (Ubuntu) where the HTML the server renders from the
 * whole document uses the head's (a brand kit's Georgia).
 */
const DOCUMENT_START = /^\s*<mjml\b[^>]*>/;
const HEAD_START = /^\s*<mj-head\b[^>]*>/;

/**
 * `mjml` with `attributes` (the head's `<mj-attributes>` elements) in its head: added to the head it has, or
 * in a head of its own. A document with `mj-attributes` of its own (the whole template) is left as it is.
 */
export const withHeadAttributes = (mjml: string, attributes: string): string => {
  if (!attributes || mjml.includes('<mj-attributes')) return mjml;
  const document = DOCUMENT_START.exec(mjml);
  if (!document) return mjml;
  const at = document[0].length;
  const rest = mjml.slice(at);
  const head = HEAD_START.exec(rest);
  if (head) return `${mjml.slice(0, at)}${head[0]}${attributes}${rest.slice(head[0].length)}`;
  return `${mjml.slice(0, at)}<mj-head>${attributes}</mj-head>${rest}`;
};

/** What the editor's document model is read through: a GrapesJS component's children, tag and MJML. */
export interface DocumentNode {
  get: (key: 'tagName') => unknown;
  components: () => { models: DocumentNode[] };
  toHTML: () => string;
}

const childrenTagged = (nodes: DocumentNode[], tagName: string): DocumentNode[] =>
  nodes.flatMap((node) => node.components().models.filter((child) => child.get('tagName') === tagName));

/**
 * The `<mj-attributes>` elements of the document's head, as MJML, read from the editor's components (the root
 * holds `mjml`, which holds `mj-head`): what the head says now, so a changed head draws at the next render.
 */
export const headAttributesOf = (root: DocumentNode | undefined): string => {
  if (!root) return '';
  const heads = childrenTagged(childrenTagged([root], 'mjml'), 'mj-head');
  return childrenTagged(heads, 'mj-attributes')
    .map((attributes) => attributes.toHTML())
    .join('');
};
