import { describe, expect, it } from 'vitest';
import { segmentLookupRoutes, TEMPLATE_PREVIEW_CSP, TemplateMessages, templateRoutes } from '@sendwell/contracts';
import { createUploadedTemplate, newDraftId, SIMPLE_AMP, SIMPLE_HTML, uploadTemplateFile, type TemplateFileOptions } from '../../../test/templates';
import { type SignedUpUser } from '../../../test/users';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t);
const other = useOwner(t);

const countRows = async (table: 'templates' | 'template_versions' | 'template_upload_files', accountId: string): Promise<number> =>
  Number(
    (await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).where('account_id', '=', accountId).executeTakeFirstOrThrow()).count,
  );

const activeTypes = async (user: SignedUpUser): Promise<string[]> =>
  (await user.browser.call(segmentLookupRoutes.activeEmailTypes, {})).data.emailTypes.map((type) => type.name);

describe('email types', () => {
  it('creates a type, lists it as active, and archives it', async () => {
    const created = await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: '  Product news ' } });
    expect(created.status).toBe(201);
    expect(created.data.emailType).toBe('Product news');
    expect(await activeTypes(owner)).toContain('Product news');

    expect((await owner.browser.call(templateRoutes.archiveEmailType, { body: { emailType: 'product NEWS' } })).status).toBe(200);
    expect(await activeTypes(owner)).not.toContain('Product news');
  });

  it('refuses an empty name, a name in use, and the name of an archived type in any case', async () => {
    const empty = await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.error.message).toBe(TemplateMessages.emailTypeRequired);

    await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: 'Événements' } });
    const again = await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: 'ÉVÉNEMENTS' } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(TemplateMessages.emailTypeExists('Événements'));

    await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: 'Receipts' } });
    await owner.browser.call(templateRoutes.archiveEmailType, { body: { emailType: 'Receipts' } });
    const archived = await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: 'receipts' } });
    expect(archived.status).toBe(409);
    expect(archived.error.message).toBe('"Receipts" email type already exists and is in archived state.');
  });

  it('keeps email types to their account', async () => {
    await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: 'Owner only' } });
    expect(await activeTypes(other)).not.toContain('Owner only');
    expect((await other.browser.call(templateRoutes.createEmailType, { body: { emailType: 'Owner only' } })).status).toBe(201);
  });
});

