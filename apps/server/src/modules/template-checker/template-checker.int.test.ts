import { describe, expect, it } from 'vitest';
import { buildPath, TEMPLATE_PREVIEW_CSP, templateCheckerRoutes } from '@sendwell/contracts';
import {
  PROBLEM_TEMPLATE,
  PROBLEM_TEMPLATE_KINDS,
} from '../../../../../packages/domain/test/template-checker-samples';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { createUploadedTemplate } from '../../../test/templates';
import { signUpUser } from '../../../test/users';
import { createMjmlTemplate } from '../templates/create-mjml-template';
import { mjmlDocument } from '../templates/render-mjml';

describe('GET /api/template/:id/check', () => {
  const t = useTestApp();
  const owner = useOwner(t, 'once');

  it("reports each problem of an uploaded template's HTML, with where it is and how to fix it", async () => {
    const id = await createUploadedTemplate(owner.browser, {
      name: 'Spring sale',
      emailType: 'Newsletter',
      html: PROBLEM_TEMPLATE,
    });
    const answer = await owner.browser.call(templateCheckerRoutes.check, { params: { id } });
    expect(answer.status).toBe(200);
    const check = answer.data.data;
    expect(check).toMatchObject({ marketing: true, clipLimitBytes: 102 * 1024 });
    expect(check.sizeBytes).toBe(Buffer.byteLength(PROBLEM_TEMPLATE));
    const kinds = new Set(check.findings.map((finding) => finding.kind));
    for (const kind of PROBLEM_TEMPLATE_KINDS) expect(kinds, kind).toContain(kind);
    expect(
      check.findings.find((finding) => finding.kind === 'link' && finding.message.includes('localhost')),
    ).toMatchObject({
      where: 'td > div > a "Voir la boutique"',
      line: 12,
    });
  });

  it('asks no unsubscribe link of a template whose email type is transactional', async () => {
    const id = await createUploadedTemplate(owner.browser, {
      name: 'Receipt',
      emailType: 'Transactional receipts',
      html: PROBLEM_TEMPLATE,
    });
    const check = (await owner.browser.call(templateCheckerRoutes.check, { params: { id } })).data.data;
    expect(check.marketing).toBe(false);
    expect(check.findings.some((finding) => finding.kind === 'unsubscribe')).toBe(false);
  });

  it('checks the HTML MJML renders for a saved template: a preview and an unsubscribe link leave nothing to warn about', async () => {
    const mjml = mjmlDocument(
      [
        `<mj-section background-color="#ffffff"><mj-column>
          <mj-text color="#1f2937">Bonjour Zoë, voici nos nouveautés 🎉</mj-text>
          <mj-button href="https://shop.example.com" background-color="#1d4ed8" color="#ffffff">Découvrir</mj-button>
          <mj-text color="#4b5563" font-size="12px"><a href="{{ unsubscribe_url }}" style="color:#4b5563">Se désinscrire</a></mj-text>
        </mj-column></mj-section>`,
      ],
      '<mj-preview>Nos nouveautés de printemps</mj-preview>',
    );
    const { id } = await createMjmlTemplate(t.ctx, {
      accountId: owner.accountId,
      userId: owner.user.id,
      name: 'Printemps',
      mjml,
    });
    const check = (await owner.browser.call(templateCheckerRoutes.check, { params: { id } })).data.data;
    expect(check.findings.filter((finding) => finding.severity === 'warning')).toEqual([]);
  });

  it("answers 404 for another account's template", async () => {
    const other = await signUpUser(t.app);
    const id = await createUploadedTemplate(other.browser, { name: 'Theirs', emailType: 'Newsletter' });
    expect((await owner.browser.call(templateCheckerRoutes.check, { params: { id } })).status).toBe(404);
  });
});

describe('GET /api/template/:id/check/dark-preview', () => {
  const t = useTestApp();
  const owner = useOwner(t, 'once');

  it('serves the dark-mode rendering under the same sandboxing headers as the preview', async () => {
    const id = await createUploadedTemplate(owner.browser, {
      name: 'Spring sale',
      emailType: 'Newsletter',
      html: PROBLEM_TEMPLATE,
    });
    const answer = await owner.browser.request({
      method: 'GET',
      url: buildPath(templateCheckerRoutes.darkPreview.path, { id }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toBe(TEMPLATE_PREVIEW_CSP);
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.text).toContain('background-color:#121212');
    expect(answer.text).not.toContain('bgcolor="#ffffff"');
    expect(answer.text).toContain('Voir la boutique');
  });
});
