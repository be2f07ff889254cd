import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * The ready-made ("default") templates of the gallery (spec 3 §2.8, §4): their metadata here, their MJML
 * in templates/<slug>.mjml. Ids are stable: campaigns and links refer to them.
 */
export interface GalleryTemplate {
  id: number;
  slug: string;
  name: string;
  /** Shown in the gallery; the blank and text-only templates are reached from 'Start from scratch' and 'Create text only template'. */
  listed: boolean;
}

/** 'Start from scratch' and building blocks open the editor on this one (/app/editor/v3/{id}). */
export const BLANK_TEMPLATE_ID = 1;
/** 'Create text only template' opens the editor on this one. */
export const TEXT_ONLY_TEMPLATE_ID = 2;

export const GALLERY_TEMPLATES: readonly GalleryTemplate[] = [
  { id: BLANK_TEMPLATE_ID, slug: 'blank', name: 'Blank template', listed: false },
  { id: TEXT_ONLY_TEMPLATE_ID, slug: 'text-only', name: 'Text only template', listed: false },
];

const templatesDir = resolve(import.meta.dirname, 'templates');

export const findGalleryTemplate = (id: number): GalleryTemplate | undefined =>
  GALLERY_TEMPLATES.find((template) => template.id === id);

/** A gallery template with its MJML document; undefined for an unknown id. */
export const loadGalleryTemplate = async (
  id: number,
): Promise<{ template: GalleryTemplate; mjml: string } | undefined> => {
  const template = findGalleryTemplate(id);
  if (!template) return undefined;
  return { template, mjml: await readFile(resolve(templatesDir, `${template.slug}.mjml`), 'utf8') };
};
