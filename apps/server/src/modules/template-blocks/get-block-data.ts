import { TemplateBlockMessages, type BlockData } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { getStoreIntegrationVersion } from '../segments/get-store-info';
import { parseBlockId, savedBlockId } from './block-ids';
import { findReadyBlock, loadReadyBlock, type ReadyBlock } from './ready-blocks';
import { selectSavedBlock } from './template-blocks.repository';

type BlockContext = Pick<AppContext, 'db' | 'config'>;

/**
 * A block that needs an integration is given only to an account that has it: the page's modals say so, and the
 * server holds to it. Scheduling and video-meeting services cannot be connected in this version.
 */
const assertIntegration = async (ctx: BlockContext, accountId: string, block: ReadyBlock): Promise<void> => {
  if (block.integration === 'scheduling')
    throw new ConflictError(TemplateBlockMessages.schedulingMissing, 'INTEGRATION_MISSING');
  if (block.integration === 'videoMeeting')
    throw new ConflictError(TemplateBlockMessages.videoMeetingMissing, 'INTEGRATION_MISSING');
  if (block.integration === 'storePlatform' && (await getStoreIntegrationVersion(ctx.db, accountId)) === null)
    throw new ConflictError(TemplateBlockMessages.storeMissing, 'INTEGRATION_MISSING');
};

/** A block with its MJML and, for a saved one, the HTML rendered when it was saved. */
export const findBlock = async (
  ctx: BlockContext,
  accountId: string,
  id: string,
): Promise<BlockData & { html?: string }> => {
  const parsed = parseBlockId(id);
  if ('saved' in parsed) {
    const row = await selectSavedBlock(ctx.db, accountId, parsed.saved);
    if (!row) throw new NotFoundError(TemplateBlockMessages.notFound);
    return { id: savedBlockId(row.id), name: row.name, category: 'saved', mjml: row.mjml, html: row.html };
  }
  const ready = findReadyBlock(parsed.ready);
  if (!ready) throw new NotFoundError(TemplateBlockMessages.notFound);
  await assertIntegration(ctx, accountId, ready);
  return {
    id: ready.id,
    name: ready.title,
    category: ready.category,
    mjml: await loadReadyBlock(ready, ctx.config.appUrl),
  };
};

/** GET /api/editor/blocks/:id/data: what the editor inserts, and 'Create new template' assembles. */
export const getBlockData = async (ctx: BlockContext, accountId: string, id: string): Promise<BlockData> => {
  const { html: _html, ...data } = await findBlock(ctx, accountId, id);
  return data;
};
