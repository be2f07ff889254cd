import { createHash } from 'node:crypto';
import { GALLERY_THUMBNAIL } from '@sendwell/contracts';

/**
 * The gallery's card pictures are drawn ahead of time (scripts/render-gallery-thumbnails.ts) and served with the
 * web app's static files: a card costs one small image, not a page to render, and the pictures never wait on the
 * server. Each is the top of the desktop preview, drawn at twice the card's size for sharp screens.
 */
export const GALLERY_THUMBNAIL_SIZE = {
  width: GALLERY_THUMBNAIL.pageWidth,
  height: GALLERY_THUMBNAIL.pageHeight,
  outputWidth: GALLERY_THUMBNAIL.imageWidth,
} as const;

/** What a picture was drawn from; a test compares it with today's rendering so a stale picture is noticed. */
export const galleryThumbnailFingerprint = (html: string): string =>
  createHash('sha256').update(html).digest('hex').slice(0, 16);
