import { describe, expect, it } from 'vitest';
import { BrandKitAttributes } from '@sendwell/contracts';
import { brandFromWebsite, emailFontStack } from './brand-from-website';
import { fontLabel } from './font-label';
import { defaultBrandKit } from './default-brand-kit';
import { fillUnpublished } from './fill-unpublished';
import { readWebsitePage } from './read-website';
import { brandKitProblems, websiteOfEmail } from './validate-brand-kit';

const SHOP = `<!doctype html><html><head>
  <title>Lumen Coffee — Roasters in Zürich</title>
  <meta name="theme-color" content="#C2410C">
  <meta property="og:image" content="/social/card.jpg">
  <link rel="apple-touch-icon" href="/apple-touch-icon.png">
  <link rel="icon" href="/favicon.png">
  <link rel="stylesheet" href="/css/site.css">
  <style>:root { --brand-green: #15803D; } body { font-family: "Playfair Display", Georgia, serif; color: #111; }</style>
  <script type="application/ld+json">{"@type":"Organization","address":{"streetAddress":"Bahnhofstrasse 1","addressLocality":"Zürich","postalCode":"8001","addressCountry":"CH"}}</script>
</head><body>
  <header class="site-header"><a href="/" class="brand"><img src="/img/wordmark.svg" alt="Lumen Coffee"></a></header>
  <main><p style="color: #C2410C">Fresh beans</p><a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a></main>
  <footer>
    <a href="https://www.instagram.com/lumencoffee/">Instagram</a>
    <a href="https://twitter.com/lumencoffee">Twitter</a>
    <a href="https://www.facebook.com/lumencoffee">Facebook</a>
    <a href="/legal/privacy">Datenschutz &amp; privacy</a>
  </footer>
</body></html>`;

const SHOP_CSS = `a { color: #1D4ED8 } .btn { background: #C2410C; } .btn:hover { background-color: rgb(194, 65, 12) }
  .card { border: 1px solid #e5e7eb; background: #fafafa } .muted { color: #6b7280 } h1 { font-family: 'Font Awesome 6 Free' }`;

describe('readWebsitePage', () => {
  it('reads the name, theme colour, stylesheets, links and address with absolute addresses', () => {
    const page = readWebsitePage(SHOP, 'https://lumen.example/');
    expect(page.siteName).toBe('Lumen Coffee');
    expect(page.themeColor).toBe('#C2410C');
    expect(page.stylesheetUrls).toEqual(['https://lumen.example/css/site.css']);
    expect(page.address).toBe('Bahnhofstrasse 1, Zürich, 8001, CH');
    expect(page.logos.map((logo) => logo.source)).toEqual([
      'logo-image',
      'apple-touch-icon',
      'og:image',
      'favicon',
    ]);
    expect(page.logos[0]).toEqual({
      source: 'logo-image',
      url: 'https://lumen.example/img/wordmark.svg',
      alt: 'Lumen Coffee',
    });
  });

  it('falls back to /favicon.ico and to the host name when the page names neither', () => {
    const page = readWebsitePage('<p>hello', 'https://www.plain.example/about');
    expect(page.logos).toEqual([
      { source: 'favicon', url: 'https://www.plain.example/favicon.ico', alt: '' },
    ]);
    expect(page.siteName).toBe('plain.example');
  });
});

