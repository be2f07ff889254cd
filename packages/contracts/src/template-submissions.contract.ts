import { z } from 'zod';
import { defineRoute, FULL_ACCESS } from './route';
import { TemplateId } from './templates.contract';

/**
 * Submissions of a template's interactive (AMP) widgets and the insights drawn from them: the dashboard's
 * Submissions and Insights tabs and their export (spec 3 §2.5, §2.6, §3, §4, §7, §9).
 */

export const TemplateSubmissionMessages = {
  noInsights: 'No Insights Data',
  exportStartedTitle: 'Download is in progress...',
  exportFailedTitle: 'Something went wrong',
  duplicateQuestion: (id: string) => `The question "${id}" is answered twice; answer each question once.`,
  ratingAboveMax: 'The rating is above the highest rating of the question',
  quizScoreMissing: 'The quiz score item needs a score',
  quizOptionMissing: 'A quiz answer needs an option (A to I)',
  gamificationWidget: 'A gamification answer needs its widget: widget-custom-gamification- and the game',
  reservedQuestionId: 'This question id is reserved for a submissions column',
} as const;

/** Spec 3 §9: the submissions table shows 7 rows a page, without a size changer. */
export const SUBMISSIONS_PAGE_SIZE = 7;
/** Spec 3 §9: an insight card lists 3 responses; more are behind 'View all submissions'. */
export const INSIGHT_CARD_RESPONSES = 3;
/** Spec 3 §9: the Submissions and Insights tabs show above 3 headers or from 1 row. */
export const SUBMISSION_TABS_MIN_HEADERS = 4;

/** Question types of the widgets (spec 3 §2.6). */
export const INPUT_QUESTION_TYPES = [
  'single-line-input',
  'multi-line-input',
  'date-picker',
  'time-picker',
  'phone-input',
  'date-time',
] as const;
export const QuestionType = z.enum([
  ...INPUT_QUESTION_TYPES,
  'multi-select',
  'single-select',
  'dropdown',
  'like-thumbs',
  'rating',
  'like-emoji',
  'nps',
  'quiz',
  'spin',
  'gamification',
]);
export type QuestionType = z.infer<typeof QuestionType>;

/** Special columns of the submissions table; no question may take one of these ids. */
export const SUBMISSION_COLUMNS = {
  submittedBy: 'submittedBy',
  submittedDate: 'submittedDate',
  time: 'time',
} as const;
const RESERVED_IDS: readonly string[] = [...Object.values(SUBMISSION_COLUMNS), 'id'];

/** Spec 3 §9: quiz options are lettered A to I. */
export const QuizOption = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
export type QuizOption = z.infer<typeof QuizOption>;
/** The quiz's final-score item (spec 3 §3). */
export const QUIZ_SCORE_ID = 'score';
/** Ids of the spin wheel's and the games' items (spec 3 §3). */
export const OfferQuestionId = z.enum(['offer-title', 'offer-description']);
export const GAMES = [
  'jackpot',
  'shufflecups',
  'rollthedice',
  'roulette',
  'knockdown',
  'clawmachine',
  'whackamole',
] as const;
export const GAMIFICATION_WIDGET_PREFIX = 'widget-custom-gamification-';
export const QUIZ_WIDGET = 'widget-quiz';
export const SPIN_WIDGET = 'widget-spin-wheel';
export const MAX_RATING_LIMIT = 10;

const QuestionId = z
  .string()
  .trim()
  .min(1, 'Enter the question id')
  .max(100, 'A question id is at most 100 characters')
  .refine((id) => !RESERVED_IDS.includes(id), TemplateSubmissionMessages.reservedQuestionId);
const AnswerText = z
  .string()
  .trim()
  .min(1, 'The answer is empty')
  .max(2000, 'An answer is at most 2,000 characters');
const Choice = z.string().trim().min(1, 'A choice is empty').max(500, 'A choice is at most 500 characters');