describe('uploading a template', () => {
  it('creates an HTML template from its uploaded file and uses the file up', async () => {
    const id = await createUploadedTemplate(owner.browser, { name: 'Spring sale 🌷 Frühling', emailType: 'Promotions' });
    const template = (await owner.browser.call(templateRoutes.getTemplate, { params: { id } })).data.data;
    expect(template).toMatchObject({
      id,
      name: 'Spring sale 🌷 Frühling',
      category: 'uploaded',
      hasAMP: false,
      type: 'HTML',
      version: 1,
      templateChannel: 'Promotions',
      createdBy: owner.user.id,
    });
    expect((await owner.browser.call(templateRoutes.previewV2, { params: { id } })).data).toEqual({ html: SIMPLE_HTML, amp: null });
    expect(await countRows('template_upload_files', owner.user.accountId)).toBe(0);
  });

  it('creates an AMP template with its HTML fallback', async () => {
    const id = await createUploadedTemplate(owner.browser, { name: 'Poll', emailType: 'Promotions', amp: SIMPLE_AMP });
    const template = (await owner.browser.call(templateRoutes.getTemplate, { params: { id } })).data.data;
    expect(template).toMatchObject({ hasAMP: true, type: 'AMP' });
    expect((await owner.browser.call(templateRoutes.previewV2, { params: { id } })).data).toEqual({ html: SIMPLE_HTML, amp: SIMPLE_AMP });
  });

  it('answers the file name and size of an upload', async () => {
    const upload = await uploadTemplateFile(owner.browser, { kind: 'HTML', draftId: newDraftId('HTML'), content: SIMPLE_HTML, fileName: 'spring.html' });
    expect(upload.status).toBe(200);
    expect(upload.json).toEqual({ status: 'uploaded', fileName: 'spring.html', size: Buffer.byteLength(SIMPLE_HTML) });
  });

  const refusals: [string, Omit<TemplateFileOptions, 'draftId'>, string][] = [
    ['a file that is not text/html', { kind: 'HTML', content: 'a,b\n1,2\n', fileName: 'contacts.csv', type: 'text/csv' }, TemplateMessages.invalidFileType],
    ['a PNG named .html', { kind: 'HTML', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xfe]) }, TemplateMessages.invalidFileType],
    ['plain text', { kind: 'HTML', content: 'just some words' }, TemplateMessages.noHtml],
    ['a 20 MB file', { kind: 'HTML', content: Buffer.alloc(20 * 1024 * 1024, 'a') }, TemplateMessages.fileTooLarge('2 MB')],
    ['a script', { kind: 'HTML', content: '<html><body><p>Hi</p><script>fetch("/api/user")</script></body></html>' }, TemplateMessages.scriptNotAllowed],
    ['a script in SVG', { kind: 'HTML', content: '<html><body><svg><script>alert(1)</script></svg></body></html>' }, TemplateMessages.scriptNotAllowed],
    ['a javascript: link', { kind: 'HTML', content: '<html><body><a href=" JaVa\tScRiPt:alert(1)">Buy</a></body></html>' }, TemplateMessages.javascriptLinkNotAllowed],
    ['an event handler', { kind: 'HTML', content: '<html><body><img src="https://example.com/a.png" onerror="alert(1)"></body></html>' }, TemplateMessages.eventHandlerNotAllowed],
    ['an iframe', { kind: 'HTML', content: '<html><body><iframe src="https://example.com"></iframe></body></html>' }, TemplateMessages.elementNotAllowed('iframe')],
    ['AMP without its boilerplate', { kind: 'AMP', content: SIMPLE_AMP.replace('<style amp4email-boilerplate>body{visibility:hidden}</style>', '') }, TemplateMessages.ampMissing('the amp4email-boilerplate style')],
    ['AMP without ⚡4email', { kind: 'AMP', content: SIMPLE_AMP.replace('⚡4email', '') }, TemplateMessages.ampNotAmp],
    ['AMP with its own script', { kind: 'AMP', content: SIMPLE_AMP.replace('</head>', '<script>alert(1)</script></head>') }, TemplateMessages.ampScriptNotAllowed],
    ['AMP with a component email forbids', { kind: 'AMP', content: SIMPLE_AMP.replace('<h1>', '<amp-video src="https://example.com/v.mp4"></amp-video><h1>') }, TemplateMessages.ampTagNotAllowed('amp-video')],
    ['AMP with an event handler', { kind: 'AMP', content: SIMPLE_AMP.replace('<h1>', '<h1 onclick="alert(1)">') }, TemplateMessages.eventHandlerNotAllowed],
    ['AMP over 200 KB', { kind: 'AMP', content: SIMPLE_AMP.replace('<h1>', `<p>${'x'.repeat(210 * 1024)}</p><h1>`) }, TemplateMessages.fileTooLarge('200 KB')],
  ];

  it.each(refusals)('refuses %s with a clear message and keeps nothing', async (_, file, message) => {
    const before = await countRows('template_upload_files', owner.user.accountId);
    const response = await uploadTemplateFile(owner.browser, { ...file, draftId: newDraftId(file.kind) });
    expect(response.status).toBe(400);
    expect(response.error.message).toBe(message);
    expect(await countRows('template_upload_files', owner.user.accountId)).toBe(before);
  });

  it('accepts AMP actions (the on attribute), which are not event handlers', async () => {
    const amp = SIMPLE_AMP.replace('<h1>', '<h1 on="tap:AMP.setState({a: 1})">');
    expect((await uploadTemplateFile(owner.browser, { kind: 'AMP', draftId: newDraftId('AMP'), content: amp })).status).toBe(200);
  });

  it('creates nothing without every file of the kind, with a bad name, or with an archived email type', async () => {
    const before = await countRows('templates', owner.user.accountId);
    const draftId = newDraftId('AMP');
    await uploadTemplateFile(owner.browser, { kind: 'AMP', draftId, content: SIMPLE_AMP });
    const create = (name: string, templateChannel: string, type: 'HTML' | 'AMP' = 'AMP') =>
      owner.browser.call(templateRoutes.createRawTemplate, { query: { type }, body: { templateId: draftId, name, templateChannel } });

    await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: 'Updates' } });
    const missing = await create('No fallback', 'Updates');
    expect(missing.status).toBe(400);
    expect(missing.error.message).toBe(TemplateMessages.missingFiles);

    await uploadTemplateFile(owner.browser, { kind: 'HTML', draftId, content: SIMPLE_HTML });
    const long = await create('x'.repeat(300), 'Updates');
    expect(long.status).toBe(400);
    expect(long.error.message).toBe('Template name cannot be more than 256 characters');

    await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: 'Old type' } });
    await owner.browser.call(templateRoutes.archiveEmailType, { body: { emailType: 'Old type' } });
    const archived = await create('With old type', 'Old type');
    expect(archived.status).toBe(409);
    expect(archived.error.message).toBe(TemplateMessages.archivedEmailType('Old type'));

    expect(await countRows('templates', owner.user.accountId)).toBe(before);
    // The files wait for a valid attempt.
    expect((await create('Finally', 'Updates')).status).toBe(201);
  });

  it("never uses another account's upload", async () => {
    const draftId = newDraftId('HTML');
    await uploadTemplateFile(other.browser, { kind: 'HTML', draftId, content: SIMPLE_HTML });
    await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: 'Promotions' } });
    const create = await owner.browser.call(templateRoutes.createRawTemplate, {
      query: { type: 'HTML' },
      body: { templateId: draftId, name: 'Stolen', templateChannel: 'Promotions' },
    });
    expect(create.status).toBe(400);
    expect(create.error.message).toBe(TemplateMessages.missingFiles);
  });
});

