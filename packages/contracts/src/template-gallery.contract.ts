import { z } from 'zod';
import { defineRoute } from './route';

/**
 * The template gallery (spec 3 §2.8, §4, §5, §7): ready-made templates to start from, with the metadata its
 * use-case menu, search and Features and Style filters work on.
 */

// BLANK_TEMPLATE_ID and TEXT_ONLY_TEMPLATE_ID, the unlisted starting points, are in template-editor-links.ts.

/** Spec 3 §2.8: the use-case menu, in its order; the store platform's entry reads 'Store'. */
export const GALLERY_USE_CASES = [
  'Engagement',
  'Event Bookings',
  'Feedback',
  'Holiday',
  'Promotion',
  'Store',
  'Onboarding',
  'Newsletters',
  'Transactional',
  'Announcements',
  'Referral',
] as const;
export const GalleryUseCase = z.enum(GALLERY_USE_CASES);
export type GalleryUseCase = z.infer<typeof GalleryUseCase>;

/** Spec 3 §5: Single Column also matches Inverted Pyramid, Multi Column also Zig Zag. */
export const GALLERY_LAYOUTS = ['Single Column', 'Multi Column', 'Inverted Pyramid', 'Zig Zag'] as const;
export const GalleryLayout = z.enum(GALLERY_LAYOUTS);
export type GalleryLayout = z.infer<typeof GalleryLayout>;

export const GALLERY_FEATURES = [
  'Countdown',
  'Coupon',
  'Product grid',
  'Social links',
  'Survey link',
  'Video thumbnail',
  'Event details',
  'Order summary',
] as const;
export const GalleryFeature = z.enum(GALLERY_FEATURES);
export type GalleryFeature = z.infer<typeof GalleryFeature>;

export const GALLERY_STYLES = ['Minimal', 'Bold', 'Elegant', 'Playful', 'Corporate'] as const;
export const GalleryStyle = z.enum(GALLERY_STYLES);
export type GalleryStyle = z.infer<typeof GalleryStyle>;

/** Spec 3 §9: a template added within this many days is new. */
export const GALLERY_NEW_DAYS = 14;
/** Spec 3 §9: related templates shown in the preview. */
export const GALLERY_RELATED_COUNT = 2;
/** Spec 3 §2.8: placeholders while the gallery loads. */
export const GALLERY_LOADING_PLACEHOLDERS = 2;
/** Spec 3 §2.8, §4: the product's own name in 'by {creator}' and in the Created by filter. */
export const GALLERY_CREATOR = 'Sendwell';

/**
 * A card's picture: the top 573 px of the 610 px desktop preview, stored at 426 px wide (twice the 13.3rem card)
 * under the web app's /gallery/{id}.png.
 */
export const GALLERY_THUMBNAIL = { pageWidth: 610, pageHeight: 573, imageWidth: 426 } as const;
export const galleryThumbnailPath = (id: number): string => `/gallery/${id}.png`;

export const GalleryMessages = {
  searchPlaceholder: 'Search templates by name or category',
  allTemplates: 'All templates',
  allTemplatesMenu: 'All Templates',
  newMenu: 'New',
  showing: (count: number) => `Showing ${count} templates`,
  useCaseTitle: (useCase: string) => `${useCase} templates`,
  clearFilters: 'Clear Filters',
  noResults: (query: string) => `No results for "${query}"`,
  noResultsHint: "Didn't find what you were looking for?",
  exploreTemplates: 'Explore templates',
  startFromScratch: 'Start from scratch',
  useTemplate: 'Use template',
  firstTemplate: "You're at the first template",
  lastTemplate: "You're at the last template",
  by: (creator: string) => `by ${creator}`,
  templateNotFound: 'This gallery template does not exist',
} as const;

export const GalleryTemplateId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const GalleryTemplateSummary = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Spec 3 §7: 0 is the blank template (the default), 0.5 the text-only one; neither is previewed or related. */
  order: z.number(),
  useCases: z.array(GalleryUseCase),
  layout: GalleryLayout,
  features: z.array(GalleryFeature),
  styles: z.array(GalleryStyle),
  /** The day it joined the gallery (YYYY-MM-DD). */
  addedOn: z.string(),
  /** Added within the last 14 days, counted in the account's timezone. */
  isNew: z.boolean(),
  createdBy: z.string(),
  community: z.boolean(),
});
export type GalleryTemplateSummary = z.infer<typeof GalleryTemplateSummary>;

export const GalleryFilters = z.object({
  useCases: z.array(GalleryUseCase),
  layouts: z.array(GalleryLayout),
  features: z.array(GalleryFeature),
  styles: z.array(GalleryStyle),
  createdBy: z.array(z.string()),
});
export type GalleryFilters = z.infer<typeof GalleryFilters>;

const tags = ['templates'] as const;

export const templateGalleryRoutes = {
  defaultTemplates: defineRoute({
    method: 'GET',
    path: '/api/getDefaultTemplates',
    access: 'account',
    tags,
    summary: "The gallery's ready-made templates; the one with order 0 is the blank default",
    query: z.object({ version: z.literal('3').optional() }),
    response: z.object({ data: z.array(GalleryTemplateSummary) }),
  }),
  filters: defineRoute({
    method: 'GET',
    path: '/api/getDefaultTemplates/filters',
    access: 'account',
    tags,
    summary: "The values the gallery's use-case menu and its Features, Style and Created by filters offer",
    response: z.object({ templateGalleryFilters: GalleryFilters }),
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/editor/default-template/:id/preview',
    access: 'account',
    tags,
    summary:
      'A gallery template rendered from its MJML as a page, under a sandboxing Content-Security-Policy; for an iframe',
    params: z.object({ id: GalleryTemplateId }),
    response: z.string().describe('HTML page'),
  }),
};