const question = {
  questionId: QuestionId,
  title: z
    .string()
    .trim()
    .min(1, 'Enter the question title')
    .max(500, 'A question title is at most 500 characters'),
  widget: z.string().trim().max(100).nullable().default(null),
  placeholder: z.string().max(500).nullable().default(null),
};

/** One answered question of a submission, shaped by its type. */
export const SubmissionAnswer = z.discriminatedUnion('type', [
  z.object({ ...question, type: z.enum(INPUT_QUESTION_TYPES), value: AnswerText }),
  z.object({
    ...question,
    type: z.literal('multi-select'),
    choices: z.array(Choice).min(1, 'Pick at least one choice').max(50),
  }),
  z.object({ ...question, type: z.enum(['single-select', 'dropdown']), choice: Choice }),
  z.object({ ...question, type: z.literal('like-thumbs'), value: z.enum(['up', 'down']) }),
  z
    .object({
      ...question,
      type: z.literal('rating'),
      score: z.number().int().min(1, 'A rating is at least 1').max(MAX_RATING_LIMIT),
      maxRating: z.number().int().min(1).max(MAX_RATING_LIMIT).default(5),
    })
    .refine((answer) => answer.score <= answer.maxRating, {
      message: TemplateSubmissionMessages.ratingAboveMax,
      path: ['score'],
    }),
  z.object({
    ...question,
    type: z.literal('nps'),
    score: z.number().int().min(0, 'An NPS score is 0 to 10').max(10, 'An NPS score is 0 to 10'),
  }),
  z.object({
    ...question,
    type: z.literal('like-emoji'),
    level: z.number().int().min(1, 'An emoji level is 1 to 5').max(5, 'An emoji level is 1 to 5'),
  }),
  z
    .object({
      ...question,
      type: z.literal('quiz'),
      option: QuizOption.optional(),
      correct: z.boolean().optional(),
      score: z.number().min(0).max(1_000_000).optional(),
    })
    .superRefine((answer, issue) => {
      if (answer.questionId === QUIZ_SCORE_ID && answer.score === undefined)
        issue.addIssue({
          code: 'custom',
          message: TemplateSubmissionMessages.quizScoreMissing,
          path: ['score'],
        });
      if (answer.questionId !== QUIZ_SCORE_ID && answer.option === undefined)
        issue.addIssue({
          code: 'custom',
          message: TemplateSubmissionMessages.quizOptionMissing,
          path: ['option'],
        });
    }),
  z.object({ ...question, type: z.literal('spin'), questionId: OfferQuestionId, value: Choice }),
  z
    .object({ ...question, type: z.literal('gamification'), questionId: OfferQuestionId, value: Choice })
    .refine((answer) => GAMES.some((game) => answer.widget === `${GAMIFICATION_WIDGET_PREFIX}${game}`), {
      message: TemplateSubmissionMessages.gamificationWidget,
      path: ['widget'],
    }),
]);
export type SubmissionAnswer = z.infer<typeof SubmissionAnswer>;

/** What an AMP form posts for one contact: the answers of one submission of a template's widgets. */
export const TemplateSubmissionInput = z.object({
  templateId: TemplateId,
  campaignId: z.number().int().positive().nullable().default(null),
  contactEmail: z.email('Enter a valid email address').max(320),
  contactId: z.number().int().positive().nullable().default(null),
  submittedAt: z.iso.datetime({ offset: true }).optional(),
  answers: z
    .array(SubmissionAnswer)
    .min(1, 'A submission answers at least one question')
    .max(100, 'A submission answers at most 100 questions')
    .superRefine((answers, issue) => {
      const seen = new Set<string>();
      answers.forEach((answer, index) => {
        if (seen.has(answer.questionId))
          issue.addIssue({
            code: 'custom',
            message: TemplateSubmissionMessages.duplicateQuestion(answer.questionId),
            path: [index, 'questionId'],
          });
        seen.add(answer.questionId);
      });
    }),
});
export type TemplateSubmissionInput = z.input<typeof TemplateSubmissionInput>;

export const SubmissionHeader = z.object({ key: z.string(), title: z.string() });
export type SubmissionHeader = z.infer<typeof SubmissionHeader>;

