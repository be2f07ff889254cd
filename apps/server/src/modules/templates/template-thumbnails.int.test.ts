import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_SIZE, TemplateMessages, templateRoutes, type Template } from '@sendwell/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUploadedTemplate } from '../../../test/templates';
import { signUpUser, type SignedUpUser } from '../../../test/users';
import type { TestBrowser } from '../../../test/http-client';
import { createHtmlSnapshots } from '../../platform/html-snapshots';
import { handleRenderTemplateThumbnail } from './render-template-thumbnail.job';
import { insertTemplate } from './templates.repository';

/** The system Chromium, always installed where the tests run (see scripts/check-chromium.mjs). */
const CHROMIUM = '/usr/bin/chromium';

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
/** A web server on this machine that counts every request a template's page makes to it. */
let bait: Server;
let baitHits = 0;
let baitUrl = '';

beforeAll(async () => {
  t = await createTestApp({ env: { CHROME_PATH: CHROMIUM } });
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
  bait = createServer((_request, response) => {
    baitHits++;
    response
      .writeHead(200, { 'content-type': 'image/svg+xml' })
      .end('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  await new Promise<void>((resolve) => bait.listen(0, '127.0.0.1', resolve));
  baitUrl = `http://127.0.0.1:${(bait.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => bait?.close(resolve));
});

const getTemplate = async (browser: TestBrowser, id: number): Promise<Template> =>
  (await browser.call(templateRoutes.getTemplate, { params: { id } })).data.data;

/** Waits for the worker to finish the template's thumbnail, one way or the other. */
const settledTemplate = async (browser: TestBrowser, id: number): Promise<Template> => {
  for (let attempt = 0; attempt < 300; attempt++) {
    const template = await getTemplate(browser, id);
    if (template.thumbnailStatus !== 'pending') return template;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The thumbnail of template ${id} was still pending after 30 seconds`);
};

const fetchImage = (browser: TestBrowser, url: string, headers: Record<string, string> = {}) =>
  browser.request({ method: 'GET', url, headers });

/** A page with one colour from top to bottom, and whatever else it is given. */
const pageIn = (colour: string, extra = '') =>
  `<!doctype html><html><head><style>html, body { margin: 0; height: 100%; background: ${colour}; }</style></head><body>${extra}<p>Colour test</p></body></html>`;

const ownerTemplate = (html: string) =>
  insertTemplate(t.ctx.db, {
    accountId: owner.user.accountId,
    name: 'Direct',
    category: 'uploaded',
    emailTypeId: null,
    createdBy: owner.user.id,
    content: { html, amp: null },
  });

const job = (templateId: number) => ({ accountId: owner.user.accountId, templateId });

describe('template thumbnails', () => {
  it('draws an uploaded template in the background and serves it as a card-sized PNG', async () => {
    const id = await createUploadedTemplate(owner.browser, {
      name: 'Blue sale',
      emailType: 'Offers',
      html: pageIn('#1d4ed8'),
    });
    const template = await settledTemplate(owner.browser, id);
    expect(template.thumbnailStatus).toBe('ready');
    expect(template.paths.thumbnailPath).toBe(`/api/templates/${id}/thumbnail?v=1`);

    const image = await fetchImage(owner.browser, template.paths.thumbnailPath!);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const png = PNG.sync.read(image.bytes);
    expect(png.width).toBe(THUMBNAIL_SIZE.imageWidth);
    expect(png.height).toBe(
      Math.round((THUMBNAIL_SIZE.pageHeight * THUMBNAIL_SIZE.imageWidth) / THUMBNAIL_SIZE.pageWidth),
    );
    // The template's own colour, drawn: #1d4ed8 is (29, 78, 216).
    const at = (4 * (png.width * 200 + 300)) as number;
    expect([png.data[at], png.data[at + 1], png.data[at + 2]]).toEqual([29, 78, 216]);

    // Without the version it must be revalidated; a matching ETag gets 304 and no body.
    const unversioned = await fetchImage(owner.browser, `/api/templates/${id}/thumbnail`);
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');
    const again = await fetchImage(owner.browser, `/api/templates/${id}/thumbnail`, {
      'if-none-match': String(unversioned.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('gives a duplicate its own thumbnail', async () => {
    const id = await createUploadedTemplate(owner.browser, {
      name: 'Green news',
      emailType: 'News',
      html: pageIn('#16a34a'),
    });
    const copy = (
      await owner.browser.call(templateRoutes.duplicateTemplate, {
        body: { templateId: id, name: 'Green news copy' },
      })
    ).data.id;
    const template = await settledTemplate(owner.browser, copy);
    expect(template.paths.thumbnailPath).toBe(`/api/templates/${copy}/thumbnail?v=1`);
    expect((await fetchImage(owner.browser, template.paths.thumbnailPath!)).status).toBe(200);
  });

  it("keeps each account's thumbnails to itself", async () => {
    const id = await createUploadedTemplate(owner.browser, {
      name: 'Private',
      emailType: 'Private',
      html: pageIn('#f97316'),
    });
    const template = await settledTemplate(owner.browser, id);
    const stranger = await fetchImage(other.browser, template.paths.thumbnailPath!);
    expect(stranger.status).toBe(404);
    expect(stranger.error.message).toBe(TemplateMessages.templateNotFound);
  });

  it('draws with scripts off and fetches nothing from the network', async () => {
    const id = await ownerTemplate(
      pageIn(
        '#dc2626',
        `<script>document.documentElement.style.background = '#000'; document.body.style.background = '#000';</script>
         <img src="${baitUrl}/pixel.svg" width="40" height="40" alt="">
         <link rel="stylesheet" href="${baitUrl}/style.css">
         <div style="background-image: url('${baitUrl}/background.png'); width: 40px; height: 40px"></div>`,
      ),
    );
    await handleRenderTemplateThumbnail(t.ctx, job(id));
    const template = await getTemplate(owner.browser, id);
    expect(template.thumbnailStatus).toBe('ready');
    const png = PNG.sync.read((await fetchImage(owner.browser, template.paths.thumbnailPath!)).bytes);
    const at = 4 * (png.width * 300 + 200);
    expect([png.data[at], png.data[at + 1], png.data[at + 2]]).toEqual([220, 38, 38]);
    expect(baitHits).toBe(0);
  });

  it('records a page that cannot be drawn as having no thumbnail, and does not try it again', async () => {
    const id = await ownerTemplate(pageIn('#a21caf'));
    // A page that is not drawn within the limit: what an enormous or broken document does.
    const impatient = createHtmlSnapshots({ executablePath: CHROMIUM, timeoutMs: 1 });
    try {
      await handleRenderTemplateThumbnail({ ...t.ctx, snapshots: impatient }, job(id));
    } finally {
      await impatient.close();
    }
    const template = await getTemplate(owner.browser, id);
    expect(template.thumbnailStatus).toBe('none');
    expect(template.paths.thumbnailPath).toBeNull();
    expect((await fetchImage(owner.browser, `/api/templates/${id}/thumbnail`)).status).toBe(404);
    // Run again (a retry, a duplicate job), it leaves the outcome alone.
    await handleRenderTemplateThumbnail(t.ctx, job(id));
    expect((await getTemplate(owner.browser, id)).thumbnailStatus).toBe('none');
  });

  it('is idempotent: a second run of a finished thumbnail changes nothing', async () => {
    const id = await ownerTemplate(pageIn('#0891b2'));
    await handleRenderTemplateThumbnail(t.ctx, job(id));
    const first = await t.ctx.db
      .selectFrom('templates')
      .select(['thumbnail_path', 'thumbnail_version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await handleRenderTemplateThumbnail(t.ctx, job(id));
    const second = await t.ctx.db
      .selectFrom('templates')
      .select(['thumbnail_path', 'thumbnail_version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(second).toEqual(first);
    expect(await t.ctx.storage.size(first.thumbnail_path!)).toBeGreaterThan(1000);
  });
});
