import type { TemplateSubmissionInput } from '@sendwell/contracts';
import type { Db } from '../src/db/database';
import { recordTemplateSubmission } from '../src/modules/template-submissions/record-template-submission';
import { insertTemplate } from '../src/modules/templates/templates.repository';

/** An AMP feedback template of the account. */
export const feedbackTemplateIn = (
  db: Db,
  accountId: string,
  createdBy: string,
  name = 'Feedback',
): Promise<number> =>
  insertTemplate(db, {
    accountId,
    name,
    category: 'uploaded',
    emailTypeId: null,
    createdBy,
    content: { html: '<p>Tell us</p>', amp: '<p>⚡</p>' },
  });

/** The answers of the `n`-th contact to a feedback form: its values cycle so that totals are easy to know. */
export const feedbackAnswers = (n: number): TemplateSubmissionInput['answers'] => [
  { questionId: 'name', type: 'single-line-input', title: 'Your name', value: `Contact ${n}` },
  {
    questionId: 'nps',
    type: 'nps',
    title: 'How likely are you to recommend us?',
    score: [10, 9, 8, 3][n % 4]!,
  },
  { questionId: 'rating', type: 'rating', title: 'Rate the delivery', score: (n % 5) + 1, maxRating: 5 },
  {
    questionId: 'topics',
    type: 'multi-select',
    title: 'What do you read?',
    choices: n % 2 === 0 ? ['News', 'Offers'] : ['News'],
  },
  { questionId: 'mood', type: 'like-emoji', title: 'How do you feel?', level: (n % 5) + 1 },
  {
    questionId: 'useful',
    type: 'like-thumbs',
    title: 'Was this useful?',
    value: n % 3 === 0 ? 'down' : 'up',
  },
];

/** `count` submissions of the feedback form by contact0@… contact{count-1}@…, a minute apart, oldest first. */
export const seedFeedbackSubmissions = async (
  db: Db,
  accountId: string,
  templateId: number,
  count: number,
  options: { campaignId?: number; start?: Date } = {},
): Promise<void> => {
  const start = options.start ?? new Date('2026-03-01T09:00:00Z');
  for (let n = 0; n < count; n++) {
    await recordTemplateSubmission(db, accountId, {
      templateId,
      campaignId: options.campaignId ?? null,
      contactEmail: `contact${n}@example.com`,
      submittedAt: new Date(start.getTime() + n * 60_000).toISOString(),
      answers: feedbackAnswers(n),
    });
  }
};
