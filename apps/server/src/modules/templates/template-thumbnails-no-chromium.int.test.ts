import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TemplateMessages, templateRoutes, type Template } from '@sendwell/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUploadedTemplate } from '../../../test/templates';
import { signUpUser, type SignedUpUser } from '../../../test/users';
import { renderTemplateThumbnailJob } from './render-template-thumbnail.job';

/** Waits for the worker to finish the template's thumbnail, one way or the other. */
const settledTemplate = async (user: SignedUpUser, id: number): Promise<Template> => {
  for (let attempt = 0; attempt < 300; attempt++) {
    const template = (await user.browser.call(templateRoutes.getTemplate, { params: { id } })).data.data;
    if (template.thumbnailStatus !== 'pending') return template;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The thumbnail of template ${id} was still pending after 30 seconds`);
};

describe('template thumbnails without Chromium', () => {
  let bare: TestApp;
  let user: SignedUpUser;
  beforeAll(async () => {
    bare = await createTestApp({ env: { CHROME_PATH: '/nonexistent/chromium' } });
    user = await signUpUser(bare.app);
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('marks the template as having no thumbnail, once, and the job ends without failing', async () => {
    const id = await createUploadedTemplate(user.browser, {
      name: 'No browser',
      emailType: 'Plain',
      html: '<p>Hello</p>',
    });
    const template = await settledTemplate(user, id);
    expect(template.thumbnailStatus).toBe('none');
    expect(template.paths.thumbnailPath).toBeNull();
    const missing = await user.browser.request({ method: 'GET', url: `/api/templates/${id}/thumbnail` });
    expect(missing.status).toBe(404);
    expect(missing.error.message).toBe(TemplateMessages.thumbnailNotFound);
    const { rows } = await bare.ctx.pool.query<{ state: string }>(
      `select state from pgboss.job where name = $1 and data->>'templateId' = $2`,
      [renderTemplateThumbnailJob.name, String(id)],
    );
    expect(rows.map((row) => row.state)).toEqual(['completed']);
  });
});
