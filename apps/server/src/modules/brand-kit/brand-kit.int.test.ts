import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLANK_TEMPLATE_ID,
  BrandKitMessages,
  brandKitRoutes as routes,
  templateBlockRoutes,
  templateEditorRoutes,
  type BrandKit,
  type BrandKitAttributes,
} from '@sendwell/contracts';
import { defaultBrandKit } from '@sendwell/domain';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { WEBSITE_FIXTURES, serveWebsite, type FixtureSite } from '../../../test/website-fixtures';
import { SafeFetchMessages } from '../../platform/safe-fetch';

describe('brand kit', () => {
  const t = useTestApp({ env: { WEBSITE_FETCH_ALLOW_LOOPBACK: 'true' } });
  const owner = useOwner(t, 'each test');
  const sites: Record<keyof typeof WEBSITE_FIXTURES, FixtureSite> = {} as never;
  beforeAll(async () => {
    for (const name of Object.keys(WEBSITE_FIXTURES) as (keyof typeof WEBSITE_FIXTURES)[]) {
      sites[name] = await serveWebsite(WEBSITE_FIXTURES[name]);
    }
  });
  afterAll(() => Promise.all(Object.values(sites).map((site) => site.close())));

  const kit = async (): Promise<BrandKit> => (await owner.browser.call(routes.get, {})).data;

  /** Starts reading `url` and waits until the background job is done with it. */
  const importFrom = async (url: string): Promise<BrandKit> => {
    const started = await owner.browser.call(routes.importFromWebsite, { body: { url } });
    expect(started.status).toBe(202);
    expect(started.data.import.status).toBe('running');
    await expect.poll(async () => (await kit()).import?.status, { timeout: 20_000 }).not.toBe('running');
    return kit();
  };

  it('starts with every section unpublished and new templates taking it on', async () => {
    expect(await kit()).toEqual({ attributes: defaultBrandKit(), version: 0, import: null });
    expect(
      (await owner.browser.call(routes.getStatus, { query: { templateCustomisationEnabled: 'true' } })).data,
    ).toEqual({
      applyBrandLibrary: true,
      itemId: '',
    });
    const off = await owner.browser.call(routes.setStatus, {
      body: { applyBrandLibrary: false, itemId: 'status-1' },
    });
    expect(off.data).toEqual({ applyBrandLibrary: false, itemId: 'status-1' });
    expect((await owner.browser.call(routes.getStatus, {})).data.applyBrandLibrary).toBe(false);
  });

  it('publishes a section, keeps the version, and refuses a save from a stale version', async () => {
    const attributes = defaultBrandKit();
    attributes.colors.isPublished = true;
    attributes.colors.primary.push({ hex: '#15803D', alpha: 80 });
    const saved = await owner.browser.call(routes.save, {
      body: { attributes, source: 'colors', version: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.version).toBe(1);
    expect((await kit()).attributes.colors).toEqual(attributes.colors);

    const stale = await owner.browser.call(routes.save, {
      body: { attributes: defaultBrandKit(), source: 'colors', version: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe(BrandKitMessages.staleVersion);
    expect((await kit()).attributes.colors.isPublished).toBe(true);
  });

  it('refuses invalid links when publishing, a ninth colour, bad hex and unsafe text, naming the field', async () => {
    const social = defaultBrandKit();
    social.social.isPublished = true;
    social.social.default[0]!.href = 'https://facebook.com/lumen';
    const badLink = await owner.browser.call(routes.save, {
      body: { attributes: social, source: 'social', version: 0 },
    });
    expect(badLink.status).toBe(400);
    expect(badLink.error.message).toBe('Invalid URL');
    expect(badLink.error.fields).toEqual({
      'attributes.social.default.1.href': 'Invalid URL',
      'attributes.social.default.2.href': 'Invalid URL',
    });

    const nine = defaultBrandKit();
    nine.colors.primary = Array.from({ length: 9 }, () => ({ hex: '#123456', alpha: 100 }));
    const tooMany = await owner.browser.call(routes.save, {
      body: { attributes: nine, source: 'colors', version: 0 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain(BrandKitMessages.tooManyColors);

    const hex = defaultBrandKit();
    hex.colors.linkColor = { hex: '#12345G', alpha: 100 };
    expect(
      (await owner.browser.call(routes.save, { body: { attributes: hex, source: 'colors', version: 0 } }))
        .status,
    ).toBe(400);

    const unsafe = defaultBrandKit();
    unsafe.addressAndPrivacyPolicy.address = 'Main St\u0000';
    const nul = await owner.browser.call(routes.save, {
      body: { attributes: unsafe, source: 'addressAndPrivacyPolicy', version: 0 },
    });
    expect(nul.status).toBe(400);
    expect(nul.text).toContain('attributes.addressAndPrivacyPolicy.address');
    unsafe.addressAndPrivacyPolicy.address = 'Main St \uD800';
    expect(
      (
        await owner.browser.call(routes.save, {
          body: { attributes: unsafe, source: 'addressAndPrivacyPolicy', version: 0 },
        })
      ).status,
    ).toBe(400);
    expect(await kit()).toMatchObject({ version: 0 });
  });

  it('refuses a 300-character text in a field that holds less, naming the field; emoji and a Turkish i are kept as typed', async () => {
    const long = 'x'.repeat(300);
    const refusals = [
      [
        'logos',
        'attributes.logos.header.altText',
        (a: BrandKitAttributes) => (a.logos.header.altText = long),
        BrandKitMessages.tooLong('Alternative text', 200),
      ],
      [
        'typography',
        'attributes.typography.h1.size.desktop',
        (a: BrandKitAttributes) => (a.typography.h1.size.desktop = long),
        BrandKitMessages.tooLong('Size', 20),
      ],
      [
        'buttons',
        'attributes.buttons.default.primary.value',
        (a: BrandKitAttributes) => (a.buttons.default.primary.value = long),
        BrandKitMessages.tooLong('Button text', 60),
      ],
      [
        'buttons',
        'attributes.buttons.default.primary.border.borderRadius',
        (a: BrandKitAttributes) => (a.buttons.default.primary.border.borderRadius = long),
        BrandKitMessages.tooLong('Radius', 20),
      ],
      [
        'buttons',
        'attributes.buttons.default.primary.fontWeight',
        (a: BrandKitAttributes) => (a.buttons.default.primary.fontWeight = 1e300),
        BrandKitMessages.fontWeightInvalid,
      ],
      [
        'buttons',
        'attributes.buttons.default.primary.lineHeight',
        (a: BrandKitAttributes) => (a.buttons.default.primary.lineHeight = 1e300),
        BrandKitMessages.lineHeightInvalid,
      ],
      [
        'addressAndPrivacyPolicy',
        'attributes.addressAndPrivacyPolicy.address',
        (a: BrandKitAttributes) => (a.addressAndPrivacyPolicy.address = '😀'.repeat(1001)),
        BrandKitMessages.tooLong('Address', 1000),
      ],
      [
        'addressAndPrivacyPolicy',
        'attributes.addressAndPrivacyPolicy.privacyPolicy',
        (a: BrandKitAttributes) => (a.addressAndPrivacyPolicy.privacyPolicy = `İ${'ı'.repeat(150)}\u0000`),
        'must not contain a NUL character',
      ],
    ] as const;
    for (const [source, field, change, message] of refusals) {
      const attributes = defaultBrandKit();
      change(attributes);
      const refused = await owner.browser.call(routes.save, { body: { attributes, source, version: 0 } });
      expect(refused.status, field).toBe(400);
      expect(refused.error.fields?.[field], field).toContain(message);
    }
    expect(await kit()).toMatchObject({ version: 0, attributes: defaultBrandKit() });

    // Within the limits, any text is kept as it was typed: 300 characters of footer, emoji, a Turkish dotted i.
    const attributes = defaultBrandKit();
    attributes.addressAndPrivacyPolicy.address = `İstanbul 😀 ${long}`;
    attributes.logos.header.altText = 'Işık 👩🏽‍💻';
    const saved = await owner.browser.call(routes.save, {
      body: { attributes, source: 'addressAndPrivacyPolicy', version: 0 },
    });
    expect(saved.status).toBe(200);
    expect((await kit()).attributes.addressAndPrivacyPolicy.address).toBe(`İstanbul 😀 ${long}`);
    expect((await kit()).attributes.logos.header.altText).toBe('Işık 👩🏽‍💻');
  });

  it("fills the unpublished sections from a shop's website, keeping its logo in our own storage", async () => {
    const published = defaultBrandKit();
    published.typography.isPublished = true;
    published.typography.defaultFont = ['Verdana', 'sans-serif'];
    await owner.browser.call(routes.save, {
      body: { attributes: published, source: 'typography', version: 0 },
    });

    const after = await importFrom(`${sites.shop.url}/`);
    expect(after.import).toMatchObject({ status: 'done', url: `${sites.shop.url}/` });
    expect(after.import!.sections).toEqual([
      'logos',
      'colors',
      'buttons',
      'social',
      'addressAndPrivacyPolicy',
    ]);
    expect(after.import!.message).toBe(
      BrandKitMessages.importFilled(
        new URL(sites.shop.url).host,
        'Brand logos, Colors, Buttons, Social links, Footer text',
      ),
    );
    expect(after.version).toBe(2);
    const { attributes } = after;
    expect(attributes.typography.defaultFont).toEqual(['Verdana', 'sans-serif']);
    expect(attributes.colors.primary[0]).toEqual({ hex: '#C2410C', alpha: 100 });
    expect(attributes.colors.linkColor).toEqual({ hex: '#1D4ED8', alpha: 100 });
    expect(attributes.buttons.default.primary.fill).toBe('#C2410C');
    expect(attributes.social.default.map((icon) => [icon.alt, icon.href])).toEqual([
      ['instagram', 'https://www.instagram.com/lumencoffee/'],
      ['linkedin', 'https://www.linkedin.com/company/lumen'],
    ]);
    expect(attributes.addressAndPrivacyPolicy.address).toBe('Bahnhofstrasse 1, Zürich, 8001');
    expect(attributes.logos.header.altText).toBe('Lumen Coffee');
    const logo = new URL(attributes.logos.header.src);
    expect(logo.pathname).toMatch(
      new RegExp(`^/api/editor/images/${owner.user.accountId}/[0-9a-f-]{36}\\.png$`),
    );
    const image = await t.app.inject({ method: 'GET', url: logo.pathname });
    expect(image.statusCode).toBe(200);
    expect(
      Object.values(attributes).every((section) => section === attributes.typography || !section.isPublished),
    ).toBe(true);
  });

  it('skips a logo that is not an image, reads inline styles, and follows a redirect to a Latin-1 page', async () => {
    // Typed without a scheme, the address is read as https, which the fixture does not speak: it fails clearly.
    const typed = await importFrom(sites.blog.url.replace('http://', ''));
    expect(typed.import).toMatchObject({
      status: 'failed',
      url: `${sites.blog.url.replace('http://', 'https://')}/`,
    });
    expect(typed.import?.message).toMatch(/^The website could not be reached/);

    const fromBlog = await importFrom(`${sites.blog.url}/`);
    expect(fromBlog.import).toMatchObject({ status: 'done' });
    expect(fromBlog.attributes.colors.primary[0]).toEqual({ hex: '#7C3AED', alpha: 100 });
    expect(fromBlog.attributes.typography.defaultFont).toEqual(['Georgia', 'Times New Roman', 'serif']);
    expect(fromBlog.attributes.addressAndPrivacyPolicy.address).toBe('12 Rue de Rivoli, Paris');
    expect(fromBlog.attributes.logos.header.src).toMatch(/\/api\/editor\/images\/.+\.png$/);

    const moved = await importFrom(`${sites.moved.url}/`);
    expect(moved.import).toMatchObject({ status: 'done' });
    expect(moved.attributes.colors.primary[0]).toEqual({ hex: '#0E7490', alpha: 100 });
    expect(moved.attributes.logos.header.altText).toBe('Café Olé');
  });

  it('says why a hostile or unreadable site gave nothing, and leaves the kit as it was', async () => {
    const cases: [string, string][] = [
      ['/metadata', SafeFetchMessages.privateAddress],
      ['/loop', SafeFetchMessages.tooManyRedirects],
      ['/huge', SafeFetchMessages.tooLarge('2 MB')],
      ['/report.pdf', BrandKitMessages.importNotHtml],
    ];
    for (const [path, message] of cases) {
      const after = await importFrom(`${sites.hostile.url}${path}`);
      expect(after.import, path).toMatchObject({ status: 'failed', message, sections: [] });
      expect(after.attributes, path).toEqual(defaultBrandKit());
      expect(after.version, path).toBe(0);
    }
    for (const url of ['', 'not a site', 'javascript:alert(1)', 'ftp://example.com']) {
      const refused = await owner.browser.call(routes.importFromWebsite, { body: { url } });
      expect(refused.status, url).toBe(400);
    }
  });

  it('gives a template opened from the gallery the published sections, unless applying the kit is off', async () => {
    const open = async () => {
      const loaded = await owner.browser.call(templateEditorRoutes.loadTemplate, {
        body: { id: BLANK_TEMPLATE_ID },
      });
      expect(loaded.status).toBe(200);
      return loaded.data.data.templateJSON.mjml;
    };
    const plain = await open();
    const attributes = defaultBrandKit();
    attributes.typography = {
      ...attributes.typography,
      isPublished: true,
      defaultFont: ['Work Sans', 'Arial', 'sans-serif'],
    };
    attributes.addressAndPrivacyPolicy = {
      isPublished: true,
      address: 'Bahnhofstrasse 1, Zürich',
      privacyPolicy: '',
    };
    attributes.social.default[0]!.href = 'https://facebook.com/lumen';
    await owner.browser.call(routes.save, { body: { attributes, source: 'typography', version: 0 } });

    const branded = await open();
    expect(branded).toContain(`font-family="'Work Sans', Arial, sans-serif"`);
    expect(branded).toContain('Bahnhofstrasse 1, Zürich');
    // The social section is not published, so its links stay out.
    expect(branded).not.toContain('facebook.com/lumen');

    await owner.browser.call(routes.setStatus, { body: { applyBrandLibrary: false, itemId: '' } });
    expect(await open()).toBe(plain);
  });

  it('gives a template assembled from blocks the logo and footer text too, and leaves saved templates alone', async () => {
    const blocks = ['hero-image-cta', 'footer-simple'];
    const open = async (body: { id: number; blocks?: string[] }) => {
      const loaded = await owner.browser.call(templateEditorRoutes.loadTemplate, { body });
      expect(loaded.status).toBe(200);
      return loaded.data.data.templateJSON.mjml;
    };
    const plain = await open({ id: BLANK_TEMPLATE_ID, blocks });
    const hero = (await owner.browser.call(templateBlockRoutes.blockData, { params: { id: blocks[0]! } }))
      .data.data.mjml;
    // Before any section is published, the blocks are the frame's body and nothing else.
    expect(plain.split('<mj-body')[1]).toContain(hero.trim());

    // A template the account saved before publishing.
    const made = await owner.browser.call(templateEditorRoutes.createTemplate, {
      body: { name: 'Made before the kit', mjml: plain },
    });
    expect(made.status).toBe(201);

    const attributes = defaultBrandKit();
    attributes.logos = {
      ...attributes.logos,
      isPublished: true,
      header: {
        type: 'static',
        src: 'https://lumen.example/logo.png',
        link: 'https://lumen.example',
        altText: 'Lumen Coffee',
        sameFooter: true,
      },
    };
    attributes.addressAndPrivacyPolicy = {
      isPublished: true,
      address: 'Bahnhofstrasse 1, Zürich',
      privacyPolicy: 'https://lumen.example/privacy',
    };
    attributes.typography = {
      ...attributes.typography,
      isPublished: true,
      defaultFont: ['Georgia', 'serif'],
    };
    const saved = await owner.browser.call(routes.save, {
      body: { attributes, source: 'logos', version: 0 },
    });
    expect(saved.status).toBe(200);

    const branded = await open({ id: BLANK_TEMPLATE_ID, blocks });
    const body = branded.split('<mj-body')[1]!;
    expect(body).toContain('src="https://lumen.example/logo.png"');
    expect(body).toContain('alt="Lumen Coffee"');
    expect(body).toContain('Bahnhofstrasse 1, Zürich<br/>https://lumen.example/privacy');
    expect(branded).toContain('font-family="Georgia, serif"');
    // The blocks stay, in the order chosen, between the logo and the footer text.
    const at = (text: string) => body.indexOf(text);
    expect(at('lumen.example/logo.png')).toBeGreaterThan(-1);
    expect(at('lumen.example/logo.png')).toBeLessThan(at('Bring the outdoors in'));
    expect(at('Bring the outdoors in')).toBeLessThan(at('Bahnhofstrasse'));
    const rendered = await owner.browser.call(templateEditorRoutes.createTemplate, {
      body: { name: 'From blocks', mjml: branded },
    });
    const html = await owner.browser.call(templateEditorRoutes.getHtml, {
      query: { templateId: rendered.data.id },
    });
    expect(html.data.htmlContent).toContain('https://lumen.example/logo.png');
    expect(html.data.htmlContent).toContain('Bahnhofstrasse 1, Zürich');

    // The template made before publishing is not restyled.
    const before = await owner.browser.call(templateEditorRoutes.loadTemplate, {
      query: { type: 'SAVED' },
      body: { id: made.data.id },
    });
    expect(before.data.data.templateJSON.mjml).toBe(plain);

    // Unknown blocks are refused; with applying off the blocks come back as they were.
    const unknown = await owner.browser.call(templateEditorRoutes.loadTemplate, {
      body: { id: BLANK_TEMPLATE_ID, blocks: ['no-such-block'] },
    });
    expect(unknown.status).toBe(404);
    await owner.browser.call(routes.setStatus, { body: { applyBrandLibrary: false, itemId: '' } });
    expect(await open({ id: BLANK_TEMPLATE_ID, blocks })).toBe(plain);
  });
});
