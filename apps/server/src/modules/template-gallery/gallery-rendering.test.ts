import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { GALLERY_USE_CASES } from '@sendwell/contracts';
import { checkTemplate, isMarketingTemplate } from '@sendwell/domain/template-checker';
import { renderMjml } from '../templates/render-mjml';
import { GALLERY_TEMPLATES, loadGalleryTemplate } from './gallery-catalogue';
import { galleryThumbnailFingerprint } from './gallery-thumbnails';
import { previewGalleryTemplate } from './preview-gallery-template';

/**
 * The recommended rules, less those that forbid what e-mail HTML must do to render in Outlook, Gmail and Apple
 * Mail. Everything else (structure, unique ids, alt text, link text, table headers, valid attributes) stays on.
 */
const EMAIL_HTML: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Gmail and others drop or rewrite <style>, so e-mail CSS is inlined: MJML inlines it on purpose.
    'no-inline-style': 'off',
    // align, bgcolor, cellpadding and border on tables are what Outlook's Word engine lays out by.
    'no-deprecated-attr': 'off',
    // <!--[if mso]> blocks carry Outlook's ghost tables and fixed widths.
    'no-conditional-comment': 'off',
    // MJML wraps the body in a div with role="article" (as webmail clients expect) rather than an <article>,
    // which some clients strip.
    'prefer-native-element': 'off',
    // Formatting of the generated markup, not its meaning: MJML writes <!doctype html>, <br/> and indentation.
    'doctype-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
  },
};
const validator = new HtmlValidate(EMAIL_HTML);
/** The blank and text-only starting points have no title until the editor gives the template its name. */
const startingPointValidator = new HtmlValidate({
  ...EMAIL_HTML,
  rules: { ...EMAIL_HTML.rules, 'empty-title': 'off' },
});

const listed = GALLERY_TEMPLATES.filter((template) => template.listed);

const problemsOf = async (html: string, listedTemplate: boolean) => {
  const report = await (listedTemplate ? validator : startingPointValidator).validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`),
  );
};

describe('every gallery template renders to valid e-mail HTML', () => {
  it.each(GALLERY_TEMPLATES.map((template) => [template.slug, template] as const))(
    '%s',
    async (_slug, template) => {
      const loaded = await loadGalleryTemplate(template.id);
      const { html, problems } = await renderMjml(loaded!.mjml);
      expect(problems).toEqual([]);
      expect(await problemsOf(html, template.listed)).toEqual([]);
    },
  );

  // The ready-made templates are what marketers start from: the template checker finds nothing in them to fix
  // (its notes, worth a look but not wrong, may remain).
  it.each(listed.map((template) => [template.slug, template] as const))(
    '%s passes the template checker without a warning',
    async (_slug, template) => {
      const { html } = await renderMjml((await loadGalleryTemplate(template.id))!.mjml);
      const check = checkTemplate(html, {
        marketing: isMarketingTemplate({ useCases: template.useCases, templateChannel: null }),
      });
      expect(
        check.findings
          .filter((finding) => finding.severity === 'warning')
          .map((finding) => `${finding.kind}: ${finding.message} (${finding.where})`),
      ).toEqual([]);
    },
  );

  it('the validator does catch a broken e-mail', async () => {
    const { html } = await renderMjml(
      '<mjml><mj-head><mj-title>Broken</mj-title></mj-head><mj-body><mj-raw><img src="/a.png"></mj-raw><mj-section><mj-column><mj-text><a href="#"></a></mj-text></mj-column></mj-section></mj-body></mjml>',
    );
    const problems = await problemsOf(html, true);
    expect(problems.some((problem) => problem.startsWith('wcag/h37'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('wcag/h30'))).toBe(true);
  });
});

describe('the gallery catalogue as marketers see it', () => {
  it('holds at least 40 templates, several per use case, in both layouts', () => {
    expect(listed.length).toBeGreaterThanOrEqual(40);
    for (const useCase of GALLERY_USE_CASES)
      expect(
        listed.filter((template) => template.useCases.includes(useCase)).length,
        useCase,
      ).toBeGreaterThanOrEqual(3);
    expect(listed.some((template) => ['Single Column', 'Inverted Pyramid'].includes(template.layout))).toBe(
      true,
    );
    expect(listed.some((template) => ['Multi Column', 'Zig Zag'].includes(template.layout))).toBe(true);
    expect(
      listed.every((template) => template.id >= 100 && template.description && template.styles.length > 0),
    ).toBe(true);
    expect(listed.every((template) => /^\d{4}-\d{2}-\d{2}$/.test(template.addedOn))).toBe(true);
  });

  it.each(listed.map((template) => [template.slug, template.id] as const))(
    '%s has a preheader, a greeting merge tag, an unsubscribe link and loads nothing from elsewhere',
    async (_slug, id) => {
      const { mjml } = (await loadGalleryTemplate(id))!;
      expect(mjml).toMatch(/<mj-preview>[^<]{20,}<\/mj-preview>/);
      expect(mjml).toMatch(/<mj-title>[^<]+<\/mj-title>/);
      expect(mjml).toMatch(/\{\{ [a-z_]+ \| default: "[^"]+" \}\}/);
      expect(mjml).toContain('href="{{ unsubscribe_url }}"');
      expect(mjml).not.toMatch(/(src|background-url)="https?:/);
      expect(mjml).not.toMatch(/lorem ipsum/i);
      expect(mjml).not.toContain('<mj-social');
      for (const image of mjml.match(/<(mj-image|img)\b[^>]*>/g) ?? [])
        expect(image).toMatch(/\balt="[^"]+"/);
    },
  );
});

describe("the cards' pictures", () => {
  const dir = resolve(import.meta.dirname, '../../../../web/public/gallery');
  const fingerprints = JSON.parse(readFileSync(resolve(dir, 'fingerprints.json'), 'utf8')) as Record<
    string,
    string
  >;

  it.each(listed.map((template) => [template.slug, template.id] as const))(
    '%s has a picture drawn from its current rendering (else run npm run gallery:thumbnails)',
    async (_slug, id) => {
      expect(existsSync(resolve(dir, `${id}.png`))).toBe(true);
      expect(fingerprints[id]).toBe(galleryThumbnailFingerprint(await previewGalleryTemplate(id)));
    },
  );
});
