import type { Kysely } from 'kysely';
import { BrandKitMessages, type BrandKit, type SaveBrandKitRequest } from '@sendwell/contracts';
import { brandKitProblems, defaultBrandKit } from '@sendwell/domain';
import type { Database } from '../../db/database';
import { BadRequestError, ConflictError } from '../../platform/errors';
import { toBrandKit } from './brand-kit-record';
import { lockBrandKit, writeBrandKitAttributes } from './brand-kit.repository';

/**
 * POST /api/brandLibrary: the whole kit, saved while one section is edited (publishing is that section saved
 * with isPublished). Refused when a published section holds an invalid address, or when the kit changed since
 * the version the caller read, so a stale tab never overwrites a newer kit.
 */
export const saveBrandKit = async (
  db: Kysely<Database>,
  accountId: string,
  request: SaveBrandKitRequest,
): Promise<BrandKit> => {
  const problems = brandKitProblems(request.attributes);
  if (problems.length > 0) {
    throw new BadRequestError(
      problems[0]!.message,
      Object.fromEntries(problems.map((p) => [p.field, p.message])),
    );
  }
  return db.transaction().execute(async (trx) => {
    const current = await lockBrandKit(trx, accountId, defaultBrandKit());
    if (current.version !== request.version)
      throw new ConflictError(BrandKitMessages.staleVersion, 'STALE_BRAND_KIT');
    return toBrandKit(await writeBrandKitAttributes(trx, accountId, request.attributes));
  });
};
