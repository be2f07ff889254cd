import {
  GALLERY_CREATOR,
  GALLERY_NEW_DAYS,
  GALLERY_RELATED_COUNT,
  GalleryMessages,
  type GalleryFeature,
  type GalleryLayout,
  type GalleryStyle,
  type GalleryTemplateSummary,
  type GalleryUseCase,
} from '@sendwell/contracts';
import { foldCase } from './fold-case';

/** The gallery's rules (spec 3 §4, §5): which templates a search, the menu and the filters keep. */

/** What the use-case menu points at: everything, the new templates, a layout or a use case. */
export type GalleryMenuKey =
  | { kind: 'all' }
  | { kind: 'new' }
  | { kind: 'layout'; layout: 'Single Column' | 'Multi Column' }
  | { kind: 'useCase'; useCase: GalleryUseCase };

export interface GalleryQuery {
  search: string;
  menu: GalleryMenuKey;
  /** Empty, or holding 'All', means no filter. */
  features: readonly (GalleryFeature | 'All')[];
  styles: readonly (GalleryStyle | 'All')[];
  /** The Created by filter (behind its flag): one creator's name, or nothing for anyone. */
  createdBy?: string | null;
}

/** The blank (0) and text-only (0.5) templates are reached from 'Start from scratch', never listed or related. */
export const isListedGalleryTemplate = (template: Pick<GalleryTemplateSummary, 'order'>): boolean =>
  template.order !== 0 && template.order !== 0.5;

/** Spec 3 §5: Single Column also matches Inverted Pyramid; Multi Column also matches Zig Zag. */
export const matchesGalleryLayout = (
  layout: GalleryLayout,
  wanted: 'Single Column' | 'Multi Column',
): boolean =>
  wanted === 'Single Column'
    ? layout === 'Single Column' || layout === 'Inverted Pyramid'
    : layout === 'Multi Column' || layout === 'Zig Zag';

/** Spec 3 §5: the name (case-insensitive, Unicode folding) or a use case holds the search text. */
export const matchesGallerySearch = (
  template: Pick<GalleryTemplateSummary, 'name' | 'useCases'>,
  search: string,
): boolean => {
  const needle = foldCase(search.trim());
  if (needle === '') return true;
  return (
    foldCase(template.name).includes(needle) ||
    template.useCases.some((useCase) => foldCase(useCase).includes(needle))
  );
};

/** Spec 3 §5: a template matches if it has any selected value; 'All' or nothing disables the filter. */
export const matchesAnySelected = <T extends string>(
  values: readonly T[],
  selected: readonly (T | 'All')[],
): boolean =>
  selected.length === 0 || selected.includes('All') || values.some((value) => selected.includes(value));

/** Spec 3 §5: choosing the product's own option shows only its templates; choosing another option excludes them. */
export const matchesGalleryCreator = (
  template: Pick<GalleryTemplateSummary, 'createdBy'>,
  createdBy: string | null | undefined,
): boolean => {
  if (!createdBy) return true;
  return createdBy === GALLERY_CREATOR
    ? template.createdBy === GALLERY_CREATOR
    : template.createdBy !== GALLERY_CREATOR;
};

const matchesMenu = (template: GalleryTemplateSummary, menu: GalleryMenuKey): boolean => {
  switch (menu.kind) {
    case 'all':
      return true;
    case 'new':
      return template.isNew;
    case 'layout':
      return matchesGalleryLayout(template.layout, menu.layout);
    case 'useCase':
      return template.useCases.includes(menu.useCase);
  }
};

/** The templates the grid shows, in gallery order. */
export const filterGalleryTemplates = (
  templates: readonly GalleryTemplateSummary[],
  query: GalleryQuery,
): GalleryTemplateSummary[] =>
  templates
    .filter(isListedGalleryTemplate)
    .filter(
      (template) =>
        matchesMenu(template, query.menu) &&
        matchesGallerySearch(template, query.search) &&
        matchesAnySelected(template.features, query.features) &&
        matchesAnySelected(template.styles, query.styles) &&
        matchesGalleryCreator(template, query.createdBy),
    )
    .sort((a, b) => a.order - b.order);

/** Spec 3 §4: 'All' replaces the other selections; any other selection removes 'All'. */
export const nextFilterSelection = <T extends string>(
  previous: readonly (T | 'All')[],
  next: readonly (T | 'All')[],
): (T | 'All')[] => {
  const added = next.filter((value) => !previous.includes(value));
  if (added.includes('All')) return ['All'];
  return next.filter((value) => value !== 'All');
};

/** Any filter of the panel (not the menu or the search) narrows the grid: 'Clear Filters' shows. */
export const hasActiveGalleryFilters = (
  query: Pick<GalleryQuery, 'features' | 'styles' | 'createdBy'>,
): boolean =>
  Boolean(query.createdBy) ||
  [query.features, query.styles].some((selected) => selected.length > 0 && !selected.includes('All'));

/** Spec 3 §2.8: 'Showing {n} templates' while searching or filtering, else the use case's title or 'All templates'. */
export const galleryGridTitle = (query: GalleryQuery, count: number): string => {
  if (query.search.trim() !== '' || hasActiveGalleryFilters(query)) return GalleryMessages.showing(count);
  switch (query.menu.kind) {
    case 'all':
      return GalleryMessages.allTemplates;
    case 'new':
      return GalleryMessages.useCaseTitle(GalleryMessages.newMenu);
    case 'layout':
      return GalleryMessages.useCaseTitle(query.menu.layout);
    case 'useCase':
      return GalleryMessages.useCaseTitle(query.menu.useCase);
  }
};

const DAY_MS = 86_400_000;

/**
 * Spec 3 §4, §9: added within the last 14 days. Both days are calendar days (days since 1970-01-01); today is
 * the account's, so a template added today is new on its first day in every timezone.
 */
export const isNewGalleryTemplate = (addedOn: string, today: number): boolean => {
  const added = Date.parse(`${addedOn}T00:00:00Z`) / DAY_MS;
  return Number.isFinite(added) && today - added < GALLERY_NEW_DAYS && today >= added;
};

/**
 * Spec 3 §2.7: up to two templates to suggest beside a preview: those sharing most use cases, then features and
 * styles, then the nearest in gallery order; never the template itself nor the blank and text-only ones.
 */
export const relatedGalleryTemplates = (
  templates: readonly GalleryTemplateSummary[],
  current: GalleryTemplateSummary,
  count = GALLERY_RELATED_COUNT,
): GalleryTemplateSummary[] => {
  const shared = <T>(a: readonly T[], b: readonly T[]) => a.filter((value) => b.includes(value)).length;
  const score = (candidate: GalleryTemplateSummary) =>
    shared(candidate.useCases, current.useCases) * 100 +
    shared(candidate.features, current.features) * 10 +
    shared(candidate.styles, current.styles);
  return templates
    .filter((candidate) => candidate.id !== current.id && isListedGalleryTemplate(candidate))
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        Math.abs(a.candidate.order - current.order) - Math.abs(b.candidate.order - current.order) ||
        a.candidate.order - b.candidate.order,
    )
    .slice(0, count)
    .map(({ candidate }) => candidate);
};
