import { sql } from 'kysely';
import type pg from 'pg';
import { INPUT_QUESTION_TYPES, QUIZ_SCORE_ID, type QuestionType } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { TemplateSubmissionAnswersTable } from './template-submissions.tables';

/** Which submissions: a template's, or one campaign's of them. */
export interface SubmissionScope {
  accountId: string;
  templateId: number;
  campaignId?: number | undefined;
}

export type NewAnswer = Omit<
  TemplateSubmissionAnswersTable,
  'account_id' | 'submission_id' | 'template_id' | 'campaign_id'
>;

/** A submission and its answers, together or not at all. */
export const insertSubmission = (
  db: Db,
  submission: {
    accountId: string;
    templateId: number;
    campaignId: number | null;
    contactId: number | null;
    contactEmail: string;
    submittedAt?: Date;
  },
  answers: NewAnswer[],
): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('template_submissions')
      .values({
        account_id: submission.accountId,
        template_id: submission.templateId,
        campaign_id: submission.campaignId,
        contact_id: submission.contactId,
        contact_email: submission.contactEmail,
        submitted_at: submission.submittedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('template_submission_answers')
      .values(
        answers.map((answer) => ({
          ...answer,
          account_id: submission.accountId,
          submission_id: id,
          template_id: submission.templateId,
          campaign_id: submission.campaignId,
        })),
      )
      .execute();
    // Answers are counted in question order, so concurrent submissions lock the same rows in the same order.
    for (const answer of [...answers].sort((a, b) => a.question_id.localeCompare(b.question_id))) {
      await trx
        .insertInto('template_submission_questions')
        .values({
          account_id: submission.accountId,
          template_id: submission.templateId,
          question_id: answer.question_id,
          position: answer.position,
          type: answer.type,
          title: answer.title,
          widget: answer.widget,
          placeholder: answer.placeholder,
          max_rating: answer.max_rating,
          answer_count: 1,
        })
        .onConflict((conflict) =>
          conflict.columns(['account_id', 'template_id', 'question_id']).doUpdateSet((eb) => ({
            type: eb.ref('excluded.type'),
            title: eb.ref('excluded.title'),
            widget: eb.ref('excluded.widget'),
            placeholder: eb.ref('excluded.placeholder'),
            max_rating: eb.ref('excluded.max_rating'),
            answer_count: sql<number>`template_submission_questions.answer_count + 1`,
          })),
        )
        .execute();
    }
    return id;
  });

