import { TemplateBlockMessages, type SaveBlockRequest } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { ConflictError, isUniqueViolation } from '../../platform/errors';
import { savedBlockId } from './block-ids';
import { checkBlockMjml } from './check-block-mjml';
import { insertBlock } from './template-blocks.repository';

/**
 * POST /api/editor/blocks: keeps a section of a template as one of the account's blocks. Members with limited
 * access may save too: like a template, a block is new content in the account, nothing taken out or destroyed.
 */
export const saveBlock = async (
  db: Db,
  request: { accountId: string; userId: string; block: SaveBlockRequest },
): Promise<{ id: string }> => {
  const mjml = request.block.mjml.trim();
  const html = await checkBlockMjml(mjml);
  try {
    const id = await insertBlock(db, {
      accountId: request.accountId,
      name: request.block.name,
      mjml,
      html,
      createdBy: request.userId,
    });
    return { id: savedBlockId(id) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(TemplateBlockMessages.nameTaken, 'NAME_TAKEN');
    throw error;
  }
};
