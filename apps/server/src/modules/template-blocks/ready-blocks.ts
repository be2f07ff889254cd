import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { BlockCategory, BlockEntry, BlockIntegration } from '@sendwell/contracts';

/**
 * The ready-made building blocks (spec 3 §2.9, §3): their metadata here, their MJML in blocks/<category>/<id>.mjml.
 * Ids are stable: the editor and saved navigation state refer to them. The ids the spec names (elements, layouts,
 * forms, store-platform, scheduling and video-meeting blocks) are kept as it spells them.
 */
export interface ReadyBlock {
  id: string;
  title: string;
  category: Exclude<BlockCategory, 'saved' | 'news'>;
  /** The group it is shown under within its menu entry. */
  tag: string;
  popular?: true;
  integration?: BlockIntegration;
}

/**
 * The defaults of the blank template that blocks are assembled on (gallery templates/blank.mjml), for drawing a
 * block alone: its thumbnail and preview then look as the block will in a new template, and MJML's own default
 * font, fetched from a web font service, is never asked for.
 */
export const BLOCK_PREVIEW_HEAD =
  '<mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="16px" line-height="1.5" color="#1f2328" /></mj-attributes>';

/** Images in the blocks are written `%ASSET_URL%/blocks/images/...`; the app's public address replaces it. */
export const ASSET_URL_TOKEN = '%ASSET_URL%';

const block = (
  category: ReadyBlock['category'],
  tag: string,
  entries: readonly (Omit<ReadyBlock, 'category' | 'tag'> & { tag?: string })[],
): ReadyBlock[] => entries.map((entry) => ({ ...entry, category, tag: entry.tag ?? tag }));

