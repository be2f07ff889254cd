import type { Kysely } from 'kysely';
import type { BrandLibraryStatus } from '@sendwell/contracts';
import { defaultBrandKit } from '@sendwell/domain';
import type { Database } from '../../db/database';
import { findBrandKit, writeBrandLibraryStatus } from './brand-kit.repository';

/** GET /api/brandLibrary/applicationStatus: new templates take on the kit unless the account turned it off. */
export const getBrandLibraryStatus = async (
  db: Kysely<Database>,
  accountId: string,
): Promise<BrandLibraryStatus> => {
  const row = await findBrandKit(db, accountId);
  return { applyBrandLibrary: row?.apply_brand_library ?? true, itemId: row?.status_item_id ?? '' };
};

/** PUT /api/brandLibrary/applicationStatus. */
export const setBrandLibraryStatus = async (
  db: Kysely<Database>,
  accountId: string,
  status: BrandLibraryStatus,
): Promise<BrandLibraryStatus> => {
  const row = await writeBrandLibraryStatus(db, accountId, defaultBrandKit(), status);
  return { applyBrandLibrary: row.apply_brand_library, itemId: row.status_item_id };
};
