import { BrandKitMessages, type BrandKitImport } from '@sendwell/contracts';
import { defaultBrandKit } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import { toBrandKit } from './brand-kit-record';
import { findBrandKit, startBrandKitImport } from './brand-kit.repository';
import { brandKitImportJob } from './brand-kit-import.job';

/** What the marketer typed as a website address: 'lumen.ch' means https://lumen.ch/. */
export const websiteAddress = (typed: string): string | null => {
  const text = typed.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
};

/**
 * Starts reading a website into the kit's unpublished sections, in the background; one reading at a time per
 * account (asking again while one runs answers the running one). Also used on sign-up with the e-mail's domain.
 */
export const requestBrandKitImport = async (
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  accountId: string,
  typed: string,
): Promise<{ import: BrandKitImport }> => {
  const url = websiteAddress(typed);
  if (!url)
    throw new BadRequestError(BrandKitMessages.importUrlInvalid, { url: BrandKitMessages.importUrlInvalid });
  const started = await startBrandKitImport(ctx.db, accountId, defaultBrandKit(), url);
  if (started)
    await ctx.jobs.send(
      brandKitImportJob,
      { accountId, url },
      { singletonKey: `brand-kit-import-${accountId}` },
    );
  // The reading just started (the job may already be done with it), or the one still running.
  return { import: toBrandKit(started ?? (await findBrandKit(ctx.db, accountId))).import! };
};
