import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLANK_TEMPLATE_ID,
  GALLERY_USE_CASES,
  GalleryMessages,
  TEMPLATE_PREVIEW_CSP,
  TEXT_ONLY_TEMPLATE_ID,
  templateGalleryRoutes,
} from '@sendwell/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUpUser, type SignedUpUser } from '../../../test/users';
import { GALLERY_TEMPLATES } from './gallery-catalogue';

let t: TestApp;
let clock = new Date('2026-06-01T12:00:00Z');
let auckland: SignedUpUser;
let losAngeles: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  auckland = await signUpUser(t.app, { timezone: 'Pacific/Auckland' });
  losAngeles = await signUpUser(t.app, { timezone: 'America/Los_Angeles' });
});
afterAll(async () => {
  await t?.close();
});

const list = async (user: SignedUpUser) => {
  const response = await user.browser.call(templateGalleryRoutes.defaultTemplates, {
    query: { version: '3' },
  });
  expect(response.status).toBe(200);
  return response.data.data;
};

describe('GET /api/getDefaultTemplates?version=3', () => {
  it('lists the blank template as the default (order 0), the text-only one at 0.5, then at least 40 templates', async () => {
    const templates = await list(auckland);
    expect(templates[0]).toMatchObject({ id: BLANK_TEMPLATE_ID, order: 0 });
    expect(templates[1]).toMatchObject({ id: TEXT_ONLY_TEMPLATE_ID, order: 0.5 });
    const listed = templates.slice(2);
    expect(listed.length).toBeGreaterThanOrEqual(40);
    expect(listed.every((template) => template.id >= 100 && template.useCases.length > 0)).toBe(true);
    expect(templates.map((template) => template.order)).toEqual(
      [...templates.map((template) => template.order)].sort((a, b) => a - b),
    );
    expect(listed[0]).toMatchObject({ createdBy: 'Sendwell', community: false });
  });

  it("calls a template new for 14 days counted in the account's timezone", async () => {
    const newest = GALLERY_TEMPLATES.filter((template) => template.listed).reduce((a, b) =>
      a.addedOn >= b.addedOn ? a : b,
    );
    const added = Date.parse(`${newest.addedOn}T00:00:00Z`);
    const isNew = async (user: SignedUpUser) =>
      (await list(user)).find((template) => template.id === newest.id)!.isNew;

    clock = new Date(added + 3 * 86_400_000);
    expect(await isNew(auckland)).toBe(true);
    // 23:00 UTC on the 13th day after: already the 14th day in Auckland, still the 13th in Los Angeles.
    clock = new Date(added + 13 * 86_400_000 + 23 * 3_600_000);
    expect(await isNew(auckland)).toBe(false);
    expect(await isNew(losAngeles)).toBe(true);
    expect((await list(losAngeles)).find((template) => template.id === BLANK_TEMPLATE_ID)!.isNew).toBe(false);
  });

  it('answers 400 to a version it does not serve', async () => {
    const response = await auckland.browser.request({
      method: 'GET',
      url: '/api/getDefaultTemplates?version=2',
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/getDefaultTemplates/filters', () => {
  it('offers every use case, both layouts and the features and styles the templates have', async () => {
    const response = await auckland.browser.call(templateGalleryRoutes.filters, {});
    expect(response.status).toBe(200);
    const filters = response.data.templateGalleryFilters;
    expect(filters.useCases).toEqual([...GALLERY_USE_CASES]);
    expect(filters.layouts).toEqual(['Single Column', 'Multi Column']);
    expect(filters.features).toEqual(
      expect.arrayContaining([
        'Countdown',
        'Coupon',
        'Product grid',
        'Social links',
        'Survey link',
        'Video thumbnail',
      ]),
    );
    expect(filters.styles).toEqual(['Minimal', 'Bold', 'Elegant', 'Playful', 'Corporate']);
    expect(filters.createdBy).toEqual(['Sendwell']);
  });
});

describe('GET /api/editor/default-template/:id/preview', () => {
  it('serves the template rendered from its MJML under the sandboxing Content-Security-Policy', async () => {
    const response = await auckland.browser.call(templateGalleryRoutes.preview, { params: { id: 100 } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(TEMPLATE_PREVIEW_CSP);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.text).toMatch(/^<!doctype html>/i);
    expect(response.text).toContain('20% off everything for the garden');
    // Merge tags show their defaults, links go nowhere.
    expect(response.text).toContain('Hi there,');
    expect(response.text).not.toContain('{{');
    expect(response.text).toContain('href="#"');
  });

  it('previews the blank template too', async () => {
    const response = await auckland.browser.call(templateGalleryRoutes.preview, {
      params: { id: BLANK_TEMPLATE_ID },
    });
    expect(response.status).toBe(200);
    expect(response.text).toContain('Start writing here.');
  });

  it('answers 404 to an unknown template and 400 to an id that is not one', async () => {
    const unknown = await auckland.browser.call(templateGalleryRoutes.preview, { params: { id: 99 } });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(GalleryMessages.templateNotFound);
    const bad = await auckland.browser.request({
      method: 'GET',
      url: '/api/editor/default-template/abc/preview',
    });
    expect(bad.status).toBe(400);
  });
});
