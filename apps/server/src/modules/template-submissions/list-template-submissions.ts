import { SUBMISSION_COLUMNS, type SubmissionHeader, type SubmissionsPage } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { getTemplateRow } from '../templates/get-template';
import {
  countSubmissions,
  selectQuestions,
  selectSubmissionsPage,
  type SubmissionScope,
} from './template-submissions.repository';

/** The special columns first, as they come in the submissions answer; the table puts date and time last. */
const SPECIAL_HEADERS: SubmissionHeader[] = [
  { key: SUBMISSION_COLUMNS.submittedBy, title: 'Submitted by' },
  { key: SUBMISSION_COLUMNS.submittedDate, title: 'Submitted date' },
  { key: SUBMISSION_COLUMNS.time, title: 'Time' },
];

/** 26 Nov 2026 and 14:05, in the account's timezone. */
const formatters = (timeZone: string) => ({
  date: new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: 'short', year: 'numeric' }),
  time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
});

/** GET /api/campaignSubmissions/v2/templateId: the table's headers, one page of rows and the total. */
export const listTemplateSubmissions = async (
  db: Db,
  scope: SubmissionScope,
  page: { page: number; pageSize: number },
): Promise<SubmissionsPage> => {
  await getTemplateRow(db, scope.accountId, scope.templateId);
  const [questions, submissionCount, rows, timezone] = await Promise.all([
    selectQuestions(db, scope),
    countSubmissions(db, scope),
    selectSubmissionsPage(db, scope, { offset: (page.page - 1) * page.pageSize, limit: page.pageSize }),
    getAccountTimezone(db, scope.accountId),
  ]);
  const format = formatters(timezone);
  const answersBySubmission = new Map<number, Record<string, string>>();
  for (const answer of rows.answers) {
    answersBySubmission.set(answer.submissionId, {
      ...answersBySubmission.get(answer.submissionId),
      [answer.questionId]: answer.display,
    });
  }
  return {
    headers: [
      ...SPECIAL_HEADERS,
      ...questions.map((question) => ({ key: question.questionId, title: question.title })),
    ],
    data: rows.submissions.map((submission) => ({
      id: submission.id,
      values: {
        ...answersBySubmission.get(submission.id),
        [SUBMISSION_COLUMNS.submittedBy]: submission.contactEmail,
        [SUBMISSION_COLUMNS.submittedDate]: format.date.format(submission.submittedAt),
        [SUBMISSION_COLUMNS.time]: format.time.format(submission.submittedAt),
      },
    })),
    submissionCount,
  };
};
