import { database } from './database';

export interface SeedAnswer {
  questionId: string;
  type: string;
  title: string;
  widget?: string;
  text?: string;
  number?: number;
  choices?: string[];
  maxRating?: number;
  display: string;
}

/** Submissions of a template, written straight to the database as the AMP form endpoint would keep them. */
export const insertTemplateSubmissions = async (
  accountId: string,
  templateId: number,
  submissions: { email: string; submittedAt: Date; answers: SeedAnswer[] }[],
): Promise<void> => {
  const client = await database().connect();
  try {
    await client.query('begin');
    for (const submission of submissions) {
      const { rows } = await client.query<{ id: string }>(
        `insert into template_submissions (account_id, template_id, contact_email, submitted_at) values ($1, $2, $3, $4) returning id`,
        [accountId, templateId, submission.email, submission.submittedAt],
      );
      for (const [position, answer] of submission.answers.entries()) {
        await client.query(
          `insert into template_submission_answers
             (account_id, submission_id, template_id, question_id, position, type, title, widget, max_rating, text_value, number_value, choices, display)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [
            accountId,
            rows[0]!.id,
            templateId,
            answer.questionId,
            position,
            answer.type,
            answer.title,
            answer.widget ?? null,
            answer.maxRating ?? null,
            answer.text ?? null,
            answer.number ?? null,
            answer.choices ?? null,
            answer.display,
          ],
        );
      }
    }
    await client.query(
      `insert into template_submission_questions (account_id, template_id, question_id, position, type, title, widget, max_rating, answer_count)
       select account_id, template_id, question_id, min(position), min(type), min(title), min(widget), min(max_rating), count(*)
       from template_submission_answers where account_id = $1 and template_id = $2
       group by account_id, template_id, question_id
       on conflict (account_id, template_id, question_id) do update set answer_count = excluded.answer_count`,
      [accountId, templateId],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

const EMOJI = ['Disappointed', 'Not happy', 'Fine', 'Happy', 'Very happy'];

/** The answers of the `n`-th contact to a small feedback form; values cycle so the totals are known. */
export const feedbackAnswers = (n: number): SeedAnswer[] => {
  const nps = [10, 9, 8, 3][n % 4]!;
  const rating = (n % 5) + 1;
  const level = (n % 5) + 1;
  const topics = n % 2 === 0 ? ['News', 'Offers'] : ['News'];
  return [
    {
      questionId: 'better',
      type: 'multi-line-input',
      title: 'What could we do better?',
      text: `Idea number ${n}`,
      display: `Idea number ${n}`,
    },
    {
      questionId: 'nps',
      type: 'nps',
      title: 'How likely are you to recommend us?',
      number: nps,
      display: String(nps),
    },
    {
      questionId: 'rating',
      type: 'rating',
      title: 'Rate the delivery',
      number: rating,
      maxRating: 5,
      display: `${rating}/5`,
    },
    {
      questionId: 'topics',
      type: 'multi-select',
      title: 'What do you read?',
      choices: topics,
      display: topics.join(', '),
    },
    {
      questionId: 'mood',
      type: 'like-emoji',
      title: 'How do you feel?',
      number: level,
      display: EMOJI[level - 1]!,
    },
    {
      questionId: 'useful',
      type: 'like-thumbs',
      title: 'Was this useful?',
      text: n % 3 === 0 ? 'down' : 'up',
      display: n % 3 === 0 ? 'Thumbs down' : 'Thumbs up',
    },
  ];
};
