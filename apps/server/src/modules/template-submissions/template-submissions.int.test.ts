import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportRoutes,
  templateRoutes,
  templateSubmissionRoutes,
  type ExportRecord,
  type InsightItem,
} from '@sendwell/contracts';
import { waitForMail } from '../../../test/outbox';
import { feedbackTemplateIn, seedFeedbackSubmissions } from '../../../test/template-submissions';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUpUser, type SignedUpUser } from '../../../test/users';
import { recordTemplateSubmission } from './record-template-submission';

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
  templateId = await feedbackTemplateIn(t.ctx.db, owner.user.accountId, owner.user.id, 'Spring feedback');
  await seedFeedbackSubmissions(t.ctx.db, owner.user.accountId, templateId, 8);
});
afterAll(async () => {
  await t?.close();
});

const insights = async (id = templateId) =>
  (await owner.browser.call(templateSubmissionRoutes.aggregation, { query: { templateId: String(id) } })).data
    .data;
const itemOf = <K extends InsightItem['kind']>(items: InsightItem[], id: string, kind: K) => {
  const item = items.find((candidate) => candidate.id === id);
  if (item?.kind !== kind) throw new Error(`no ${kind} item ${id}`);
  return item as Extract<InsightItem, { kind: K }>;
};

describe('recording a submission', () => {
  it('keeps the answers and counts them on the saved list', async () => {
    const templates = (await owner.browser.call(templateRoutes.responsesCount, {})).data.data;
    expect(templates.find((entry) => entry.template.id === templateId)?.responseCount).toBe(8);
  });

  it("refuses another account's template and writes nothing", async () => {
    await expect(
      recordTemplateSubmission(t.ctx.db, other.user.accountId, {
        templateId,
        contactEmail: 'x@example.com',
        answers: [{ questionId: 'nps', type: 'nps', title: 'NPS', score: 3 }],
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an answer of the wrong shape, naming the field, and writes nothing', async () => {
    const before = (
      await owner.browser.call(templateSubmissionRoutes.listSubmissions, {
        query: { templateId: String(templateId) },
      })
    ).data.submissionCount;
    await expect(
      recordTemplateSubmission(t.ctx.db, owner.user.accountId, {
        templateId,
        contactEmail: 'x@example.com',
        answers: [
          { questionId: 'ok', type: 'nps', title: 'NPS', score: 3 },
          { questionId: 'bad', type: 'like-emoji', title: 'Mood', level: 9 },
        ],
      }),
    ).rejects.toMatchObject({ status: 400, fields: { 'answers.1.level': 'An emoji level is 1 to 5' } });
    const after = (
      await owner.browser.call(templateSubmissionRoutes.listSubmissions, {
        query: { templateId: String(templateId) },
      })
    ).data.submissionCount;
    expect(after).toBe(before);
  });
});

describe('the submissions table', () => {
  it('answers headers, a page of 7 rows newest first, and the count', async () => {
    const page = (
      await owner.browser.call(templateSubmissionRoutes.listSubmissions, {
        query: { templateId: String(templateId) },
      })
    ).data;
    expect(page.submissionCount).toBe(8);
    expect(page.headers.map((header) => header.key)).toEqual([
      'submittedBy',
      'submittedDate',
      'time',
      'name',
      'nps',
      'rating',
      'topics',
      'mood',
      'useful',
    ]);
    expect(page.data).toHaveLength(7);
    expect(page.data[0]?.values).toMatchObject({
      submittedBy: 'contact7@example.com',
      name: 'Contact 7',
      topics: 'News',
      mood: 'Fine',
      rating: '3/5',
    });
    expect(page.data[0]?.values.time).toMatch(/^\d\d:\d\d$/);
    const second = (
      await owner.browser.call(templateSubmissionRoutes.listSubmissions, {
        query: { templateId: String(templateId), page: '2' },
      })
    ).data;
    expect(second.data.map((row) => row.values.submittedBy)).toEqual(['contact0@example.com']);
  });

  it("answers 404 for another account's template, and only headers for a template without submissions", async () => {
    const foreign = await other.browser.call(templateSubmissionRoutes.listSubmissions, {
      query: { templateId: String(templateId) },
    });
    expect(foreign.status).toBe(404);
    expect(
      (
        await other.browser.call(templateSubmissionRoutes.aggregation, {
          query: { templateId: String(templateId) },
        })
      ).status,
    ).toBe(404);
    const empty = await feedbackTemplateIn(t.ctx.db, owner.user.accountId, owner.user.id, 'Quiet');
    const page = (
      await owner.browser.call(templateSubmissionRoutes.listSubmissions, {
        query: { templateId: String(empty) },
      })
    ).data;
    expect(page).toEqual({ headers: expect.any(Array), data: [], submissionCount: 0 });
    expect(page.headers).toHaveLength(3);
    expect(await insights(empty)).toEqual([]);
  });
});

describe('insights', () => {
  it('aggregates each question by its type', async () => {
    const items = await insights();
    expect(items.map((item) => item.id)).toEqual(['name', 'nps', 'rating', 'topics', 'mood', 'useful']);

    const name = itemOf(items, 'name', 'responses');
    expect(name.totalCount).toBe(8);
    expect(name.aggregate).toEqual([
      { email: 'contact7@example.com', response: 'Contact 7' },
      { email: 'contact6@example.com', response: 'Contact 6' },
      { email: 'contact5@example.com', response: 'Contact 5' },
    ]);

    // Scores cycle 10, 9, 8, 3: 4 promoters, 2 passives, 2 detractors of 8 → 50 - 25.
    const nps = itemOf(items, 'nps', 'nps');
    expect(nps.aggregate.formattedNpsData).toEqual({ count: 8, score: 25 });
    expect(nps.aggregate.chartData.find((bar) => bar.name === '10')?.count).toBe(2);

    // Ratings 1,2,3,4,5,1,2,3: 21 / 8.
    const rating = itemOf(items, 'rating', 'rating');
    expect(rating.aggregate.average).toBe(2.63);
    expect(rating.aggregate.counts[0]).toEqual({ score: 5, count: 1 });

    const topics = itemOf(items, 'topics', 'choices');
    expect(topics.aggregate).toEqual({
      response: [
        { choice: 'News', count: 8 },
        { choice: 'Offers', count: 4 },
      ],
      total: 8,
    });

    const mood = itemOf(items, 'mood', 'emoji');
    expect(mood.total.map((level) => level.count)).toEqual([2, 2, 2, 1, 1]);

    expect(itemOf(items, 'useful', 'thumbs').aggregate).toEqual({ upvote: 5, downvote: 3 });
  });

  it('counts one campaign alone when asked', async () => {
    const campaignTemplate = await feedbackTemplateIn(
      t.ctx.db,
      owner.user.accountId,
      owner.user.id,
      'Per campaign',
    );
    await seedFeedbackSubmissions(t.ctx.db, owner.user.accountId, campaignTemplate, 2, { campaignId: 41 });
    await seedFeedbackSubmissions(t.ctx.db, owner.user.accountId, campaignTemplate, 3, { campaignId: 42 });
    const items = (
      await owner.browser.call(templateSubmissionRoutes.aggregation, {
        query: { templateId: String(campaignTemplate), campaignId: '42' },
      })
    ).data.data;
    expect(items[0]?.totalCount).toBe(3);
    expect((await insights(campaignTemplate))[0]?.totalCount).toBe(5);
  });
});

describe('exporting submissions', () => {
  const waitForExport = async (exportId: number): Promise<ExportRecord> => {
    for (let i = 0; i < 100; i++) {
      const entry = (await owner.browser.call(exportRoutes.listExports, {})).data.data.find(
        (row) => row.id === exportId,
      );
      if (entry && (entry.status === 'done' || entry.status === 'failed')) return entry;
      await sleep(100);
    }
    throw new Error(`Export ${exportId} did not finish`);
  };

  it('lands in the Download centre as a CSV with a column per question, and emails the link', async () => {
    const started = await owner.browser.call(templateSubmissionRoutes.exportSubmissions, {
      query: { templateId: String(templateId) },
    });
    expect(started.status).toBe(200);
    const entry = await waitForExport(started.data.exportId);
    expect(entry).toMatchObject({
      status: 'done',
      source: 'templateSubmissions',
      templateId,
      listId: null,
      listName: 'Spring feedback submissions',
      rowCount: 8,
    });

    const download = await owner.browser.request({ method: 'GET', url: `/api/exports/${entry.id}/download` });
    expect(download.status).toBe(200);
    const [header, first] = download.text.trim().split('\n');
    expect(header).toBe(
      'Submitted by,Submitted date,Time,Your name,How likely are you to recommend us?,Rate the delivery,What do you read?,How do you feel?,Was this useful?',
    );
    expect(first).toMatch(/^contact7@example\.com,2026-03-01,\d\d:07,Contact 7,3,3\/5,News,Fine,Thumbs up$/);

    const mail = await waitForMail(t.ctx.db, owner.form.email, 'Spring feedback submissions');
    expect(mail.text).toContain('/app/settings/download-centre');
  });

  it("answers 404 for another account's template and starts nothing", async () => {
    const before = (await other.browser.call(exportRoutes.listExports, {})).data.data.length;
    const foreign = await other.browser.call(templateSubmissionRoutes.exportSubmissions, {
      query: { templateId: String(templateId) },
    });
    expect(foreign.status).toBe(404);
    expect((await other.browser.call(exportRoutes.listExports, {})).data.data).toHaveLength(before);
  });
});