describe('previewing a template', () => {
  it('serves the HTML under a sandboxing Content-Security-Policy', async () => {
    const id = await createUploadedTemplate(owner.browser, { name: 'Preview me', emailType: 'Promotions' });
    const response = await owner.browser.call(templateRoutes.preview, { params: { templateId: id }, query: { type: 'HTML' } });
    expect(response.status).toBe(200);
    expect(response.text).toBe(SIMPLE_HTML);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toBe(TEMPLATE_PREVIEW_CSP);
    expect(csp.split(';').map((directive) => directive.trim())).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'self'"]));
    expect(csp).not.toContain('allow-scripts');
    expect(csp).not.toContain('allow-same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves AMP as a still page: no runtime, the body visible, amp-img as img', async () => {
    const id = await createUploadedTemplate(owner.browser, { name: 'AMP preview', emailType: 'Promotions', amp: SIMPLE_AMP });
    const response = await owner.browser.call(templateRoutes.preview, { params: { templateId: id }, query: { type: 'AMP' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toBe(TEMPLATE_PREVIEW_CSP);
    expect(response.text).not.toContain('<script');
    expect(response.text).not.toContain('amp4email-boilerplate');
    expect(response.text).toContain('<img src="https://example.com/one.png"');
    expect(response.text).toContain('Pick your favourite');
  });

  it("answers 404 for the AMP of an HTML-only template and for another account's template, never its content", async () => {
    const id = await createUploadedTemplate(owner.browser, { name: 'Private', emailType: 'Promotions' });
    expect((await owner.browser.call(templateRoutes.preview, { params: { templateId: id }, query: { type: 'AMP' } })).status).toBe(404);
    for (const response of [
      await other.browser.call(templateRoutes.preview, { params: { templateId: id }, query: { type: 'HTML' } }),
      await other.browser.call(templateRoutes.previewV2, { params: { id } }),
      await other.browser.call(templateRoutes.getTemplate, { params: { id } }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('Spring sale');
      expect(response.error.message).toBe(TemplateMessages.templateNotFound);
    }
  });
});

describe('managing templates', () => {
  it('renames a template and changes its email type, refusing an archived one and keeping the old', async () => {
    const id = await createUploadedTemplate(owner.browser, { name: 'Before', emailType: 'Promotions' });
    await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: 'Newsletter' } });
    const renamed = await owner.browser.call(templateRoutes.renameTemplate, { body: { templateId: id, name: 'После 🚀', templateChannel: 'newsletter' } });
    expect(renamed.data.data).toMatchObject({ name: 'После 🚀', templateChannel: 'Newsletter' });

    await owner.browser.call(templateRoutes.createEmailType, { body: { emailType: 'Retired' } });
    await owner.browser.call(templateRoutes.archiveEmailType, { body: { emailType: 'Retired' } });
    const refused = await owner.browser.call(templateRoutes.renameTemplate, { body: { templateId: id, name: 'Other', templateChannel: 'Retired' } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(TemplateMessages.archivedEmailType('Retired'));
    expect((await owner.browser.call(templateRoutes.getTemplate, { params: { id } })).data.data).toMatchObject({ name: 'После 🚀', templateChannel: 'Newsletter' });

    // A template keeps its type once archived, and may be renamed without changing it.
    await owner.browser.call(templateRoutes.archiveEmailType, { body: { emailType: 'Newsletter' } });
    const kept = await owner.browser.call(templateRoutes.renameTemplate, { body: { templateId: id, name: 'Kept', templateChannel: 'Newsletter' } });
    expect(kept.data.data).toMatchObject({ name: 'Kept', templateChannel: 'Newsletter' });
  });

  it('duplicates a template with its content and email type', async () => {
    const id = await createUploadedTemplate(owner.browser, { name: 'Original', emailType: 'Promotions', amp: SIMPLE_AMP });
    const copy = await owner.browser.call(templateRoutes.duplicateTemplate, { body: { templateId: id, name: 'Original Duplicate' } });
    expect(copy.status).toBe(201);
    const template = (await owner.browser.call(templateRoutes.getTemplate, { params: { id: copy.data.id } })).data.data;
    expect(template).toMatchObject({ name: 'Original Duplicate', category: 'uploaded', hasAMP: true, templateChannel: 'Promotions', version: 1 });
    expect((await owner.browser.call(templateRoutes.previewV2, { params: { id: copy.data.id } })).data).toEqual({ html: SIMPLE_HTML, amp: SIMPLE_AMP });
  });

  it('lists live templates with their response counts, newest change first, and drops archived ones', async () => {
    const first = await createUploadedTemplate(owner.browser, { name: 'Listed first', emailType: 'Promotions' });
    const second = await createUploadedTemplate(owner.browser, { name: 'Listed second', emailType: 'Promotions' });
    const listed = (await owner.browser.call(templateRoutes.responsesCount, {})).data.data;
    expect(listed.slice(0, 2).map((item) => item.template.id)).toEqual([second, first]);
    expect(listed[0]?.responseCount).toBe(0);

    const removed = await owner.browser.call(templateRoutes.removeTemplate, { body: { templateId: first } });
    expect(removed.data).toEqual({ templateId: first });
    const after = (await owner.browser.call(templateRoutes.responsesCount, {})).data.data.map((item) => item.template.id);
    expect(after).toContain(second);
    expect(after).not.toContain(first);
    expect((await owner.browser.call(templateRoutes.getTemplate, { params: { id: first } })).status).toBe(404);
    expect((await owner.browser.call(templateRoutes.removeTemplate, { body: { templateId: first } })).status).toBe(404);
    expect((await other.browser.call(templateRoutes.responsesCount, {})).data.data.map((item) => item.template.id)).not.toContain(second);
  });

  it("cannot rename, duplicate or remove another account's template", async () => {
    const id = await createUploadedTemplate(owner.browser, { name: 'Mine', emailType: 'Promotions' });
    for (const response of [
      await other.browser.call(templateRoutes.renameTemplate, { body: { templateId: id, name: 'Theirs' } }),
      await other.browser.call(templateRoutes.duplicateTemplate, { body: { templateId: id, name: 'Theirs' } }),
      await other.browser.call(templateRoutes.removeTemplate, { body: { templateId: id } }),
    ]) {
      expect(response.status).toBe(404);
    }
    expect((await owner.browser.call(templateRoutes.getTemplate, { params: { id } })).data.data.name).toBe('Mine');
  });
});
