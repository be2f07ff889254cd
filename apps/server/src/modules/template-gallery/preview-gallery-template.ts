import { Liquid } from 'liquidjs';
import { GalleryMessages } from '@sendwell/contracts';
import { NotFoundError } from '../../platform/errors';
import { renderMjml } from '../templates/render-mjml';
import { loadGalleryTemplate } from './gallery-catalogue';

const liquid = new Liquid();
/** The links a template points at (`{{ shop_url }}`, `{{ unsubscribe_url }}`) go nowhere in a preview. */
const LINK_TAG = /\{\{\s*([a-z_]+_url)\s*\}\}/g;

/** The catalogue never changes while the server runs, so each template is rendered once. */
const rendered = new Map<number, Promise<string>>();

const render = async (id: number): Promise<string> => {
  const loaded = await loadGalleryTemplate(id);
  if (!loaded) throw new NotFoundError(GalleryMessages.templateNotFound);
  const { html } = await renderMjml(loaded.mjml);
  // The preview shows merge tags as a contact without data would see them: with their defaults.
  const links = Object.fromEntries([...loaded.mjml.matchAll(LINK_TAG)].map(([, name]) => [name, '#']));
  return liquid.parseAndRender(html, links);
};

/** GET /api/editor/default-template/{id}/preview: the gallery template as the page an iframe shows. */
export const previewGalleryTemplate = (id: number): Promise<string> => {
  const known = rendered.get(id);
  if (known) return known;
  const page = render(id);
  rendered.set(id, page);
  page.catch(() => rendered.delete(id));
  return page;
};
