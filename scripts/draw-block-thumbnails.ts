/**
 * Draws the building blocks' pictures into apps/web/public/blocks: the sample images the ready-made blocks show
 * (only those missing, or all with --images), and one thumbnail per block. Thumbnails are drawn here, once per
 * change of a block, and committed: the blocks page then shows plain static images, with no browser or MJML
 * rendering on any request. thumbnails.json records which version of each block its picture shows; a unit test
 * fails when a block changes without a new picture.
 *
 *   npm run blocks:thumbnails
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { mjmlDocument, renderMjml } from '../apps/server/src/modules/templates/render-mjml';
import { CHROMIUM_FLAGS } from '../apps/server/src/platform/html-snapshots';
import {
  ASSET_URL_TOKEN,
  BLOCK_PREVIEW_HEAD,
  READY_BLOCKS,
  readReadyBlockSource,
  readyBlockHash,
} from '../apps/server/src/modules/template-blocks/ready-blocks';
import { BLOCK_IMAGES } from './block-images';

const root = resolve(import.meta.dirname, '..');
const publicDir = resolve(root, 'apps/web/public');
const imagesDir = resolve(publicDir, 'blocks/images');
const thumbnailsDir = resolve(publicDir, 'blocks/thumbnails');
const manifestPath = resolve(root, 'apps/server/src/modules/template-blocks/thumbnails.json');
const ORIGIN = 'http://assets.invalid';
/** The blocks are drawn at the e-mail's width and stored at three quarters of it: sharp on a card of ~215 CSS px at 2x. */
const PAGE_WIDTH = 600;
const SCALE = 0.75;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  await mkdir(imagesDir, { recursive: true });
  await mkdir(thumbnailsDir, { recursive: true });

  const redrawImages = process.argv.includes('--images');
  for (const image of BLOCK_IMAGES) {
    const file = resolve(imagesDir, image.file);
    if (existsSync(file) && !redrawImages) continue;
    const page = await browser.newPage({ viewport: { width: image.width, height: image.height } });
    await page.setContent(`<!doctype html><html><body style="margin:0">${image.html}</body></html>`);
    const isJpeg = extname(image.file) === '.jpg';
    await writeFile(
      file,
      await page.screenshot({
        type: isJpeg ? 'jpeg' : 'png',
        ...(isJpeg ? { quality: 82 } : { omitBackground: true }),
      }),
    );
    await page.close();
    console.log(`image ${image.file}`);
  }

  const manifest: Record<string, string> = {};
  const context = await browser.newContext({
    viewport: { width: PAGE_WIDTH, height: 200 },
    deviceScaleFactor: SCALE,
    javaScriptEnabled: false,
  });
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN || !url.pathname.startsWith('/blocks/images/')) return route.abort();
    return route.fulfill({ path: resolve(publicDir, `.${url.pathname}`) });
  });
  for (const entry of READY_BLOCKS) {
    const source = await readReadyBlockSource(entry);
    const { html } = await renderMjml(
      mjmlDocument([source.replaceAll(ASSET_URL_TOKEN, ORIGIN)], BLOCK_PREVIEW_HEAD),
    );
    const page = await context.newPage();
    // The page is served from the same fake origin, so its images load through the route above.
    await page.route(`${ORIGIN}/`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
    // MJML centres a 600 px body in a page with margins; only the block itself is kept.
    await writeFile(
      resolve(thumbnailsDir, `${entry.id}.png`),
      await page.locator('body > div').first().screenshot({ type: 'png' }),
    );
    await page.close();
    manifest[entry.id] = readyBlockHash(source);
  }
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${READY_BLOCKS.length} thumbnails in ${thumbnailsDir}`);
} finally {
  await browser.close();
}
