import {
  TemplateSubmissionInput,
  type SubmissionAnswer,
  type TemplateSubmissionInput as SubmissionInput,
} from '@sendwell/contracts';
import { answerDisplay } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError } from '../../platform/errors';
import { getTemplateRow } from '../templates/get-template';
import { insertSubmission, type NewAnswer } from './template-submissions.repository';

/** Where each type's value is kept so that it can be counted. */
const toAnswerRow = (answer: SubmissionAnswer, position: number): NewAnswer => {
  const row: NewAnswer = {
    question_id: answer.questionId,
    position,
    type: answer.type,
    title: answer.title,
    widget: answer.widget,
    placeholder: answer.placeholder,
    max_rating: null,
    text_value: null,
    number_value: null,
    choices: null,
    correct: null,
    display: answerDisplay(answer),
  };
  switch (answer.type) {
    case 'multi-select':
      return { ...row, choices: answer.choices };
    case 'single-select':
    case 'dropdown':
      return { ...row, text_value: answer.choice };
    case 'rating':
      return { ...row, number_value: answer.score, max_rating: answer.maxRating };
    case 'nps':
      return { ...row, number_value: answer.score };
    case 'like-emoji':
      return { ...row, number_value: answer.level };
    case 'quiz':
      return {
        ...row,
        text_value: answer.option ?? null,
        number_value: answer.score ?? null,
        correct: answer.correct ?? null,
      };
    default:
      return { ...row, text_value: answer.value };
  }
};

/**
 * Keeps one contact's answers to a template's interactive widgets. The AMP form endpoint of campaigns
 * calls this with what the contact posted; the template must be a live one of the account.
 */
export const recordTemplateSubmission = async (
  db: Db,
  accountId: string,
  input: SubmissionInput,
): Promise<{ id: number }> => {
  const parsed = TemplateSubmissionInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'answers';
    throw new BadRequestError(issue?.message ?? 'Invalid submission', {
      [field]: issue?.message ?? 'Invalid submission',
    });
  }
  const submission = parsed.data;
  await getTemplateRow(db, accountId, submission.templateId);
  const id = await insertSubmission(
    db,
    {
      accountId,
      templateId: submission.templateId,
      campaignId: submission.campaignId,
      contactId: submission.contactId,
      contactEmail: submission.contactEmail,
      ...(submission.submittedAt === undefined ? {} : { submittedAt: new Date(submission.submittedAt) }),
    },
    submission.answers.map(toAnswerRow),
  );
  return { id };
};
