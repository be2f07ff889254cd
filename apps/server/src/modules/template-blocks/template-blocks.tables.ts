import type { ColumnType, Generated } from 'kysely';

export interface TemplateBlocksTable {
  account_id: string;
  id: Generated<number>;
  name: string;
  /** One or more `<mj-section>` or `<mj-wrapper>` elements. */
  mjml: string;
  /** The block rendered alone, for its preview. */
  html: string;
  created_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: Generated<Date>;
}

export interface TemplateBlockTables {
  template_blocks: TemplateBlocksTable;
}
