import { FREEZE_BLOCK_PREFIX } from '@sendwell/contracts';

/** Saved blocks' ids in the API: their row id behind this prefix, so they never meet a ready-made block's id. */
const SAVED_PREFIX = 'saved-';

export const savedBlockId = (id: number): string => `${SAVED_PREFIX}${id}`;

/** The kind of block an id names: a saved block's row id, or a ready-made block's id (freeze ids included). */
export const parseBlockId = (id: string): { saved: number } | { ready: string } => {
  if (id.startsWith(SAVED_PREFIX)) {
    const rest = id.slice(SAVED_PREFIX.length);
    // Any other spelling ('saved-01', 'saved-1e3') names no block; 0 finds no row either.
    return { saved: /^[1-9][0-9]{0,15}$/.test(rest) ? Number(rest) : 0 };
  }
  return { ready: id.startsWith(FREEZE_BLOCK_PREFIX) ? id.slice(FREEZE_BLOCK_PREFIX.length) : id };
};
