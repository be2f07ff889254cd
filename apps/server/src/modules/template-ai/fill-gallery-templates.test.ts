import { describe, expect, it } from 'vitest';
import { TemplateBrief } from '@sendwell/contracts';
import { fillTemplateMjml, mjmlText, writeTemplateCopyOffline } from '@sendwell/domain';
import { GALLERY_TEMPLATES, loadGalleryTemplate } from '../template-gallery/gallery-catalogue';
import { renderMjml } from '../templates/render-mjml';

const copy = writeTemplateCopyOffline(
  TemplateBrief.parse({
    purpose: 'Announce our autumn open day at the Fernhill studio',
    offer: '10% off all pottery classes',
    audience: 'local makers',
  }),
  'Announcements',
);

/** Every design the writer may pick must take the copy: a headline, a body and a button, and still render. */
describe.each(
  GALLERY_TEMPLATES.filter((template) => template.listed).map((template) => [template.slug, template.id]),
)('the gallery template %s filled from a brief', (_, id) => {
  it('shows the headline, body and call to action, under the account name, and renders cleanly', async () => {
    const gallery = await loadGalleryTemplate(id);
    if (!gallery) throw new Error(`no gallery template ${id}`);
    const { mjml, filled } = fillTemplateMjml(gallery.mjml, copy, { name: 'Fernhill Studio' });
    expect(filled).toMatchObject({ headline: true, body: true, callToAction: true });
    const { html, problems } = await renderMjml(mjml);
    expect(problems).toEqual([]);
    expect(html).toContain(mjmlText(copy.headline));
    expect(html).toContain('We put this together with local makers in mind.');
    expect(html).toContain(copy.callToAction);
    expect(html).toContain('Fernhill Studio');
    expect(html).toContain('{{ unsubscribe_url }}');
  });
});
