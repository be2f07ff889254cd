import type { AppContext } from '../../platform/context';
import { mjmlDocument, renderMjml } from '../templates/render-mjml';
import { findBlock } from './get-block-data';
import { BLOCK_PREVIEW_HEAD } from './ready-blocks';

/** GET /api/editor/blocks/:id/preview: the block as an e-mail page, the thumbnail of a saved block. */
export const previewBlock = async (
  ctx: Pick<AppContext, 'db' | 'config'>,
  accountId: string,
  id: string,
): Promise<string> => {
  const block = await findBlock(ctx, accountId, id);
  return block.html ?? (await renderMjml(mjmlDocument([block.mjml], BLOCK_PREVIEW_HEAD))).html;
};
