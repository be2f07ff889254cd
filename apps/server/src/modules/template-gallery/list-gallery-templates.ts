import { GALLERY_CREATOR, type GalleryTemplateSummary } from '@sendwell/contracts';
import { isNewGalleryTemplate, zoneDayOf } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { GALLERY_TEMPLATES, galleryOrderOf } from './gallery-catalogue';

/**
 * GET /api/getDefaultTemplates?version=3: every gallery template with its metadata, in gallery order; 'new' is
 * judged by today in the account's timezone.
 */
export const listGalleryTemplates = async (
  db: Db,
  accountId: string,
  now: Date,
): Promise<GalleryTemplateSummary[]> => {
  const today = zoneDayOf(now, await getAccountTimezone(db, accountId));
  return GALLERY_TEMPLATES.map((template) => ({
    id: template.id,
    name: template.name,
    description: template.description,
    order: galleryOrderOf(template),
    useCases: [...template.useCases],
    layout: template.layout,
    features: [...template.features],
    styles: [...template.styles],
    addedOn: template.addedOn,
    isNew: template.listed && isNewGalleryTemplate(template.addedOn, today),
    createdBy: GALLERY_CREATOR,
    community: false,
  })).sort((a, b) => a.order - b.order);
};
