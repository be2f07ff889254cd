import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mjmlDocument, renderMjml } from '../templates/render-mjml';
import {
  ASSET_URL_TOKEN,
  findReadyBlock,
  loadReadyBlock,
  READY_BLOCKS,
  readReadyBlockSource,
  readyBlockHash,
  readyBlockThumbnail,
} from './ready-blocks';

const APP_URL = 'https://mail.example.com';
const webPublic = resolve(import.meta.dirname, '../../../../web/public');

describe('the ready-made blocks', () => {
  it('have unique ids, and a file for each entry and an entry for each file', async () => {
    expect(new Set(READY_BLOCKS.map((b) => b.id)).size).toBe(READY_BLOCKS.length);
    const dir = resolve(import.meta.dirname, 'blocks');
    const files: string[] = [];
    for (const category of await readdir(dir)) {
      for (const file of await readdir(resolve(dir, category))) files.push(`${category}/${file}`);
    }
    expect(files.sort()).toEqual(READY_BLOCKS.map((b) => `${b.category}/${b.id}.mjml`).sort());
  });

  it('offer at least four blocks in each main category', () => {
    const count = (categories: string[]) =>
      READY_BLOCKS.filter((b) => categories.includes(b.category)).length;
    for (const group of [
      ['header'],
      ['hero', 'editorial', 'highlights'],
      ['gallery'],
      ['product'],
      ['footer'],
      ['forms', 'simpleForms'],
      ['widgets'],
      ['elements'],
      ['layouts'],
    ])
      expect(count(group), group.join(', ')).toBeGreaterThanOrEqual(4);
  });

  it.each(READY_BLOCKS.map((b) => [b.id] as const))(
    '%s renders through MJML without problems',
    async (id) => {
      const mjml = await loadReadyBlock(findReadyBlock(id)!, APP_URL);
      expect(mjml).not.toContain(ASSET_URL_TOKEN);
      expect(mjml.trim()).toMatch(/^<mj-(section|wrapper)[\s>]/);
      const { html, problems } = await renderMjml(mjmlDocument([mjml]));
      expect(problems).toEqual([]);
      expect(html).toMatch(/<table/);
      // Every picture says what it shows, or says nothing on purpose (alt="") when it is decoration.
      expect(html.match(/<img\b[^>]*>/g)?.filter((img) => !/\balt="/.test(img)) ?? []).toEqual([]);
      for (const src of html.match(/src="[^"]*"/g) ?? [])
        expect(src).toMatch(/^src="https:\/\/mail\.example\.com\/blocks\/images\//);
    },
  );

  it('give every footer an unsubscribe link', async () => {
    for (const entry of READY_BLOCKS.filter((b) => b.category === 'footer')) {
      expect(await loadReadyBlock(entry, APP_URL), entry.id).toContain('href="{{ unsubscribe_url }}"');
    }
  });
});

describe("the ready-made blocks' thumbnails", () => {
  it('show the current version of every block (else run npm run blocks:thumbnails)', async () => {
    const manifest = JSON.parse(
      await readFile(resolve(import.meta.dirname, 'thumbnails.json'), 'utf8'),
    ) as Record<string, string>;
    for (const entry of READY_BLOCKS) {
      expect(manifest[entry.id], entry.id).toBe(readyBlockHash(await readReadyBlockSource(entry)));
      expect(existsSync(resolve(webPublic, `.${readyBlockThumbnail(entry.id)}`)), entry.id).toBe(true);
    }
  });

  it('have every image a block shows', async () => {
    for (const entry of READY_BLOCKS) {
      for (const [, path] of (await readReadyBlockSource(entry)).matchAll(/%ASSET_URL%(\/[^"]+)/g))
        expect(existsSync(resolve(webPublic, `.${path}`)), `${entry.id}: ${path}`).toBe(true);
    }
  });
});
