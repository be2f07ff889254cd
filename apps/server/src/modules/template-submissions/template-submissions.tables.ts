import type { ColumnType, Generated } from 'kysely';
import type { QuestionType } from '@sendwell/contracts';

export interface TemplateSubmissionsTable {
  account_id: string;
  id: Generated<number>;
  template_id: number;
  /** Null until campaigns carry their template's widgets. */
  campaign_id: number | null;
  contact_id: number | null;
  /** As it was when the contact submitted. */
  contact_email: string;
  submitted_at: ColumnType<Date, Date | undefined, never>;
}

export interface TemplateSubmissionAnswersTable {
  account_id: string;
  submission_id: number;
  template_id: number;
  campaign_id: number | null;
  question_id: string;
  /** The question's place in the submission: cards and columns follow it. */
  position: number;
  type: QuestionType;
  title: string;
  widget: string | null;
  placeholder: string | null;
  max_rating: number | null;
  /** Text answers, single choices, thumbs ('up' or 'down') and quiz options. */
  text_value: string | null;
  /** Ratings, NPS scores, emoji levels and quiz scores. */
  number_value: number | null;
  /** Multi-select answers. */
  choices: string[] | null;
  /** Whether a quiz answer was right. */
  correct: boolean | null;
  /** The answer as the table and the export show it. */
  display: string;
}

/** Each question answered for a template: its latest wording and how many answered it. */
export interface TemplateSubmissionQuestionsTable {
  account_id: string;
  template_id: number;
  question_id: string;
  position: number;
  type: QuestionType;
  title: string;
  widget: string | null;
  placeholder: string | null;
  max_rating: number | null;
  answer_count: number;
}

export interface TemplateSubmissionTables {
  template_submissions: TemplateSubmissionsTable;
  template_submission_answers: TemplateSubmissionAnswersTable;
  template_submission_questions: TemplateSubmissionQuestionsTable;
}
