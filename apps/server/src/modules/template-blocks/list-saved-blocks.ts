import { buildPath, templateBlockListRoutes, type SavedBlock } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { savedBlockId } from './block-ids';
import { selectSavedBlocks } from './template-blocks.repository';

/** GET /api/editor/blocks/all: 'Your saved blocks', newest first; each thumbnail is the block's own preview page. */
export const listSavedBlocks = async (db: Db, accountId: string): Promise<SavedBlock[]> =>
  (await selectSavedBlocks(db, accountId)).map((row) => ({
    id: savedBlockId(row.id),
    name: row.name,
    thumbnailPath: buildPath(templateBlockListRoutes.preview.path, { id: savedBlockId(row.id) }),
    lastUpdated: row.updatedAt.toISOString(),
  }));