export const READY_BLOCKS: readonly ReadyBlock[] = [
  ...block('header', 'Headers', [
    { id: 'header-logo-centered', title: 'Centred logo', popular: true },
    { id: 'header-logo-menu', title: 'Logo with menu links', popular: true },
    { id: 'header-announcement', title: 'Announcement bar and logo' },
    { id: 'header-logo-tagline', title: 'Logo with issue line' },
  ]),
  ...block('hero', 'Hero', [
    { id: 'hero-image-cta', title: 'Image, headline and button', popular: true },
    { id: 'hero-background-text', title: 'Offer over a background image' },
    { id: 'hero-split', title: 'Image beside headline' },
    { id: 'hero-welcome', title: 'Welcome with first name', popular: true },
  ]),
  ...block('editorial', 'Editorial', [
    { id: 'editorial-article', title: 'Article with image', popular: true },
    { id: 'editorial-quote', title: 'Customer quote' },
    { id: 'editorial-letter', title: 'Letter from the founder' },
  ]),
  ...block('highlights', 'Highlights', [
    { id: 'highlights-three-features', title: 'Three features with icons', popular: true },
    { id: 'highlights-stats', title: 'Key numbers' },
    { id: 'highlights-steps', title: 'Three steps to start' },
  ]),
  ...block('gallery', 'Gallery', [
    { id: 'gallery-grid-2x2', title: 'Four-image grid', popular: true },
    { id: 'gallery-three-column', title: 'Customer photos row', popular: true },
    { id: 'gallery-feature-thumbs', title: 'Large image and three thumbnails' },
    { id: 'gallery-captioned', title: 'Two images with captions' },
  ]),
  ...block('product', 'Products', [
    { id: 'product-feature', title: 'Featured product', popular: true },
    { id: 'product-grid-two', title: 'Two products', popular: true },
    { id: 'product-grid-three', title: 'Three new products' },
    { id: 'product-discount-code', title: 'Discount code', popular: true },
  ]),
  ...block('product', 'Store products', [
    { id: 'shopifyBlock', title: 'Store product', integration: 'storePlatform' },
    { id: 'shopifyRecommend', title: 'Recommended products', integration: 'storePlatform' },
    { id: 'shopifyProductCatalog', title: 'Product catalogue', integration: 'storePlatform' },
    { id: 'widget-shopify-abandoned-cart', title: 'Abandoned cart', integration: 'storePlatform' },
    { id: 'shopifyReview', title: 'Product review request', integration: 'storePlatform' },
  ]),
  ...block('footer', 'Footers', [
    { id: 'footer-simple', title: 'Address and unsubscribe', popular: true },
    { id: 'footer-social', title: 'Social icons and address', popular: true },
    { id: 'footer-dark', title: 'Dark footer with links' },
    { id: 'footer-contact', title: 'Contact details in two columns' },
  ]),
  ...block('forms', 'Advanced forms', [
    { id: 'newAdvancedForm1', title: 'Workshop registration', popular: true },
    { id: 'newAdvancedForm2', title: 'Order satisfaction survey' },
    { id: 'newAdvancedForm3', title: 'What should we make next?' },
    { id: 'newAdvancedForm4', title: 'Email preferences' },
  ]),
  ...block('simpleForms', 'Simple forms', [
    { id: 'simpleForm1', title: 'Yes or no question', popular: true },
    { id: 'simpleForm2', title: 'Refer a friend' },
    { id: 'simpleForm3', title: 'Star rating' },
    { id: 'simpleForm4', title: 'Ask a question' },
  ]),
  ...block('widgets', 'Interactive widgets', [
    { id: 'widget-nps', title: 'Net Promoter Score (0–10)', popular: true },
    { id: 'widget-emoji-rating', title: 'Five-level feeling scale', popular: true },
    { id: 'widget-poll', title: 'Quick poll' },
    { id: 'widget-event-calendar', title: 'Event with add to calendar' },
    { id: 'calendlyBlock', title: 'Book a meeting (Calendly)', integration: 'scheduling' },
    { id: 'zoomBlock', title: 'Zoom Webinar Registration', integration: 'videoMeeting' },
  ]),
  ...block('elements', 'Elements', [
    { id: 'simpleHeading', title: 'Heading', popular: true },
    { id: 'simpleParagraph', title: 'Paragraph', popular: true },
    { id: 'normalButton', title: 'Button', popular: true },
    { id: 'normalImage', title: 'Image' },
    { id: 'divider', title: 'Divider' },
    { id: 'spacer', title: 'Spacer' },
    { id: 'socialMediaWithBlock', title: 'Social media icons' },
    { id: 'bulletList', title: 'Bulleted list' },
    { id: 'numberedList', title: 'Numbered list' },
    { id: 'table3x3', title: 'Table (3 × 3)' },
    { id: 'linkBarWithBlock', title: 'Link bar' },
  ]),
  ...block('layouts', 'Layouts', [
    { id: 'textWithButton', title: 'Text with button', popular: true },
    { id: 'col1x1_8', title: 'One column with image', popular: true },
    { id: 'g5', title: 'Image left, text right' },
    { id: 'col2x1_1', title: 'Two equal columns', popular: true },
    { id: 'col2x1_4', title: 'Narrow and wide columns' },
    { id: 'blogArticleL', title: 'Blog article, image left' },
    { id: 'col3x1_1', title: 'Three equal columns' },
  ]),
];

const blocksDir = resolve(import.meta.dirname, 'blocks');

/** Where a block's thumbnail is served from: a file of the web app (apps/web/public). */
export const readyBlockThumbnail = (id: string): string => `/blocks/thumbnails/${id}.png`;

export const findReadyBlock = (id: string): ReadyBlock | undefined => READY_BLOCKS.find((b) => b.id === id);

/** The block's MJML as written, images still under `ASSET_URL_TOKEN`. */
export const readReadyBlockSource = (entry: ReadyBlock): Promise<string> =>
  readFile(resolve(blocksDir, entry.category, `${entry.id}.mjml`), 'utf8');

/** The block's MJML with its images at the app's public address. */
export const loadReadyBlock = async (entry: ReadyBlock, appUrl: string): Promise<string> =>
  (await readReadyBlockSource(entry)).replaceAll(ASSET_URL_TOKEN, appUrl);

export const toBlockEntry = (entry: ReadyBlock): BlockEntry => ({
  blockCategory: entry.category,
  value: entry.id,
  imgSrc: readyBlockThumbnail(entry.id),
  tag: entry.tag,
  title: entry.title,
  popular: entry.popular === true,
  integration: entry.integration ?? null,
});

/** Which version of a block its committed thumbnail shows (see scripts/draw-block-thumbnails.ts). */
export const readyBlockHash = (mjml: string): string =>
  createHash('sha256').update(mjml).digest('hex').slice(0, 16);
