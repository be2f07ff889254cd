import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;

const SILENT = new Set(['head', 'style', 'script', 'template', 'noscript']);
const BLOCK = new Set([
  'p',
  'div',
  'br',
  'tr',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'hr',
]);

/** The plain-text part of a message made from a template: what a text-only mail app shows, links spelled out. */
export const templateText = (html: string): string => {
  const out: string[] = [];
  const visit = (node: Node): void => {
    if ('value' in node && node.nodeName === '#text') {
      out.push(node.value);
      return;
    }
    if (!('tagName' in node)) {
      if ('childNodes' in node) node.childNodes.forEach(visit);
      return;
    }
    if (SILENT.has(node.tagName)) return;
    if (BLOCK.has(node.tagName)) out.push('\n');
    node.childNodes.forEach(visit);
    const href = node.tagName === 'a' ? node.attrs.find((attr) => attr.name === 'href')?.value : undefined;
    if (href && /^https?:/i.test(href)) out.push(` (${href})`);
    if (BLOCK.has(node.tagName)) out.push('\n');
  };
  visit(parse(html));
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
};
