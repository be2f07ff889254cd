import { parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { TemplateMessages, type TemplateKind } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { getTemplateContent } from './get-template';

type Node = DefaultTreeAdapterTypes.Node;

const isElement = (node: Node): node is DefaultTreeAdapterTypes.Element => 'tagName' in node;

/**
 * An AMP email as a still page: the preview runs no script, so the runtime, its boilerplate (which hides the
 * body until the runtime starts) go, and amp-img becomes the img it would render. Interactive components
 * show their first state.
 */
export const staticAmp = (amp: string): string => {
  const document = parse(amp);
  const visit = (node: Node): void => {
    if (!('childNodes' in node)) return;
    node.childNodes = node.childNodes.filter(
      (child) => !(isElement(child) && (child.tagName === 'script' || (child.tagName === 'style' && child.attrs.some((attr) => attr.name === 'amp4email-boilerplate')))),
    );
    for (const child of node.childNodes) {
      if (isElement(child) && child.tagName === 'amp-img') {
        child.tagName = 'img';
        child.nodeName = 'img';
        child.childNodes = [];
      }
      visit(child);
    }
  };
  visit(document);
  return serialize(document);
};

/** GET /api/previewTemplate/{id}?type=: the page an iframe shows; type=AMP of a template without AMP is not found. */
export const previewTemplate = async (db: Db, accountId: string, id: number, kind: TemplateKind): Promise<string> => {
  const content = await getTemplateContent(db, accountId, id);
  if (kind === 'HTML') return content.html;
  if (content.amp === null) throw new NotFoundError(TemplateMessages.templateNotFound);
  return staticAmp(content.amp);
};