export const SubmissionRow = z.object({ id: z.number(), values: z.record(z.string(), z.string()) });
export type SubmissionRow = z.infer<typeof SubmissionRow>;

export const SubmissionsPage = z.object({
  headers: z.array(SubmissionHeader),
  data: z.array(SubmissionRow),
  submissionCount: z.number(),
});
export type SubmissionsPage = z.infer<typeof SubmissionsPage>;

const insightBase = {
  id: z.string(),
  type: QuestionType,
  title: z.string(),
  placeholder: z.string().nullable(),
  widget: z.string().nullable(),
  /** How many submissions answered the question. */
  totalCount: z.number(),
};
const ChoiceCount = z.object({ choice: z.string(), count: z.number() });

/** One question's aggregate (spec 3 §3 Insights item), by the kind of card that shows it. */
export const InsightItem = z.discriminatedUnion('kind', [
  z.object({
    ...insightBase,
    kind: z.literal('responses'),
    aggregate: z.array(z.object({ email: z.string(), response: z.string() })),
  }),
  z.object({
    ...insightBase,
    kind: z.literal('choices'),
    aggregate: z.object({ response: z.array(ChoiceCount), total: z.number() }),
  }),
  z.object({
    ...insightBase,
    kind: z.literal('thumbs'),
    aggregate: z.object({ upvote: z.number(), downvote: z.number() }),
  }),
  z.object({
    ...insightBase,
    kind: z.literal('rating'),
    maxRating: z.number(),
    aggregate: z.object({
      counts: z.array(z.object({ score: z.number(), count: z.number() })),
      total: z.number(),
      average: z.number(),
    }),
  }),
  z.object({
    ...insightBase,
    kind: z.literal('nps'),
    aggregate: z.object({
      chartData: z.array(z.object({ name: z.string(), count: z.number() })),
      formattedNpsData: z.object({ count: z.number(), score: z.number() }),
    }),
  }),
  z.object({
    ...insightBase,
    kind: z.literal('emoji'),
    total: z.array(z.object({ options: z.string(), count: z.number() })),
  }),
  z.object({
    ...insightBase,
    kind: z.literal('quiz'),
    aggregate: z.object({ response: z.array(ChoiceCount), total: z.number(), correct: z.number() }),
  }),
  z.object({
    ...insightBase,
    kind: z.literal('quizScore'),
    aggregate: z.object({
      scores: z.array(z.object({ recipientEmail: z.string(), score: z.number() })),
      average: z.number(),
    }),
  }),
]);
export type InsightItem = z.infer<typeof InsightItem>;
export type InsightKind = InsightItem['kind'];

const TemplateQuery = z.object({
  templateId: TemplateId,
  /** One campaign's submissions; all of the template's without it. */
  campaignId: z.coerce.number().int().positive().optional(),
});

const tags = ['templates'] as const;

export const templateSubmissionRoutes = {
  exportSubmissions: defineRoute({
    method: 'GET',
    path: '/api/reports/campaignDetails/v2/submissions/templateId',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary:
      "Start a CSV export of the template's submissions; the file appears in the Download centre and its link is emailed",
    query: TemplateQuery.extend({ timezoneOffset: z.coerce.number().int().min(-840).max(840).default(0) }),
    response: z.object({ exportId: z.number() }),
  }),
  listSubmissions: defineRoute({
    method: 'GET',
    path: '/api/campaignSubmissions/v2/templateId',
    access: 'account',
    tags,
    summary:
      "The template's submissions, newest first, a page at a time: the table's headers and rows and how many there are",
    query: TemplateQuery.extend({
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(SUBMISSIONS_PAGE_SIZE),
    }),
    response: SubmissionsPage,
  }),
  aggregation: defineRoute({
    method: 'GET',
    path: '/api/reports/campaignAggregation/templateId',
    access: 'account',
    tags,
    summary:
      "Insights of the template's submissions: one aggregate per question, in the order the questions were asked",
    query: TemplateQuery,
    response: z.object({ data: z.array(InsightItem) }),
  }),
};
