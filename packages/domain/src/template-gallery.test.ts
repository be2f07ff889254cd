import { describe, expect, it } from 'vitest';
import type { GalleryTemplateSummary } from '@sendwell/contracts';
import {
  filterGalleryTemplates,
  galleryGridTitle,
  hasActiveGalleryFilters,
  isNewGalleryTemplate,
  matchesGallerySearch,
  nextFilterSelection,
  relatedGalleryTemplates,
  type GalleryQuery,
} from './template-gallery';

const template = (id: number, fields: Partial<GalleryTemplateSummary> = {}): GalleryTemplateSummary => ({
  id,
  name: `Template ${id}`,
  description: '',
  order: id,
  useCases: ['Promotion'],
  layout: 'Single Column',
  features: [],
  styles: ['Minimal'],
  addedOn: '2026-01-01',
  isNew: false,
  createdBy: 'Sendwell',
  community: false,
  ...fields,
});

const query = (fields: Partial<GalleryQuery> = {}): GalleryQuery => ({
  search: '',
  menu: { kind: 'all' },
  features: [],
  styles: [],
  ...fields,
});

const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

describe('gallery search', () => {
  it('matches the name whatever its case, Unicode included', () => {
    expect(matchesGallerySearch(template(1, { name: 'Straße Sale' }), 'STRASSE')).toBe(true);
    expect(matchesGallerySearch(template(1, { name: 'Spring sale' }), 'SPRING')).toBe(true);
  });
  it('matches a use case substring', () => {
    expect(matchesGallerySearch(template(1, { useCases: ['Event Bookings'] }), 'event')).toBe(true);
    expect(matchesGallerySearch(template(1, { useCases: ['Event Bookings'] }), 'newsletter')).toBe(false);
  });
});

describe('filtering the gallery', () => {
  const templates = [
    template(1, { order: 0, name: 'Blank' }),
    template(2, { order: 0.5, name: 'Text only' }),
    template(100, { layout: 'Inverted Pyramid', features: ['Coupon'], styles: ['Bold'] }),
    template(101, { layout: 'Zig Zag', useCases: ['Newsletters'], features: ['Countdown'], isNew: true }),
    template(102, { layout: 'Multi Column', useCases: ['Store'], features: ['Product grid', 'Coupon'] }),
  ];
  const ids = (q: GalleryQuery) => filterGalleryTemplates(templates, q).map((t) => t.id);

  it('never lists the blank and text-only templates', () => expect(ids(query())).toEqual([100, 101, 102]));
  it('counts Inverted Pyramid as single and Zig Zag as multi column', () => {
    expect(ids(query({ menu: { kind: 'layout', layout: 'Single Column' } }))).toEqual([100]);
    expect(ids(query({ menu: { kind: 'layout', layout: 'Multi Column' } }))).toEqual([101, 102]);
  });
  it('keeps templates having any selected feature; All disables the filter', () => {
    expect(ids(query({ features: ['Coupon'] }))).toEqual([100, 102]);
    expect(ids(query({ features: ['Countdown', 'Product grid'] }))).toEqual([101, 102]);
    expect(ids(query({ features: ['All'] }))).toEqual([100, 101, 102]);
  });
  it('combines the menu, the styles and the features', () => {
    expect(ids(query({ menu: { kind: 'useCase', useCase: 'Store' }, features: ['Coupon'] }))).toEqual([102]);
    expect(ids(query({ styles: ['Bold'], features: ['Coupon'] }))).toEqual([100]);
    expect(ids(query({ menu: { kind: 'new' } }))).toEqual([101]);
  });
  it("Created by: the product's own option keeps only its templates; another option keeps only the others", () => {
    const mixed = [...templates, template(103, { createdBy: 'Ana from Lumen', community: true })];
    const creators = (createdBy: string | null) =>
      filterGalleryTemplates(mixed, query({ createdBy })).map((t) => t.id);
    expect(creators('Sendwell')).toEqual([100, 101, 102]);
    expect(creators('Ana from Lumen')).toEqual([103]);
    expect(creators(null)).toEqual([100, 101, 102, 103]);
    expect(hasActiveGalleryFilters(query({ createdBy: 'Sendwell' }))).toBe(true);
    expect(hasActiveGalleryFilters(query({ createdBy: null }))).toBe(false);
  });
});

describe('filter selection', () => {
  it("'All' replaces the other selections", () =>
    expect(nextFilterSelection(['Coupon'], ['Coupon', 'All'])).toEqual(['All']));
  it("any other selection removes 'All'", () =>
    expect(nextFilterSelection(['All'], ['All', 'Coupon'])).toEqual(['Coupon']));
  it('only filters that narrow count as active', () => {
    expect(hasActiveGalleryFilters({ features: ['All'], styles: [] })).toBe(false);
    expect(hasActiveGalleryFilters({ features: [], styles: ['Bold'] })).toBe(true);
  });
});

describe('grid title', () => {
  it('counts while searching or filtering', () => {
    expect(galleryGridTitle(query({ search: 'sale' }), 3)).toBe('Showing 3 templates');
    expect(galleryGridTitle(query({ styles: ['Bold'] }), 1)).toBe('Showing 1 templates');
  });
  it('names the use case, or all templates', () => {
    expect(galleryGridTitle(query({ menu: { kind: 'useCase', useCase: 'Holiday' } }), 4)).toBe(
      'Holiday templates',
    );
    expect(galleryGridTitle(query(), 40)).toBe('All templates');
  });
});

describe('new templates', () => {
  it('are those added within the last 14 days', () => {
    expect(isNewGalleryTemplate('2026-03-01', day('2026-03-01'))).toBe(true);
    expect(isNewGalleryTemplate('2026-03-01', day('2026-03-14'))).toBe(true);
    expect(isNewGalleryTemplate('2026-03-01', day('2026-03-15'))).toBe(false);
    expect(isNewGalleryTemplate('2026-03-02', day('2026-03-01'))).toBe(false);
  });
});

describe('related templates', () => {
  it('prefers shared use cases, then features, skipping the template itself and the blank ones', () => {
    const current = template(100, { useCases: ['Holiday'], features: ['Coupon'] });
    const related = relatedGalleryTemplates(
      [
        template(1, { order: 0, useCases: ['Holiday'] }),
        current,
        template(101, { useCases: ['Store'], features: ['Coupon'] }),
        template(102, { useCases: ['Holiday'] }),
        template(103, { useCases: ['Holiday'], features: ['Coupon'] }),
      ],
      current,
    );
    expect(related.map((t) => t.id)).toEqual([103, 102]);
  });
});
