import { BLOCK_MJML_MAX_BYTES, TemplateBlockMessages } from '@sendwell/contracts';
import { BadRequestError } from '../../platform/errors';
import { mjmlDocument, renderMjml } from '../templates/render-mjml';
import { BLOCK_PREVIEW_HEAD } from './ready-blocks';

/** A block is body content only: it may not close the body it is put in, or bring a head or document of its own. */
const DOCUMENT_TAGS = /<\/?\s*(mjml|mj-body|mj-head)\b/i;
const STARTS_AS_SECTION = /^<mj-(section|wrapper)[\s>/]/;
const ENDS_AS_SECTION = /<\/mj-(section|wrapper)>$|\/>$/;

/**
 * Checks a block's MJML as a section of a template would be checked, and answers its HTML. Any problem MJML
 * reports is a 400 naming the line and element, so the editor never stores a block that breaks the templates it
 * is put in.
 */
export const checkBlockMjml = async (mjml: string): Promise<string> => {
  if (Buffer.byteLength(mjml, 'utf8') > BLOCK_MJML_MAX_BYTES)
    throw new BadRequestError(TemplateBlockMessages.mjmlTooLarge, {
      mjml: TemplateBlockMessages.mjmlTooLarge,
    });
  const fragment = mjml.trim();
  if (!STARTS_AS_SECTION.test(fragment) || !ENDS_AS_SECTION.test(fragment) || DOCUMENT_TAGS.test(fragment))
    throw new BadRequestError(TemplateBlockMessages.notSections, { mjml: TemplateBlockMessages.notSections });
  const { html, problems } = await renderMjml(mjmlDocument([fragment], BLOCK_PREVIEW_HEAD));
  const first = problems[0];
  if (first) {
    const message = TemplateBlockMessages.invalidMjml(first.line, first.tag, first.message);
    throw new BadRequestError(message, { mjml: message });
  }
  return html;
};
