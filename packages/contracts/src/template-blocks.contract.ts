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

/** Spec 3 §3: the building blocks' category keys ('news' is the older name of the content cards). */
export const BLOCK_CATEGORIES = [
  'news',
  'product',
  'widgets',
  'header',
  'forms',
  'simpleForms',
  'footer',
  'gallery',
  'saved',
  'hero',
  'editorial',
  'elements',
  'layouts',
  'highlights',
] as const;
export const BlockCategory = z.enum(BLOCK_CATEGORIES);
export type BlockCategory = z.infer<typeof BlockCategory>;

/**
 * What a block needs that the account may not have: a store platform (spec 3 §2.9: 'routes to the integration
 * page'), a scheduling service (the 'Calendly Integration is missing' modal), a video-meeting service (OAuth).
 */
export const BlockIntegration = z.enum(['storePlatform', 'scheduling', 'videoMeeting']);
export type BlockIntegration = z.infer<typeof BlockIntegration>;

/** Spec 3 §3 building-block entry: a ready-made block as the page lists it. */
export const BlockEntry = z.object({
  blockCategory: BlockCategory,
  /** The block's id. */
  value: BlockId,
  /** Its thumbnail, an image served with the web app. */
  imgSrc: z.string(),
  /** The group it is shown under within its menu entry (e.g. 'Layouts', 'Advanced forms'). */
  tag: z.string(),
  title: z.string(),
  /** Shown under 'Popular Blocks'. */
  popular: z.boolean(),
  integration: BlockIntegration.nullable(),
});
export type BlockEntry = z.infer<typeof BlockEntry>;

/** Spec 3 §3 saved block, newest first (§9). */
export const SavedBlock = z.object({
  id: BlockId,
  name: z.string(),
  /** A page that shows the block, drawn by the server under the preview's sandbox. */
  thumbnailPath: z.string(),
  lastUpdated: z.string().datetime(),
});
export type SavedBlock = z.infer<typeof SavedBlock>;

/** Freeze blocks' ids carry this prefix (spec 3 §3). */
export const FREEZE_BLOCK_PREFIX = '#freeze#';

/**
 * Spec 3 §3 freeze block: a ready-made block as the editor's block panel offers it, fixed (frozen) by the product
 * rather than saved by the account; the basic ones are the single elements (heading, text, button...).
 */
export const FreezeBlock = z.object({
  id: z.string(),
  name: z.string(),
  type: BlockCategory,
  thumbnail: z.string(),
  isBasicBlock: z.boolean(),
  display: z.boolean(),
});
export type FreezeBlock = z.infer<typeof FreezeBlock>;

export const TemplateBlockMessages = {
  notFound: 'This block does not exist. It may have been deleted.',
  nameTaken: 'A saved block with this name already exists. Choose another name.',
  mjmlTooLarge: `The block is too large: a saved block holds at most ${BLOCK_MJML_MAX_BYTES / 1024} KB of MJML.`,
  notSections: 'A block must be one or more <mj-section> or <mj-wrapper> elements.',
  invalidMjml: (line: number, tag: string, message: string) =>
    `The block's MJML is not valid: line ${line}, <${tag}>: ${message}`,
  schedulingMissing: 'Calendly Integration is missing',
  videoMeetingMissing: 'Zoom Webinar Registration requires you to connect Zoom through OAuth first.',
  storeMissing: 'Connect your store to use this block.',
  /** Spec 3 §8, when a block's data cannot be fetched for 'Create new template'. */
  createFailed: 'Unable to create template. Please try again!',
} as const;

export const templateBlockListRoutes = {
  catalogue: defineRoute({
    method: 'GET',
    path: '/api/editor/blocks/catalogue',
    access: 'account',
    tags,
    summary: 'The ready-made blocks by category, and the template that blocks are assembled on',
    response: z.object({ data: z.array(BlockEntry), defaultTemplateId: z.number().int() }),
  }),
  savedBlocks: defineRoute({
    method: 'GET',
    path: '/api/editor/blocks/all',
    access: 'account',
    tags,
    summary: "The account's saved blocks, newest first",
    response: z.object({ data: z.array(SavedBlock) }),
  }),
  freezeBlocks: defineRoute({
    method: 'GET',
    path: '/api/editor/freeze-blocks',
    access: 'account',
    tags,
    summary: "The ready-made blocks the editor's block panel offers",
    response: z.object({ freezeBlocks: z.array(FreezeBlock) }),
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/editor/blocks/:id/preview',
    access: 'account',
    tags,
    summary: 'A block drawn as an e-mail page, under the same sandbox as template previews',
    params: z.object({ id: BlockId }),
    response: z.string(),
  }),
};
