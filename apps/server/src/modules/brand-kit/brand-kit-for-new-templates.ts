import type { BrandKitAttributes } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { findBrandKit } from './brand-kit.repository';

/**
 * The kit a template made now takes on: none when the account turned applying it off (applyBrandLibrary) or
 * never saved one. Only its published sections are applied (see applyBrandKit).
 */
export const brandKitForNewTemplates = async (
  db: Db,
  accountId: string,
): Promise<BrandKitAttributes | null> => {
  const row = await findBrandKit(db, accountId);
  return row && row.apply_brand_library ? row.attributes : null;
};
