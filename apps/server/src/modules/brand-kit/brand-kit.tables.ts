import type { ColumnType, Generated } from 'kysely';
import type { BrandKitAttributes } from '@sendwell/contracts';

export interface BrandKitsTable {
  account_id: string;
  attributes: ColumnType<BrandKitAttributes, string, string>;
  version: Generated<number>;
  apply_brand_library: Generated<boolean>;
  status_item_id: Generated<string>;
  import_status: 'running' | 'done' | 'failed' | null;
  import_url: string | null;
  import_message: Generated<string>;
  import_sections: Generated<string[]>;
  import_finished_at: Date | null;
  updated_at: Generated<Date>;
}

export interface BrandKitTables {
  brand_kits: BrandKitsTable;
}
