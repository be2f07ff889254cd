import { FREEZE_BLOCK_PREFIX, type BlockEntry, type FreezeBlock } from '@sendwell/contracts';
import { BLANK_TEMPLATE_ID } from '../template-gallery/gallery-catalogue';
import { READY_BLOCKS, readyBlockThumbnail, toBlockEntry } from './ready-blocks';

/** The blocks page's catalogue, and the template 'Create new template' assembles the chosen blocks on. */
export const listBlockCatalogue = (): { data: BlockEntry[]; defaultTemplateId: number } => ({
  data: READY_BLOCKS.map(toBlockEntry),
  defaultTemplateId: BLANK_TEMPLATE_ID,
});

/**
 * GET /api/editor/freeze-blocks: the ready-made blocks as the editor's block panel offers them. The basic ones are
 * the single elements. A block whose integration the account lacks is not displayed (store blocks show once a store
 * is connected; scheduling and video-meeting services cannot be connected yet).
 */
export const listFreezeBlocks = (storeConnected: boolean): FreezeBlock[] =>
  READY_BLOCKS.map((block) => ({
    id: `${FREEZE_BLOCK_PREFIX}${block.id}`,
    name: block.title,
    type: block.category,
    thumbnail: readyBlockThumbnail(block.id),
    isBasicBlock: block.category === 'elements',
    display: block.integration === undefined || (block.integration === 'storePlatform' && storeConnected),
  }));
