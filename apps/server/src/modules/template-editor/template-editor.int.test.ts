import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  BLANK_TEMPLATE_ID,
  EDITOR_IMAGE_MAX_BYTES,
  EditorMessages,
  TEXT_ONLY_TEMPLATE_ID,
  templateEditorRoutes,
  templateRoutes,
} from '@sendwell/contracts';
import type { TestBrowser } from '../../../test/http-client';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { multipartBody } from '../../../test/multipart';
import { createUploadedTemplate } from '../../../test/templates';
import {
  BLANK_TEMPLATE_ID as CATALOGUE_BLANK_ID,
  TEXT_ONLY_TEMPLATE_ID as CATALOGUE_TEXT_ONLY_ID,
} from '../template-gallery/gallery-catalogue';
import { mjmlDocument } from '../templates/render-mjml';

const t = useTestApp();
const owner = useOwner(t);
const other = useOwner(t);

const routes = templateEditorRoutes;

const sectionWith = (text: string) =>
  `<mj-section><mj-column><mj-text>${text}</mj-text><mj-button href="https://example.com/shop">Shop now</mj-button></mj-column></mj-section>`;

const createTemplate = async (browser: TestBrowser, text: string) => {
  const created = await browser.call(routes.createTemplate, {
    body: { name: `Editor ${text}`, mjml: mjmlDocument([sectionWith(text)]) },
  });
  expect(created.status).toBe(201);
  return created.data;
};

const pngBytes = (): Buffer => {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return PNG.sync.write(png);
};

const uploadImage = (browser: TestBrowser, file: { name: string; content: Buffer; type: string }) => {
  const { body, contentType } = multipartBody({}, file);
  return browser.request({
    method: 'POST',
    url: routes.uploadImage.path,
    headers: { 'content-type': contentType },
    body,
  });
};

describe('opening a template in the editor', () => {
  it('uses the same ids for the blank and text-only templates as the gallery catalogue', () => {
    expect([BLANK_TEMPLATE_ID, TEXT_ONLY_TEMPLATE_ID]).toEqual([CATALOGUE_BLANK_ID, CATALOGUE_TEXT_ONLY_ID]);
  });

  it("opens a gallery template's document, the text-only one in text mode", async () => {
    const blank = await owner.browser.call(routes.loadTemplate, { body: { id: BLANK_TEMPLATE_ID } });
    expect(blank.status).toBe(200);
    expect(blank.data.id).toBe(BLANK_TEMPLATE_ID);
    expect(blank.data.data.isGalleryTemplate).toBe(true);
    expect(blank.data.data.templateJSON.format).toBe('mjml');
    expect(blank.data.data.templateJSON.mjml).toContain('Start writing here.');
    expect(blank.data.data.templateJSON.project).toBeUndefined();

    const text = await owner.browser.call(routes.loadTemplate, { body: { id: TEXT_ONLY_TEMPLATE_ID } });
    expect(text.data.data.templateJSON.project).toEqual({ mode: 'text' });
    expect(text.data.data.templateJSON.mjml).toContain('{{ first_name | default: "there" }}');

    const unknown = await owner.browser.call(routes.loadTemplate, { body: { id: 99_999 } });
    expect(unknown.status).toBe(404);
  });

  it("renders a gallery template's HTML on the server", async () => {
    const html = await owner.browser.call(routes.getHtml, {
      query: { templateId: BLANK_TEMPLATE_ID, newTemplate: 'true' },
    });
    expect(html.status).toBe(200);
    expect(html.data.hasAMP).toBe(false);
    expect(html.data.ampContent).toBeNull();
    expect(html.data.htmlContent).toContain('Start writing here.');
    expect(html.data.htmlContent).not.toContain('<mj-');
  });
});

