import type { Kysely } from 'kysely';
import type { BrandKit } from '@sendwell/contracts';
import type { Database } from '../../db/database';
import { toBrandKit } from './brand-kit-record';
import { findBrandKit } from './brand-kit.repository';

/** GET /api/brandLibrary. */
export const getBrandKit = async (db: Kysely<Database>, accountId: string): Promise<BrandKit> =>
  toBrandKit(await findBrandKit(db, accountId));