/** How many submissions each template of the account has; templates without any are left out. */
export const countSubmissionsByTemplate = async (db: Db, accountId: string): Promise<Map<number, number>> => {
  const rows = await db
    .selectFrom('template_submissions')
    .select(['template_id as templateId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('account_id', '=', accountId)
    .groupBy('template_id')
    .execute();
  return new Map(rows.map((row) => [row.templateId, Number(row.count)]));
};

export const countSubmissions = async (db: Db, scope: SubmissionScope): Promise<number> => {
  let query = db
    .selectFrom('template_submissions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', scope.accountId)
    .where('template_id', '=', scope.templateId);
  if (scope.campaignId !== undefined) query = query.where('campaign_id', '=', scope.campaignId);
  return Number((await query.executeTakeFirstOrThrow()).count);
};

export interface QuestionRow {
  questionId: string;
  type: QuestionType;
  title: string;
  widget: string | null;
  placeholder: string | null;
  maxRating: number | null;
  position: number;
  totalCount: number;
}

const answersOf = (db: Db, scope: SubmissionScope) => {
  let query = db
    .selectFrom('template_submission_answers as a')
    .where('a.account_id', '=', scope.accountId)
    .where('a.template_id', '=', scope.templateId);
  if (scope.campaignId !== undefined) query = query.where('a.campaign_id', '=', scope.campaignId);
  return query;
};

/**
 * The questions answered in the scope, in the order they were asked, each with how many answered it and
 * its latest wording (a template changed since keeps one card per question). A whole template's are kept
 * as submissions arrive; one campaign's are counted from its answers.
 */
export const selectQuestions = async (db: Db, scope: SubmissionScope): Promise<QuestionRow[]> => {
  if (scope.campaignId === undefined) {
    const rows = await db
      .selectFrom('template_submission_questions')
      .select([
        'question_id as questionId',
        'type',
        'title',
        'widget',
        'placeholder',
        'max_rating as maxRating',
        'position',
        'answer_count as totalCount',
      ])
      .where('account_id', '=', scope.accountId)
      .where('template_id', '=', scope.templateId)
      .orderBy('position')
      .orderBy('question_id')
      .execute();
    return rows.map((row) => ({ ...row, totalCount: Number(row.totalCount) }));
  }
  const [counts, latest] = await Promise.all([
    answersOf(db, scope)
      .select([
        'a.question_id as questionId',
        (eb) => eb.fn.countAll<number>().as('totalCount'),
        (eb) => eb.fn.min('a.position').as('position'),
      ])
      .groupBy('a.question_id')
      .execute(),
    answersOf(db, scope)
      .distinctOn('a.question_id')
      .select([
        'a.question_id as questionId',
        'a.type',
        'a.title',
        'a.widget',
        'a.placeholder',
        'a.max_rating as maxRating',
      ])
      .orderBy('a.question_id')
      .orderBy('a.submission_id', 'desc')
      .execute(),
  ]);
  const byId = new Map(latest.map((row) => [row.questionId, row]));
  return counts
    .flatMap((row) => {
      const question = byId.get(row.questionId);
      return question
        ? [{ ...question, position: Number(row.position), totalCount: Number(row.totalCount) }]
        : [];
    })
    .sort((a, b) => a.position - b.position || a.questionId.localeCompare(b.questionId));
};

export interface ValueCount {
  questionId: string;
  value: string;
  count: number;
  correct: number;
}

/**
 * Every countable answer grouped by question and value: choices (a multi-select answer counts once per
 * choice), thumbs, scores, levels and quiz options. Free text and the quiz's final scores are not counted.
 */
export const countAnswerValues = async (db: Db, scope: SubmissionScope): Promise<ValueCount[]> => {
  const { rows } = await sql<ValueCount>`
    select question_id as "questionId", value, count(*)::int as count, count(*) filter (where correct)::int as correct
    from (
      select a.question_id, coalesce(a.text_value, a.number_value::text) as value, a.correct
      from template_submission_answers a
      where a.account_id = ${scope.accountId} and a.template_id = ${scope.templateId}
        ${scope.campaignId === undefined ? sql`` : sql`and a.campaign_id = ${scope.campaignId}`}
        and a.type not in (${sql.join([...INPUT_QUESTION_TYPES, 'multi-select'])})
        and not (a.type = 'quiz' and a.question_id = ${QUIZ_SCORE_ID})
      union all
      select a.question_id, unnest(a.choices), null
      from template_submission_answers a
      where a.account_id = ${scope.accountId} and a.template_id = ${scope.templateId}
        ${scope.campaignId === undefined ? sql`` : sql`and a.campaign_id = ${scope.campaignId}`}
        and a.type = 'multi-select'
    ) v
    group by question_id, value`.execute(db);
  return rows;
};

/** The latest `limit` answers of each question given, with who gave them. */
export const selectLatestAnswers = async (
  db: Db,
  scope: SubmissionScope,
  questionIds: string[],
  limit: number,
): Promise<{ questionId: string; email: string; display: string; number: number | null }[]> => {
  if (questionIds.length === 0) return [];
  const { rows } = await sql<{ questionId: string; email: string; display: string; number: number | null }>`
    select q.id as "questionId", l.email, l.display, l.number
    from unnest(${sql.val(questionIds)}::text[]) as q(id)
    cross join lateral (
      select s.contact_email as email, a.display, a.number_value as number
      from template_submission_answers a
      join template_submissions s on s.account_id = a.account_id and s.id = a.submission_id
      where a.account_id = ${scope.accountId} and a.template_id = ${scope.templateId} and a.question_id = q.id
        ${scope.campaignId === undefined ? sql`` : sql`and a.campaign_id = ${scope.campaignId}`}
      order by a.submission_id desc
      limit ${limit}
    ) l`.execute(db);
  return rows;
};

/** The sum of the quiz's final scores. */
export const sumQuizScores = async (db: Db, scope: SubmissionScope): Promise<number> => {
  const row = await answersOf(db, scope)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('a.number_value'), sql<number>`0`).as('sum'))
    .where('a.type', '=', 'quiz')
    .where('a.question_id', '=', QUIZ_SCORE_ID)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
};

