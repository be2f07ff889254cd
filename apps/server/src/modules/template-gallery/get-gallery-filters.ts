import {
  GALLERY_CREATOR,
  GALLERY_FEATURES,
  GALLERY_STYLES,
  GALLERY_USE_CASES,
  type GalleryFilters,
} from '@sendwell/contracts';
import { GALLERY_TEMPLATES } from './gallery-catalogue';

/** The values the gallery offers: those some listed template has, in the contract's order, so no filter comes up empty. */
export const getGalleryFilters = (): GalleryFilters => {
  const listed = GALLERY_TEMPLATES.filter((template) => template.listed);
  const used = <T extends string>(
    all: readonly T[],
    of: (template: (typeof listed)[number]) => readonly T[],
  ) => all.filter((value) => listed.some((template) => of(template).includes(value)));
  return {
    useCases: used(GALLERY_USE_CASES, (template) => template.useCases),
    layouts: ['Single Column', 'Multi Column'],
    features: used(GALLERY_FEATURES, (template) => template.features),
    styles: used(GALLERY_STYLES, (template) => template.styles),
    createdBy: [GALLERY_CREATOR],
  };
};
