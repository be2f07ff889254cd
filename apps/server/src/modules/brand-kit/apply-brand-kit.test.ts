import { describe, expect, it } from 'vitest';
import type { BrandKitAttributes } from '@sendwell/contracts';
import { defaultBrandKit, socialIcon } from '@sendwell/domain';
import { GALLERY_TEMPLATES, loadGalleryTemplate } from '../template-gallery/gallery-catalogue';
import { renderMjml } from '../templates/render-mjml';
import { applyBrandKit } from './apply-brand-kit';

const publishedKit = (): BrandKitAttributes => {
  const kit = defaultBrandKit();
  for (const section of Object.values(kit)) section.isPublished = true;
  kit.typography.defaultFont = ['Work Sans', 'Arial', 'sans-serif'];
  kit.colors.primary = [{ hex: '#C2410C', alpha: 100 }];
  kit.colors.linkColor = { hex: '#1D4ED8', alpha: 100 };
  kit.buttons.default.primary = {
    ...kit.buttons.default.primary,
    fill: '#15803D',
    color: '#FFFFFF',
    border: { ...kit.buttons.default.primary.border, borderRadius: '12px' },
  };
  kit.logos.header = {
    type: 'upload',
    src: 'https://app.example/api/editor/images/a/logo.png',
    link: 'https://lumen.example',
    altText: 'Lumen & Co',
    sameFooter: true,
  };
  kit.social.default = [
    socialIcon('instagram', 'https://instagram.com/lumen'),
    socialIcon('tiktok', 'https://tiktok.com/@lumen'),
  ];
  kit.social.shape = 'circle';
  kit.addressAndPrivacyPolicy = {
    isPublished: true,
    address: 'Bahnhofstrasse 1 <Zürich>',
    privacyPolicy: 'Privacy: https://lumen.example/privacy',
  };
  return kit;
};

describe('applyBrandKit', () => {
  it('changes nothing while no section is published', async () => {
    const { mjml } = (await loadGalleryTemplate(GALLERY_TEMPLATES[3]!.id))!;
    expect(applyBrandKit(mjml, defaultBrandKit())).toBe(mjml);
  });

  it('gives every gallery template the published kit, and each still renders without problems', async () => {
    const kit = publishedKit();
    for (const template of GALLERY_TEMPLATES) {
      const { mjml } = (await loadGalleryTemplate(template.id))!;
      const branded = applyBrandKit(mjml, kit);
      const before = await renderMjml(mjml);
      const after = await renderMjml(branded);
      expect(
        after.problems.length,
        `${template.slug}: ${JSON.stringify(after.problems)}`,
      ).toBeLessThanOrEqual(before.problems.length);
      expect(after.html, template.slug).toContain('Work Sans');
      expect(after.html, template.slug).toContain('https://app.example/api/editor/images/a/logo.png');
      expect(after.html, template.slug).toContain('https://instagram.com/lumen');
      expect(after.html, template.slug).toContain('Bahnhofstrasse 1 &lt;Zürich&gt;');
      if (mjml.split('<mj-body')[1]!.includes('<mj-button'))
        expect(after.html.toLowerCase(), template.slug).toContain('#15803d');
    }
  }, 120_000);

  it('applies only the sections that are published', async () => {
    const kit = publishedKit();
    kit.logos.isPublished = false;
    kit.social.isPublished = false;
    const { mjml } = (await loadGalleryTemplate(GALLERY_TEMPLATES[5]!.id))!;
    const { html } = await renderMjml(applyBrandKit(mjml, kit));
    expect(html).not.toContain('logo.png');
    expect(html).not.toContain('instagram.com/lumen');
    expect(html).toContain('Work Sans');
  });
});
