import { describe, expect, it } from 'vitest';
import {
  SubmissionAnswer,
  TemplateSubmissionInput,
  TemplateSubmissionMessages,
} from './template-submissions.contract';

const base = { questionId: 'q1', title: 'How was it?' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('SubmissionAnswer', () => {
  it('takes each type in its own shape', () => {
    for (const answer of [
      { ...base, type: 'single-line-input', value: 'Fine' },
      { ...base, type: 'date-time', value: '2026-05-01T10:00' },
      { ...base, type: 'multi-select', choices: ['A', 'B'] },
      { ...base, type: 'single-select', choice: 'Yes' },
      { ...base, type: 'like-thumbs', value: 'up' },
      { ...base, type: 'rating', score: 5, maxRating: 5 },
      { ...base, type: 'nps', score: 10 },
      { ...base, type: 'like-emoji', level: 1 },
      { ...base, type: 'quiz', option: 'I', correct: false },
      { ...base, questionId: 'score', type: 'quiz', score: 3 },
      { ...base, questionId: 'offer-title', type: 'spin', value: 'Free shipping' },
      {
        ...base,
        questionId: 'offer-description',
        type: 'gamification',
        widget: 'widget-custom-gamification-clawmachine',
        value: 'You won',
      },
    ]) {
      expect(SubmissionAnswer.safeParse(answer).success, JSON.stringify(answer)).toBe(true);
    }
  });

  it("refuses a value of another type's shape", () => {
    expect(SubmissionAnswer.safeParse({ ...base, type: 'nps', value: '10' }).success).toBe(false);
    expect(SubmissionAnswer.safeParse({ ...base, type: 'multi-select', choice: 'A' }).success).toBe(false);
    expect(SubmissionAnswer.safeParse({ ...base, type: 'like-thumbs', value: 'sideways' }).success).toBe(
      false,
    );
  });

  it('keeps scores on their scales', () => {
    expect(firstMessage(SubmissionAnswer.safeParse({ ...base, type: 'nps', score: 11 }))).toBe(
      'An NPS score is 0 to 10',
    );
    expect(SubmissionAnswer.safeParse({ ...base, type: 'nps', score: 7.5 }).success).toBe(false);
    expect(firstMessage(SubmissionAnswer.safeParse({ ...base, type: 'like-emoji', level: 6 }))).toBe(
      'An emoji level is 1 to 5',
    );
    expect(
      firstMessage(SubmissionAnswer.safeParse({ ...base, type: 'rating', score: 5, maxRating: 4 })),
    ).toBe(TemplateSubmissionMessages.ratingAboveMax);
    expect(SubmissionAnswer.safeParse({ ...base, type: 'quiz', option: 'J' }).success).toBe(false);
  });

  it('needs a score on the quiz score item and an option on the others', () => {
    expect(firstMessage(SubmissionAnswer.safeParse({ ...base, questionId: 'score', type: 'quiz' }))).toBe(
      TemplateSubmissionMessages.quizScoreMissing,
    );
    expect(firstMessage(SubmissionAnswer.safeParse({ ...base, type: 'quiz', score: 2 }))).toBe(
      TemplateSubmissionMessages.quizOptionMissing,
    );
  });

  it('takes spin and game answers only for the offer items, and games only with their widget', () => {
    expect(SubmissionAnswer.safeParse({ ...base, type: 'spin', value: 'x' }).success).toBe(false);
    expect(
      firstMessage(
        SubmissionAnswer.safeParse({
          ...base,
          questionId: 'offer-title',
          type: 'gamification',
          widget: 'widget-quiz',
          value: 'x',
        }),
      ),
    ).toBe(TemplateSubmissionMessages.gamificationWidget);
  });

  it('refuses blank answers and the ids of the special columns', () => {
    expect(SubmissionAnswer.safeParse({ ...base, type: 'single-line-input', value: '   ' }).success).toBe(
      false,
    );
    expect(
      firstMessage(SubmissionAnswer.safeParse({ ...base, questionId: 'submittedBy', type: 'nps', score: 1 })),
    ).toBe(TemplateSubmissionMessages.reservedQuestionId);
  });
});

describe('TemplateSubmissionInput', () => {
  const input = {
    templateId: 4,
    contactEmail: 'ana@example.com',
    answers: [{ ...base, type: 'nps', score: 9 }],
  };

  it('defaults the campaign and contact to unknown', () => {
    expect(TemplateSubmissionInput.parse(input)).toMatchObject({ campaignId: null, contactId: null });
  });

  it('refuses a question answered twice, naming it', () => {
    const twice = { ...input, answers: [...input.answers, { ...base, type: 'nps', score: 3 }] };
    const result = TemplateSubmissionInput.safeParse(twice);
    expect(firstMessage(result)).toBe(TemplateSubmissionMessages.duplicateQuestion('q1'));
  });

  it('needs an answer and a valid email', () => {
    expect(TemplateSubmissionInput.safeParse({ ...input, answers: [] }).success).toBe(false);
    expect(TemplateSubmissionInput.safeParse({ ...input, contactEmail: 'nobody' }).success).toBe(false);
  });
});
