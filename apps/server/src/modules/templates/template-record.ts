import type { Template } from '@sendwell/contracts';
import type { TemplateRow } from './templates.repository';

/** A template as every call answers it. Gallery fields (layouts, use cases...) belong to gallery templates. */
export const toTemplateRecord = (row: TemplateRow): Template => ({
  id: row.id,
  name: row.name,
  category: row.category,
  hasAMP: row.hasAmp,
  type: row.hasAmp ? 'AMP' : 'HTML',
  version: row.version,
  hideDuplicate: row.hideDuplicate,
  hideDelete: row.hideDelete,
  templateId: row.id,
  templateChannel: row.emailTypeName,
  order: row.sortOrder,
  layouts: [],
  useCases: [],
  features: [],
  styles: [],
  createdBy: row.createdBy,
  createdOn: row.createdAt.toISOString(),
  updatedOn: row.updatedAt.toISOString(),
  folder: row.folder,
  isCommunity: false,
  isShopifyV2Template: false,
  paths: { thumbnailPath: row.thumbnailPath },
});
