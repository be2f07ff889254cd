import { z } from 'zod';
import { defineRoute } from './route';

/**
 * Building blocks (spec 3 §2.9, §3, §7): ready-made sections and the account's saved blocks, each an MJML
 * section that the editor inserts and 'Create new template' assembles in the order they were chosen.
 */

export const BLOCK_NAME_MAX_LENGTH = 100;
/** A saved block is one section of a template, so far smaller than a whole template. */
export const BLOCK_MJML_MAX_BYTES = 200 * 1024;

/** A ready-made block's id (its slug, such as 'header-logo-menu') or a saved block's, prefixed 'saved-'. */
export const BlockId = z.string().min(1).max(120);

/** One block's content: an MJML fragment of `<mj-section>` or `<mj-wrapper>` elements. */
export const BlockData = z.object({
  id: BlockId,
  name: z.string(),
  category: z.string(),
  mjml: z.string(),
});
export type BlockData = z.infer<typeof BlockData>;

export const SaveBlockRequest = z.object({
  name: z.string().trim().min(1).max(BLOCK_NAME_MAX_LENGTH),
  mjml: z.string().min(1).max(BLOCK_MJML_MAX_BYTES),
});
export type SaveBlockRequest = z.infer<typeof SaveBlockRequest>;

const tags = ['templates'] as const;

export const templateBlockRoutes = {
  blockData: defineRoute({
    method: 'GET',
    path: '/api/editor/blocks/:id/data',
    access: 'account',
    tags,
    summary: "A block's MJML, a ready-made one or one of the account's saved blocks",
    params: z.object({ id: BlockId }),
    response: z.object({ data: BlockData }),
  }),
  saveBlock: defineRoute({
    method: 'POST',
    path: '/api/editor/blocks',
    access: 'account',
    tags,
    summary: "Save a section of a template as one of the account's blocks, to reuse in other templates",
    body: SaveBlockRequest,
    response: z.object({ id: BlockId }),
    status: 201,
  }),
};
