/*
 * Draws the gallery's card pictures: the top of each listed template's preview, as the preview route renders
 * it, into apps/web/public/gallery/<id>.png, with a fingerprint of the HTML each was drawn from. Run it after
 * changing or adding a gallery template: `npm run gallery:thumbnails` (the gallery tests say when it is due).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GALLERY_TEMPLATES } from '../apps/server/src/modules/template-gallery/gallery-catalogue';
import {
  GALLERY_THUMBNAIL_SIZE,
  galleryThumbnailFingerprint,
} from '../apps/server/src/modules/template-gallery/gallery-thumbnails';
import { previewGalleryTemplate } from '../apps/server/src/modules/template-gallery/preview-gallery-template';
import { createHtmlSnapshots } from '../apps/server/src/platform/html-snapshots';

const outDir = join(import.meta.dirname, '..', 'apps', 'web', 'public', 'gallery');
const snapshots = createHtmlSnapshots({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });

await mkdir(outDir, { recursive: true });
const fingerprints: Record<string, string> = {};
try {
  for (const template of GALLERY_TEMPLATES.filter((entry) => entry.listed)) {
    const html = await previewGalleryTemplate(template.id);
    await writeFile(
      join(outDir, `${template.id}.png`),
      await snapshots.capture(html, GALLERY_THUMBNAIL_SIZE),
    );
    fingerprints[template.id] = galleryThumbnailFingerprint(html);
    console.log(`${template.id} ${template.slug}`);
  }
  await writeFile(join(outDir, 'fingerprints.json'), `${JSON.stringify(fingerprints, null, 2)}\n`);
} finally {
  await snapshots.close();
}
