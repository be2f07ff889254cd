import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateRoutes, templateSubmissionRoutes } from '@sendwell/contracts';
import { showsSubmissionTabs } from '@sendwell/domain';
import { seedContacts } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUpUser, type SignedUpUser } from '../../../test/users';
import { DEMO_FEEDBACK_TEMPLATE, seedTemplateSubmissions } from './seed-template-submissions';

let t: TestApp;
let owner: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('seedTemplateSubmissions', () => {
  it("fills the demo's AMP feedback template with its contacts' answers, so both tabs have data", async () => {
    await seedContacts(
      t.ctx.db,
      owner.user.accountId,
      Array.from({ length: 30 }, (_, index) => `fan${index}@example.com`),
    );
    const templateId = await seedTemplateSubmissions(
      t.ctx.db,
      owner.user.accountId,
      new Date('2026-06-30T12:00:00Z'),
    );

    const template = (await owner.browser.call(templateRoutes.getTemplate, { params: { id: templateId } }))
      .data.data;
    expect(template).toMatchObject({ name: DEMO_FEEDBACK_TEMPLATE, hasAMP: true });
    const page = (
      await owner.browser.call(templateSubmissionRoutes.listSubmissions, {
        query: { templateId: String(templateId) },
      })
    ).data;
    expect(page.submissionCount).toBe(30);
    expect(showsSubmissionTabs(page)).toBe(true);
    expect(page.data[0]?.values.submittedBy).toMatch(/^fan\d+@example\.com$/);

    const insights = (
      await owner.browser.call(templateSubmissionRoutes.aggregation, {
        query: { templateId: String(templateId) },
      })
    ).data.data;
    expect(new Set(insights.map((item) => item.kind))).toEqual(
      new Set(['nps', 'rating', 'emoji', 'thumbs', 'choices', 'responses', 'quiz', 'quizScore']),
    );
    const responses = (await owner.browser.call(templateRoutes.responsesCount, {})).data.data;
    expect(responses.find((entry) => entry.template.id === templateId)?.responseCount).toBe(30);
  });
});
