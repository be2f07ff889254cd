import { z } from 'zod';
import { BRAND_KIT_SECTION_TITLES, BrandKitMessages, type BrandKitSection } from '@sendwell/contracts';
import {
  brandFromWebsite,
  defaultBrandKit,
  fillUnpublished,
  readWebsitePage,
  type LogoCandidate,
} from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { defineJob } from '../../platform/jobs';
import { SafeFetchError, safeFetch, type SafeFetchOptions } from '../../platform/safe-fetch';
import { uploadEditorImage } from '../template-editor/upload-editor-image';
import { finishBrandKitImport, lockBrandKit, writeBrandKitAttributes } from './brand-kit.repository';

export const brandKitImportJob = defineJob({
  name: 'brand-kit-import',
  payload: z.object({ accountId: z.string().uuid(), url: z.string().url() }),
  // A reading that failed says why; the marketer asks again rather than waiting on retries.
  retryLimit: 0,
  expireInSeconds: 5 * 60,
});

const MB = 1024 * 1024;
/** The page and what it links are read within these limits (issue 21: 2 MB, 10 s, 5 redirects). */
const MAX_STYLESHEETS = 3;
const MAX_LOGO_TRIES = 5;

const decode = (body: Buffer, contentType: string): string => {
  const charset = /charset=([^;]+)/i.exec(contentType)?.[1]?.trim().replace(/^"|"$/g, '') ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
};

/** The linked stylesheets that can be read; one that cannot is skipped, the page's own styles still count. */
const readStylesheets = async (urls: readonly string[], options: SafeFetchOptions): Promise<string[]> => {
  const sheets = await Promise.all(
    urls.slice(0, MAX_STYLESHEETS).map((url) =>
      safeFetch(url, { ...options, accept: 'text/css,*/*;q=0.1' }).then(
        (sheet) => decode(sheet.body, sheet.contentType),
        () => null,
      ),
    ),
  );
  return sheets.filter((sheet): sheet is string => sheet !== null);
};

/**
 * The first logo candidate that is really a png, jpg or gif of at most 1 MB, kept in our own storage as an
 * upload would be, so the kit does not depend on the website staying as it is.
 */
const keepFirstLogo = async (
  ctx: AppContext,
  accountId: string,
  candidates: readonly LogoCandidate[],
  options: SafeFetchOptions,
): Promise<LogoCandidate | null> => {
  for (const candidate of candidates.slice(0, MAX_LOGO_TRIES)) {
    try {
      const image = await safeFetch(candidate.url, {
        ...options,
        maxBytes: MB,
        accept: 'image/png,image/jpeg,image/gif',
      });
      const { url } = await uploadEditorImage(ctx, { accountId, bytes: image.body });
      return { ...candidate, url };
    } catch {
      // Not reachable, too large or not an image we can show: the next candidate.
    }
  }
  return null;
};

const summary = (host: string, sections: readonly BrandKitSection[]): string =>
  sections.length === 0
    ? BrandKitMessages.importNothing(host)
    : BrandKitMessages.importFilled(
        host,
        sections.map((section) => BRAND_KIT_SECTION_TITLES[section]).join(', '),
      );

/** Reads the website and writes what it says into the kit's unpublished sections; published ones stay as they are. */
export const handleBrandKitImport = async (
  ctx: AppContext,
  payload: z.infer<typeof brandKitImportJob.payload>,
) => {
  const { accountId, url } = payload;
  const options: SafeFetchOptions = { allowLoopback: ctx.config.websiteFetchAllowLoopback };
  try {
    const page = await safeFetch(url, options);
    if (!/html/i.test(page.contentType)) throw new SafeFetchError(BrandKitMessages.importNotHtml);
    const reading = readWebsitePage(decode(page.body, page.contentType), page.url);
    const [stylesheets, logo] = await Promise.all([
      readStylesheets(reading.stylesheetUrls, options),
      keepFirstLogo(ctx, accountId, reading.logos, options),
    ]);
    const suggestions = brandFromWebsite(reading, stylesheets, logo ? [logo] : []);
    await ctx.db.transaction().execute(async (trx) => {
      const row = await lockBrandKit(trx, accountId, defaultBrandKit());
      const { attributes, filled } = fillUnpublished(row.attributes, suggestions);
      if (filled.length > 0) await writeBrandKitAttributes(trx, accountId, attributes);
      await finishBrandKitImport(trx, accountId, {
        status: 'done',
        message: summary(new URL(page.url).host, filled),
        sections: filled,
      });
    });
  } catch (error) {
    if (!(error instanceof SafeFetchError))
      ctx.log.error({ err: error, accountId }, 'brand kit import failed');
    const message = error instanceof SafeFetchError ? error.message : BrandKitMessages.importFailed;
    await finishBrandKitImport(ctx.db, accountId, { status: 'failed', message, sections: [] });
  }
};
