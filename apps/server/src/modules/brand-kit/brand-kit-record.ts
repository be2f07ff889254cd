import type { BrandKit, BrandKitSection } from '@sendwell/contracts';
import { defaultBrandKit } from '@sendwell/domain';
import type { BrandKitRow } from './brand-kit.repository';

/** The kit as the API answers it; an account that never saved one has the defaults, all unpublished. */
export const toBrandKit = (row: BrandKitRow | undefined): BrandKit => ({
  attributes: row?.attributes ?? defaultBrandKit(),
  version: row?.version ?? 0,
  import:
    row?.import_status && row.import_url
      ? {
          status: row.import_status,
          url: row.import_url,
          message: row.import_message,
          sections: row.import_sections as BrandKitSection[],
          finishedAt: row.import_finished_at?.toISOString() ?? null,
        }
      : null,
});