/** One page of submissions, newest first, with the answers as the table shows them. */
export const selectSubmissionsPage = async (
  db: Db,
  scope: SubmissionScope,
  page: { offset: number; limit: number },
) => {
  let query = db
    .selectFrom('template_submissions')
    .select(['id', 'contact_email as contactEmail', 'submitted_at as submittedAt'])
    .where('account_id', '=', scope.accountId)
    .where('template_id', '=', scope.templateId);
  if (scope.campaignId !== undefined) query = query.where('campaign_id', '=', scope.campaignId);
  const submissions = await query
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const answers =
    submissions.length === 0
      ? []
      : await db
          .selectFrom('template_submission_answers')
          .select(['submission_id as submissionId', 'question_id as questionId', 'display'])
          .where('account_id', '=', scope.accountId)
          .where(
            'submission_id',
            'in',
            submissions.map((submission) => submission.id),
          )
          .execute();
  return { submissions, answers };
};

/**
 * The scope's submissions as COPY ... TO STDOUT in CSV, newest first: who, the date and time in the
 * account's timezone, then one column per question. COPY takes no bind parameters, so every value is an
 * escaped literal or a checked number.
 */
export const buildSubmissionsCopy = (
  client: pg.ClientBase,
  scope: SubmissionScope & { timezone: string; questions: { questionId: string; title: string }[] },
): string => {
  const zone = client.escapeLiteral(scope.timezone);
  const columns = scope.questions.map(
    (question) =>
      `csv_safe(max(a.display) filter (where a.question_id = ${client.escapeLiteral(question.questionId)})) as ${client.escapeIdentifier(question.title)}`,
  );
  const campaign =
    scope.campaignId === undefined ? '' : ` and s.campaign_id = ${Math.trunc(scope.campaignId)}`;
  return `copy (
    select csv_safe(s.contact_email) as "Submitted by",
      to_char(s.submitted_at at time zone ${zone}, 'YYYY-MM-DD') as "Submitted date",
      to_char(s.submitted_at at time zone ${zone}, 'HH24:MI') as "Time"${columns.map((column) => `,\n      ${column}`).join('')}
    from template_submissions s
    left join template_submission_answers a on a.account_id = s.account_id and a.submission_id = s.id
    where s.account_id = ${client.escapeLiteral(scope.accountId)} and s.template_id = ${Math.trunc(scope.templateId)}${campaign}
    group by s.account_id, s.id
    order by s.submitted_at desc, s.id desc
  ) to stdout with (format csv, header true)`;
};

/** Forgets the widget answers of a contact deleted for good, so nothing is matched to the contact again. */
export const deleteTemplateSubmissionsOfContact = async (
  db: Db,
  accountId: string,
  contactId: number,
): Promise<void> => {
  await sql`delete from template_submission_answers a using template_submissions s
    where s.account_id = ${accountId} and s.contact_id = ${contactId}
      and a.account_id = s.account_id and a.submission_id = s.id`.execute(db);
  await db
    .deleteFrom('template_submissions')
    .where('account_id', '=', accountId)
    .where('contact_id', '=', contactId)
    .execute();
};
