import { z } from 'zod';
import { THUMBNAIL_SIZE } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BrowserUnavailableError, SnapshotFailedError } from '../../platform/html-snapshots';
import { defineJob, type Jobs } from '../../platform/jobs';
import { storeBytes } from '../../platform/storage';
import { findThumbnailSource, selectPendingThumbnails, setThumbnail } from './templates.repository';

export const renderTemplateThumbnailJob = defineJob({
  name: 'render-template-thumbnail',
  payload: z.object({ accountId: z.string().uuid(), templateId: z.number().int().positive() }),
  // A template that cannot be drawn is recorded as such, not retried: a retry is only for a lost database or browser.
  retryLimit: 2,
  expireInSeconds: 2 * 60,
});

type Payload = z.infer<typeof renderTemplateThumbnailJob.payload>;
type ThumbnailContext = Pick<AppContext, 'db' | 'storage' | 'snapshots' | 'log'>;

/** Where the image of one version of a template is kept; a new version gets a new key, so caches never mix them. */
export const thumbnailKey = (accountId: string, templateId: number, version: number) =>
  `thumbnails/${accountId}/${templateId}/${version}.png`;

/** Queues the drawing of a template's thumbnail; call it after each save that changes its content. */
export const queueTemplateThumbnail = async (
  jobs: Jobs,
  accountId: string,
  templateId: number,
): Promise<void> => {
  await jobs.send(
    renderTemplateThumbnailJob,
    { accountId, templateId },
    { singletonKey: `${accountId}:${templateId}` },
  );
};

let reportedUnavailable = false;

/**
 * Draws the current version of a template that is still pending, stores the image and points the template at
 * it. Run twice, it finds the thumbnail made and stops. A page that cannot be drawn, or no Chromium at all,
 * leaves the template with no thumbnail (its card keeps the placeholder) and the job ends without error.
 */
export const handleRenderTemplateThumbnail = async (
  ctx: ThumbnailContext,
  { accountId, templateId }: Payload,
): Promise<void> => {
  const source = await findThumbnailSource(ctx.db, accountId, templateId);
  if (!source || source.thumbnailStatus !== 'pending') return;
  let image: Buffer;
  try {
    image = await ctx.snapshots.capture(source.html, {
      width: THUMBNAIL_SIZE.pageWidth,
      height: THUMBNAIL_SIZE.pageHeight,
      outputWidth: THUMBNAIL_SIZE.imageWidth,
    });
  } catch (error) {
    if (!(error instanceof BrowserUnavailableError || error instanceof SnapshotFailedError)) throw error;
    if (error instanceof SnapshotFailedError) {
      ctx.log.warn(
        `Template ${templateId} of account ${accountId} could not be drawn for its thumbnail: ${error.message}`,
      );
    } else if (!reportedUnavailable) {
      reportedUnavailable = true;
      ctx.log.warn(
        `Template thumbnails are off: ${error.message}. Set CHROME_PATH to a Chromium binary to have them.`,
      );
    }
    await setThumbnail(ctx.db, accountId, templateId, {
      version: source.version,
      status: 'none',
      path: null,
    });
    return;
  }
  const key = thumbnailKey(accountId, templateId, source.version);
  await storeBytes(ctx.storage, key, image);
  if (
    await setThumbnail(ctx.db, accountId, templateId, { version: source.version, status: 'ready', path: key })
  ) {
    if (source.thumbnailPath && source.thumbnailPath !== key) await ctx.storage.remove(source.thumbnailPath);
    return;
  }
  // The content changed while it was drawn (its own job follows), or another run already recorded this image.
  const now = await findThumbnailSource(ctx.db, accountId, templateId);
  if (now?.thumbnailPath !== key) await ctx.storage.remove(key);
};

/** Thumbnails whose job was lost (a stop mid-way, templates from before thumbnails existed) are queued again. */
export const resumePendingThumbnails = async (ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<void> => {
  for (const pending of await selectPendingThumbnails(ctx.db, 1_000)) {
    await queueTemplateThumbnail(ctx.jobs, pending.accountId, pending.id);
  }
};