describe('brandFromWebsite', () => {
  const page = readWebsitePage(SHOP, 'https://lumen.example/');
  const brand = brandFromWebsite(page, [SHOP_CSS]);

  it('takes the theme colour first, then used brand colours; greys are left out', () => {
    expect(brand.colors?.primary[0]).toEqual({ hex: '#C2410C', alpha: 100 });
    const all = [...brand.colors!.primary, ...brand.colors!.secondary].map((color) => color.hex);
    expect(all).toContain('#15803D');
    expect(all).not.toContain('#6B7280');
    expect(all).not.toContain('#FAFAFA');
    // rgb(194, 65, 12) is the theme colour again, not a second entry.
    expect(all.filter((hex) => hex === '#C2410C')).toHaveLength(1);
    expect(brand.colors?.linkColor).toEqual({ hex: '#1D4ED8', alpha: 100 });
  });

  it('maps the main font to a stack inboxes can show, skipping icon fonts', () => {
    expect(brand.defaultFont).toEqual(['Playfair Display', 'Georgia', 'Times New Roman', 'serif']);
    expect(fontLabel('Playfair Display')).toBe('web font');
    expect(fontLabel('Georgia')).toBe('email-safe font');
    expect(fontLabel('Segoe UI')).toBe('web-safe font');
    expect(emailFontStack(['-apple-system', 'Inter', 'sans-serif'])).toEqual([
      'Inter',
      'Arial',
      'Helvetica',
      'sans-serif',
    ]);
  });

  it("finds the brand's own social pages, not share buttons, and the footer's address and privacy link", () => {
    expect(brand.social).toEqual([
      { network: 'instagram', href: 'https://www.instagram.com/lumencoffee/' },
      { network: 'x', href: 'https://twitter.com/lumencoffee' },
      { network: 'facebook', href: 'https://www.facebook.com/lumencoffee' },
    ]);
    expect(brand.footer).toEqual({
      address: 'Bahnhofstrasse 1, Zürich, 8001, CH',
      privacyPolicy: 'Privacy policy: https://lumen.example/legal/privacy',
    });
    expect(brand.logo).toEqual({
      src: 'https://lumen.example/img/wordmark.svg',
      link: 'https://lumen.example',
      altText: 'Lumen Coffee',
    });
  });

  it('says nothing about what a page does not show', () => {
    expect(
      brandFromWebsite(readWebsitePage('<p style="color:#333">plain</p>', 'https://plain.example/'), [], []),
    ).toEqual({});
  });

  it('survives stylesheets that do not parse', () => {
    expect(() => brandFromWebsite(page, ['a { color: ', '}}}{{{'])).not.toThrow();
  });
});

describe('fillUnpublished', () => {
  const brand = brandFromWebsite(readWebsitePage(SHOP, 'https://lumen.example/'), [SHOP_CSS]);

  it('fills every unpublished section and leaves the result a valid kit', () => {
    const { attributes, filled } = fillUnpublished(defaultBrandKit(), brand);
    expect(filled).toEqual(['logos', 'typography', 'colors', 'buttons', 'social', 'addressAndPrivacyPolicy']);
    expect(BrandKitAttributes.safeParse(attributes).success).toBe(true);
    expect(attributes.buttons.default.primary.fill).toBe('#C2410C');
    expect(attributes.logos.header).toMatchObject({ type: 'static', sameFooter: true });
    expect(Object.values(attributes).every((section) => !section.isPublished)).toBe(true);
  });

  it('never changes a published section', () => {
    const kit = defaultBrandKit();
    kit.colors.isPublished = true;
    kit.social.isPublished = true;
    const { attributes, filled } = fillUnpublished(kit, brand);
    expect(attributes.colors).toEqual(kit.colors);
    expect(attributes.social).toEqual(kit.social);
    expect(filled).not.toContain('colors');
    expect(filled).not.toContain('social');
  });
});

describe('brandKitProblems and websiteOfEmail', () => {
  it('refuses to publish social links or logos with invalid addresses', () => {
    const kit = defaultBrandKit();
    kit.social.isPublished = true;
    kit.logos.isPublished = true;
    kit.logos.header = { ...kit.logos.header, type: 'static', src: 'not a url' };
    expect(brandKitProblems(kit)).toEqual([
      { field: 'attributes.social.default.0.href', message: 'Invalid URL' },
      { field: 'attributes.social.default.1.href', message: 'Invalid URL' },
      { field: 'attributes.social.default.2.href', message: 'Invalid URL' },
      { field: 'attributes.logos.header.src', message: 'Invalid URL' },
    ]);
    expect(brandKitProblems(defaultBrandKit())).toEqual([]);
  });

  it("reads a company's website from its address, never a mailbox provider's", () => {
    expect(websiteOfEmail('ana@Lumen-Coffee.ch')).toBe('https://lumen-coffee.ch/');
    expect(websiteOfEmail('ana@gmail.com')).toBeNull();
    expect(websiteOfEmail('ana@yahoo.fr')).toBeNull();
    expect(websiteOfEmail('nobody')).toBeNull();
    expect(websiteOfEmail('ana@example.com')).toBeNull();
    expect(websiteOfEmail('ana@shop.example')).toBeNull();
    expect(websiteOfEmail('ana@acme.test')).toBeNull();
  });
});