describe('saving in the editor', () => {
  it('creates the template on the first save, then adds versions whose HTML the server renders', async () => {
    const first = await createTemplate(owner.browser, 'First draft');
    expect(first.version).toBe(1);

    const mjml = mjmlDocument([sectionWith('Second draft')]);
    const second = await owner.browser.call(routes.saveVersion, {
      params: { id: first.id },
      body: { mjml, project: { mode: 'visual' } },
    });
    expect(second.status).toBe(201);
    expect(second.data).toMatchObject({ id: first.id, version: 2 });

    const loaded = await owner.browser.call(routes.loadTemplate, {
      query: { type: 'SAVED' },
      body: { id: first.id },
    });
    expect(loaded.data).toEqual({
      id: first.id,
      data: {
        name: 'Editor First draft',
        isGalleryTemplate: false,
        templateJSON: { format: 'mjml', mjml, project: { mode: 'visual' } },
      },
    });

    const html = (await owner.browser.call(routes.getHtml, { query: { templateId: first.id } })).data
      .htmlContent;
    expect(html).toContain('Second draft');
    expect(html).not.toContain('First draft');
    expect(html).toContain('href="https://example.com/shop"');
    // What the dashboard previews is the same HTML.
    expect((await owner.browser.call(templateRoutes.previewV2, { params: { id: first.id } })).data.html).toBe(
      html,
    );

    const template = (await owner.browser.call(templateRoutes.getTemplate, { params: { id: first.id } })).data
      .data;
    expect(template).toMatchObject({ category: 'saved', version: 2 });
    const versions = await t.ctx.db
      .selectFrom('template_versions')
      .select('version')
      .where('account_id', '=', owner.user.accountId)
      .where('template_id', '=', first.id)
      .orderBy('version')
      .execute();
    expect(versions.map((row) => row.version)).toEqual([1, 2]);
  });

  it('refuses a document that is not MJML, naming the field, and keeps the current version', async () => {
    const { id } = await createTemplate(owner.browser, 'Kept');
    const bad = await owner.browser.call(routes.saveVersion, {
      params: { id },
      body: { mjml: '<p>not mjml</p>' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error.fields).toHaveProperty('mjml');
    const empty = await owner.browser.call(routes.saveVersion, { params: { id }, body: { mjml: '' } });
    expect(empty.error.message).toBe(EditorMessages.mjmlRequired);
    expect(
      (await owner.browser.call(routes.getHtml, { query: { templateId: id } })).data.htmlContent,
    ).toContain('Kept');
  });

  it('does not open or save an uploaded template', async () => {
    const id = await createUploadedTemplate(owner.browser, {
      name: 'Uploaded one',
      emailType: 'Newsletters',
    });
    const load = await owner.browser.call(routes.loadTemplate, { query: { type: 'SAVED' }, body: { id } });
    expect(load.status).toBe(400);
    expect(load.error.message).toBe('You can not edit the uploaded templates in the editor');
    const save = await owner.browser.call(routes.saveVersion, {
      params: { id },
      body: { mjml: mjmlDocument([sectionWith('x')]) },
    });
    expect(save.status).toBe(400);
    expect(save.error.message).toBe(EditorMessages.uploadedNotEditable);
  });

  it("answers 404 for another account's template, and changes nothing of it", async () => {
    const { id } = await createTemplate(other.browser, 'Not yours');
    const load = await owner.browser.call(routes.loadTemplate, { query: { type: 'SAVED' }, body: { id } });
    expect(load.status).toBe(404);
    expect((await owner.browser.call(routes.getHtml, { query: { templateId: id } })).status).toBe(404);
    const save = await owner.browser.call(routes.saveVersion, {
      params: { id },
      body: { mjml: mjmlDocument([sectionWith('Taken over')]) },
    });
    expect(save.status).toBe(404);
    const theirs = await other.browser.call(routes.getHtml, { query: { templateId: id } });
    expect(theirs.data.htmlContent).toContain('Not yours');
    expect(theirs.data.htmlContent).not.toContain('Taken over');
  });
});

describe('uploading images', () => {
  it('keeps a png and serves it, publicly, from its own address', async () => {
    const bytes = pngBytes();
    const uploaded = await uploadImage(owner.browser, {
      name: 'logo.png',
      content: bytes,
      type: 'image/png',
    });
    expect(uploaded.status).toBe(201);
    const { url } = uploaded.json as { url: string };
    const path = new URL(url).pathname;
    expect(path).toMatch(new RegExp(`^/api/editor/images/${owner.user.accountId}/[0-9a-f-]{36}\\.png$`));

    const anonymous = await t.app.inject({ method: 'GET', url: path });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(anonymous.rawPayload, bytes)).toBe(0);

    const elsewhere = await t.app.inject({
      method: 'GET',
      url: path.replace(owner.user.accountId, other.user.accountId),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('tells the type by the content: a gif named .png is kept as a gif, a text file named .png is refused', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const asGif = await uploadImage(owner.browser, { name: 'photo.png', content: gif, type: 'image/png' });
    expect(asGif.status).toBe(201);
    expect((asGif.json as { url: string }).url).toMatch(/\.gif$/);

    const text = await uploadImage(owner.browser, {
      name: 'photo.png',
      content: Buffer.from('hello, not an image'),
      type: 'image/png',
    });
    expect(text.status).toBe(400);
    expect(text.error.message).toBe(EditorMessages.imageInvalidType);

    const svg = await uploadImage(owner.browser, {
      name: 'logo.svg',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      type: 'image/svg+xml',
    });
    expect(svg.status).toBe(400);
  });

  it('refuses an image over 1 MB', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(EDITOR_IMAGE_MAX_BYTES)]);
    const refused = await uploadImage(owner.browser, { name: 'big.png', content: big, type: 'image/png' });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe('Image must be smaller than 1MB!');
  });

  it('asks for a file when the form has none', async () => {
    const { body, contentType } = multipartBody({ note: 'no file' });
    const none = await owner.browser.request({
      method: 'POST',
      url: routes.uploadImage.path,
      headers: { 'content-type': contentType },
      body,
    });
    expect(none.status).toBe(400);
    expect(none.error.message).toBe(EditorMessages.imageRequired);
  });
});
