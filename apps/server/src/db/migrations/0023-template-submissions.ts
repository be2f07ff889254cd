import { type Kysely, sql } from 'kysely';

/**
 * Submissions of a template's interactive (AMP) widgets: one row per submission (who, when, through which
 * campaign) and one per answered question, with its value ready to count (text, number, or choices) and
 * as it reads in the table. Insights group answers by question and value, so 100,000 submissions are
 * counted in the database rather than carried to the server. Exports learn a second source: a template's
 * submissions, beside a list's contacts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table template_submissions (
      account_id uuid not null references accounts (id),
      id bigint generated always as identity,
      template_id bigint not null,
      campaign_id bigint,
      contact_id bigint,
      contact_email text not null,
      submitted_at timestamptz not null default now(),
      primary key (account_id, id),
      foreign key (account_id, template_id) references templates (account_id, id)
    );
    -- The table's pages and the export: a template's submissions, newest first.
    create index template_submissions_template_idx on template_submissions (account_id, template_id, submitted_at desc, id desc);

    create table template_submission_answers (
      account_id uuid not null,
      submission_id bigint not null,
      template_id bigint not null,
      campaign_id bigint,
      question_id text not null,
      position smallint not null,
      type text not null,
      title text not null,
      widget text,
      placeholder text,
      max_rating smallint,
      text_value text,
      number_value double precision,
      choices text[],
      correct boolean,
      display text not null,
      primary key (account_id, submission_id, question_id),
      foreign key (account_id, submission_id) references template_submissions (account_id, id)
    );
    -- Insights: a template's answers grouped by question and value.
    create index template_submission_answers_question_idx
      on template_submission_answers (account_id, template_id, question_id, submission_id) include (campaign_id, number_value, text_value);

    -- Each question answered for a template, its latest wording and how many answered it, kept with each
    -- submission: the table's headers and the insights' cards are read here rather than from every answer.
    create table template_submission_questions (
      account_id uuid not null,
      template_id bigint not null,
      question_id text not null,
      position smallint not null,
      type text not null,
      title text not null,
      widget text,
      placeholder text,
      max_rating smallint,
      answer_count bigint not null default 0,
      primary key (account_id, template_id, question_id),
      foreign key (account_id, template_id) references templates (account_id, id)
    );

    alter table exports alter column list_id drop not null;
    alter table exports add column source text not null default 'list' check (source in ('list', 'templateSubmissions'));
    alter table exports add column template_id bigint;
    alter table exports add column campaign_id bigint;
    alter table exports add constraint exports_source_target check (
      (source = 'list' and list_id is not null) or (source = 'templateSubmissions' and template_id is not null)
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
