import { describe, expect, it } from 'vitest';
import { renderMjml } from '../templates/render-mjml';
import { GALLERY_TEMPLATES, loadGalleryTemplate } from './gallery-catalogue';

describe('the gallery catalogue', () => {
  it('has unique ids and slugs', () => {
    expect(new Set(GALLERY_TEMPLATES.map((t) => t.id)).size).toBe(GALLERY_TEMPLATES.length);
    expect(new Set(GALLERY_TEMPLATES.map((t) => t.slug)).size).toBe(GALLERY_TEMPLATES.length);
  });

  it.each(GALLERY_TEMPLATES.map((t) => [t.slug, t.id] as const))(
    '%s renders through MJML without problems',
    async (_slug, id) => {
      const loaded = await loadGalleryTemplate(id);
      expect(loaded).toBeDefined();
      const { html, problems } = await renderMjml(loaded!.mjml);
      expect(problems).toEqual([]);
      expect(html).toMatch(/<table/);
    },
  );

  it('knows no template for an unknown id', async () => {
    expect(await loadGalleryTemplate(999_999)).toBeUndefined();
  });
});
