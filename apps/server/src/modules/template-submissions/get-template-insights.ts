import {
  INPUT_QUESTION_TYPES,
  INSIGHT_CARD_RESPONSES,
  QUIZ_SCORE_ID,
  type InsightItem,
  type QuestionType,
} from '@sendwell/contracts';
import {
  averageRating,
  averageScore,
  choiceShares,
  emojiTotals,
  npsChartData,
  npsSummary,
  quizOptionRows,
  ratingRows,
} from '@sendwell/domain';
import type { Db } from '../../db/database';
import { getTemplateRow } from '../templates/get-template';
import {
  countAnswerValues,
  selectLatestAnswers,
  selectQuestions,
  sumQuizScores,
  type QuestionRow,
  type SubmissionScope,
  type ValueCount,
} from './template-submissions.repository';

const isInput = (type: QuestionType): boolean => INPUT_QUESTION_TYPES.some((input) => input === type);
const isQuizScore = (question: QuestionRow): boolean =>
  question.type === 'quiz' && question.questionId === QUIZ_SCORE_ID;
const lists = (question: QuestionRow): boolean => isInput(question.type) || isQuizScore(question);

/** Counts keyed by a numeric value, for the scales. */
const scored = (values: ValueCount[]) =>
  values.map((entry) => ({ score: Number(entry.value), count: entry.count }));

const toItem = (
  question: QuestionRow,
  values: ValueCount[],
  latest: { email: string; display: string; number: number | null }[],
  quizScoreSum: number,
): InsightItem => {
  const base = {
    id: question.questionId,
    type: question.type,
    title: question.title,
    placeholder: question.placeholder,
    widget: question.widget,
    totalCount: question.totalCount,
  };
  const choices = () => ({
    response: values.map((entry) => ({ choice: entry.value, count: entry.count })),
    total: question.totalCount,
  });
  switch (question.type) {
    case 'like-thumbs':
      return {
        ...base,
        kind: 'thumbs',
        aggregate: {
          upvote: values.find((entry) => entry.value === 'up')?.count ?? 0,
          downvote: values.find((entry) => entry.value === 'down')?.count ?? 0,
        },
      };
    case 'rating': {
      const maxRating = question.maxRating ?? 5;
      return {
        ...base,
        kind: 'rating',
        maxRating,
        aggregate: {
          counts: ratingRows(scored(values), maxRating),
          total: question.totalCount,
          average: averageRating(scored(values)),
        },
      };
    }
    case 'nps': {
      const summary = npsSummary(scored(values));
      return {
        ...base,
        kind: 'nps',
        aggregate: {
          chartData: npsChartData(scored(values)),
          formattedNpsData: { count: summary.count, score: summary.score },
        },
      };
    }
    case 'like-emoji':
      return {
        ...base,
        kind: 'emoji',
        total: emojiTotals(values.map((entry) => ({ level: Number(entry.value), count: entry.count }))),
      };
    case 'quiz':
      if (isQuizScore(question)) {
        return {
          ...base,
          kind: 'quizScore',
          aggregate: {
            scores: latest.map((entry) => ({ recipientEmail: entry.email, score: entry.number ?? 0 })),
            average: averageScore(quizScoreSum, question.totalCount),
          },
        };
      }
      return {
        ...base,
        kind: 'quiz',
        aggregate: {
          response: quizOptionRows(choices().response),
          total: question.totalCount,
          correct: values.reduce((sum, entry) => sum + entry.correct, 0),
        },
      };
    case 'multi-select':
    case 'single-select':
    case 'dropdown':
    case 'spin':
    case 'gamification':
      return {
        ...base,
        kind: 'choices',
        aggregate: {
          response: choiceShares(choices().response, question.totalCount).map(({ choice, count }) => ({
            choice,
            count,
          })),
          total: question.totalCount,
        },
      };
    default:
      return {
        ...base,
        kind: 'responses',
        aggregate: latest.map((entry) => ({ email: entry.email, response: entry.display })),
      };
  }
};

/**
 * GET /api/reports/campaignAggregation/templateId: one aggregate per question. The database does the
 * counting (a query per shape, whatever the number of submissions); the rules and maths are the domain's.
 */
export const getTemplateInsights = async (db: Db, scope: SubmissionScope): Promise<InsightItem[]> => {
  await getTemplateRow(db, scope.accountId, scope.templateId);
  const questions = await selectQuestions(db, scope);
  if (questions.length === 0) return [];
  const listed = questions.filter(lists).map((question) => question.questionId);
  const [values, latest, quizScoreSum] = await Promise.all([
    countAnswerValues(db, scope),
    selectLatestAnswers(db, scope, listed, INSIGHT_CARD_RESPONSES),
    questions.some(isQuizScore) ? sumQuizScores(db, scope) : Promise.resolve(0),
  ]);
  return questions.map((question) =>
    toItem(
      question,
      values.filter((entry) => entry.questionId === question.questionId),
      latest.filter((entry) => entry.questionId === question.questionId),
      quizScoreSum,
    ),
  );
};
