import type { ColumnType, Generated } from 'kysely';

export type ThumbnailStatus = 'pending' | 'ready' | 'none';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface TemplatesTable {
  account_id: string;
  id: Generated<number>;
  name: string;
  category: 'saved' | 'uploaded' | 'other';
  has_amp: Generated<boolean>;
  email_type_id: number | null;
  version: Generated<number>;
  sort_order: number | null;
  folder: string | null;
  hide_duplicate: Generated<boolean>;
  hide_delete: Generated<boolean>;
  /** The storage key of the thumbnail image. */
  thumbnail_path: string | null;
  thumbnail_status: Generated<ThumbnailStatus>;
  /** The content version the thumbnail shows. */
  thumbnail_version: number | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  archived_at: Date | null;
}

export interface TemplateVersionsTable {
  account_id: string;
  template_id: number;
  version: number;
  html: string;
  amp: string | null;
  editor_json: unknown;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface TemplateUploadFilesTable {
  account_id: string;
  draft_id: string;
  kind: 'HTML' | 'AMP';
  file_name: string;
  content: string;
  /** Renewed when the file is replaced: stale uploads are dropped by it. */
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface TemplateSharesTable {
  account_id: string;
  id: Generated<number>;
  template_id: number;
  token: string;
  created_by: string | null;
  created_at: CreatedAt;
  revoked_at: Date | null;
}

export interface TemplateFeedbackTable {
  account_id: string;
  id: Generated<number>;
  share_id: number;
  template_id: number;
  name: string;
  comment: string;
  created_at: CreatedAt;
}

export interface TemplateTestSendsTable {
  account_id: string;
  id: Generated<number>;
  template_id: number;
  recipients: number;
  sent_by: string | null;
  created_at: CreatedAt;
}

export interface TemplateTables {
  templates: TemplatesTable;
  template_versions: TemplateVersionsTable;
  template_upload_files: TemplateUploadFilesTable;
  template_shares: TemplateSharesTable;
  template_feedback: TemplateFeedbackTable;
  template_test_sends: TemplateTestSendsTable;
}
