import { describe, expect, it } from 'vitest';
import {
  BLOCK_MJML_MAX_BYTES,
  TEMPLATE_PREVIEW_CSP,
  TemplateBlockMessages,
  templateBlockListRoutes as listRoutes,
  templateBlockRoutes as routes,
} from '@sendwell/contracts';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { signInNewMember, signUpUser } from '../../../test/users';
import { READY_BLOCKS } from './ready-blocks';

const section = (text: string) =>
  `<mj-section><mj-column><mj-text>${text}</mj-text></mj-column></mj-section>`;

describe('building blocks', () => {
  const t = useTestApp();
  const owner = useOwner(t, 'each test');

  it('lists every ready-made block with its thumbnail, and the template blocks are assembled on', async () => {
    const answer = (await owner.browser.call(listRoutes.catalogue, {})).data;
    expect(answer.defaultTemplateId).toBe(1);
    expect(answer.data).toHaveLength(READY_BLOCKS.length);
    expect(answer.data).toContainEqual({
      blockCategory: 'elements',
      value: 'simpleHeading',
      imgSrc: '/blocks/thumbnails/simpleHeading.png',
      tag: 'Elements',
      title: 'Heading',
      popular: true,
      integration: null,
    });
  });

  it("gives a ready-made block's MJML with its images at the app's address", async () => {
    const answer = await owner.browser.call(routes.blockData, { params: { id: 'hero-image-cta' } });
    expect(answer.data.data).toMatchObject({
      id: 'hero-image-cta',
      category: 'hero',
      name: 'Image, headline and button',
    });
    expect(answer.data.data.mjml).toContain(`src="${t.ctx.config.appUrl}/blocks/images/hero-garden.jpg"`);
    expect(answer.data.data.mjml).not.toContain('%ASSET_URL%');
  });

  it('answers 404 for a block id that does not exist', async () => {
    for (const id of ['no-such-block', 'saved-999999999', 'saved-abc', '#freeze#nothing']) {
      const answer = await owner.browser.call(routes.blockData, { params: { id } });
      expect(answer.status, id).toBe(404);
      expect(answer.error.message).toBe(TemplateBlockMessages.notFound);
    }
  });

  it('saves a section as a block, lists it newest first and gives it back', async () => {
    const first = await owner.browser.call(routes.saveBlock, {
      body: { name: 'Winter banner', mjml: section('Winter') },
    });
    expect(first.status).toBe(201);
    const second = await owner.browser.call(routes.saveBlock, {
      body: { name: 'Spring banner', mjml: ` ${section('Spring')}\n` },
    });
    const saved = (await owner.browser.call(listRoutes.savedBlocks, {})).data.data;
    expect(saved.map((block) => [block.id, block.name])).toEqual([
      [second.data.id, 'Spring banner'],
      [first.data.id, 'Winter banner'],
    ]);
    expect(saved[0]!.thumbnailPath).toBe(`/api/editor/blocks/${second.data.id}/preview`);
    expect(Date.parse(saved[0]!.lastUpdated)).not.toBeNaN();

    const data = await owner.browser.call(routes.blockData, { params: { id: second.data.id } });
    expect(data.data.data).toEqual({
      id: second.data.id,
      name: 'Spring banner',
      category: 'saved',
      mjml: section('Spring'),
    });

    const preview = await owner.browser.request({ method: 'GET', url: saved[0]!.thumbnailPath });
    expect(preview.status).toBe(200);
    expect(preview.headers['content-security-policy']).toBe(TEMPLATE_PREVIEW_CSP);
    expect(preview.text).toContain('Spring');
    // Drawn with the blank template's fonts: nothing is fetched from a web font service.
    expect(preview.text).not.toContain('fonts.googleapis.com');
  });

  it("answers 404 for another account's saved block, and does not list it", async () => {
    const other = await signUpUser(t.app);
    const { id } = (
      await other.browser.call(routes.saveBlock, { body: { name: 'Theirs', mjml: section('Private') } })
    ).data;
    expect((await owner.browser.call(routes.blockData, { params: { id } })).status).toBe(404);
    expect(
      (await owner.browser.request({ method: 'GET', url: `/api/editor/blocks/${id}/preview` })).status,
    ).toBe(404);
    expect((await owner.browser.call(listRoutes.savedBlocks, {})).data.data).toEqual([]);
  });

  it('refuses a name already used in the account, with case folded in every language', async () => {
    await owner.browser.call(routes.saveBlock, { body: { name: 'Straße Banner', mjml: section('A') } });
    const clash = await owner.browser.call(routes.saveBlock, {
      body: { name: '  STRASSE banner ', mjml: section('B') },
    });
    expect(clash.status).toBe(409);
    expect(clash.error.message).toBe(TemplateBlockMessages.nameTaken);
    expect((await owner.browser.call(listRoutes.savedBlocks, {})).data.data).toHaveLength(1);
    // Another account may use the same name.
    const other = await signUpUser(t.app);
    expect(
      (await other.browser.call(routes.saveBlock, { body: { name: 'Straße Banner', mjml: section('C') } }))
        .status,
    ).toBe(201);
  });

  it('answers a clear 400 for MJML that is not a valid section, and stores nothing', async () => {
    const cases: [string, string][] = [
      ['<mj-column><mj-text>Loose</mj-text></mj-column>', TemplateBlockMessages.notSections],
      ['<p>Hello</p>', TemplateBlockMessages.notSections],
      [`${section('A')}</mj-body><mj-body>${section('B')}`, TemplateBlockMessages.notSections],
      [
        '<mj-section><mj-text>No column</mj-text></mj-section>',
        "The block's MJML is not valid: line 1, <mj-text>: mj-text cannot be used inside mj-section, only inside: mj-attributes, mj-column, mj-hero",
      ],
      [
        '<mj-section><mj-column><mj-button colour="red">Go</mj-button></mj-column></mj-section>',
        "The block's MJML is not valid: line 1, <mj-button>: Attribute colour is illegal",
      ],
    ];
    for (const [mjml, message] of cases) {
      const answer = await owner.browser.call(routes.saveBlock, { body: { name: 'Broken', mjml } });
      expect(answer.status, mjml).toBe(400);
      expect(answer.error.message, mjml).toBe(message);
    }
    expect((await owner.browser.call(listRoutes.savedBlocks, {})).data.data).toEqual([]);
  });

  it('refuses MJML over the size limit counted in bytes, and a bad name or character naming the field', async () => {
    const big = section('é'.repeat(BLOCK_MJML_MAX_BYTES / 2));
    const tooLarge = await owner.browser.call(routes.saveBlock, { body: { name: 'Big', mjml: big } });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.error.message).toBe(TemplateBlockMessages.mjmlTooLarge);
    const blank = await owner.browser.call(routes.saveBlock, { body: { name: '   ', mjml: section('A') } });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.error.fields ?? {})).toContain('name');
    const nul = await owner.browser.call(routes.saveBlock, {
      body: { name: 'Bad\u0000name', mjml: section('A') },
    });
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.error.fields ?? {})).toContain('name');
  });

  it('lets a member with limited access save and read blocks, as they may create templates', async () => {
    const limited = await signInNewMember(t, owner.accountId, { limitedAccess: true });
    const { id } = (
      await limited.call(routes.saveBlock, { body: { name: 'By a limited member', mjml: section('L') } })
    ).data;
    expect((await owner.browser.call(routes.blockData, { params: { id } })).status).toBe(200);
    expect((await limited.call(listRoutes.savedBlocks, {})).data.data.map((block) => block.id)).toEqual([id]);
  });

  it('gives integration blocks only to an account that has the integration', async () => {
    const calendly = await owner.browser.call(routes.blockData, { params: { id: 'calendlyBlock' } });
    expect(calendly.status).toBe(409);
    expect(calendly.error.message).toBe('Calendly Integration is missing');
    expect((await owner.browser.call(routes.blockData, { params: { id: 'zoomBlock' } })).status).toBe(409);
    expect((await owner.browser.call(routes.blockData, { params: { id: 'shopifyBlock' } })).status).toBe(409);
    await t.ctx.db
      .insertInto('store_connections')
      .values({
        account_id: owner.accountId,
        shop_domain: 'blocks.test',
        integration_version: 1,
        webhook_token: `token-${owner.accountId}`,
        shared_secret: 'secret',
        list_id: null,
        last_event_at: null,
        disconnected_at: null,
      })
      .execute();
    expect((await owner.browser.call(routes.blockData, { params: { id: 'shopifyBlock' } })).status).toBe(200);
    const freeze = (await owner.browser.call(listRoutes.freezeBlocks, {})).data.freezeBlocks;
    expect(freeze.find((block) => block.id === '#freeze#shopifyBlock')?.display).toBe(true);
    expect(freeze.find((block) => block.id === '#freeze#calendlyBlock')?.display).toBe(false);
  });

  it('lists the freeze blocks with their prefix, the single elements as basic blocks', async () => {
    const freeze = (await owner.browser.call(listRoutes.freezeBlocks, {})).data.freezeBlocks;
    expect(freeze).toHaveLength(READY_BLOCKS.length);
    expect(freeze).toContainEqual({
      id: '#freeze#normalButton',
      name: 'Button',
      type: 'elements',
      thumbnail: '/blocks/thumbnails/normalButton.png',
      isBasicBlock: true,
      display: true,
    });
    expect(freeze.find((block) => block.id === '#freeze#shopifyBlock')?.display).toBe(false);
    const data = await owner.browser.call(routes.blockData, { params: { id: '#freeze#normalButton' } });
    expect(data.data.data.id).toBe('normalButton');
  });
});
