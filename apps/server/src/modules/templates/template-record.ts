import { templateRoutes, type Template } from '@sendwell/contracts';
import type { TemplateRow } from './templates.repository';

/** Where the card finds the thumbnail; the version in the address lets the browser keep each image for good. */
const thumbnailAddress = (row: TemplateRow): string | null =>
  row.thumbnailStatus === 'ready' && row.thumbnailVersion !== null
    ? `${templateRoutes.thumbnail.path.replace(':id', String(row.id))}?v=${row.thumbnailVersion}`
    : null;

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
  paths: { thumbnailPath: thumbnailAddress(row) },
  thumbnailStatus: row.thumbnailStatus,
});
