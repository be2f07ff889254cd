import type { TemplateSubmissionInput } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { recordTemplateSubmission } from '../template-submissions/record-template-submission';
import { insertTemplate } from '../templates/templates.repository';
import { hashString, itemAt, Random } from './dataset/random';

/** How many contacts of the demo answered its AMP feedback email. */
export const DEMO_FEEDBACK_SUBMISSIONS = 120;
export const DEMO_FEEDBACK_TEMPLATE = 'Customer feedback (AMP)';

const FEEDBACK_HTML = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b">
<h1>How did we do?</h1><p>Your opinion shapes what we send next. Open this email in a mail app that supports AMP to answer right here.</p>
<p><a href="https://example.com/feedback">Give feedback on our website</a></p></body></html>`;

const FEEDBACK_AMP = `<!doctype html>
<html ⚡4email data-css-strict>
<head>
  <meta charset="utf-8">
  <script async src="https://cdn.ampproject.org/v0.js"></script>
  <script async custom-element="amp-form" src="https://cdn.ampproject.org/v0/amp-form-0.1.js"></script>
  <style amp4email-boilerplate>body{visibility:hidden}</style>
  <style amp-custom>body { font-family: Arial, sans-serif; color: #1e293b; }</style>
</head>
<body>
  <h1>How did we do?</h1>
  <form method="post" action-xhr="https://example.com/amp/feedback">
    <label>How likely are you to recommend us to a friend? <input type="number" name="nps" min="0" max="10"></label>
    <label>Rate your last order <input type="number" name="rating" min="1" max="5"></label>
    <label>What could we do better? <textarea name="better"></textarea></label>
    <input type="submit" value="Send">
  </form>
</body>
</html>`;

const IDEAS = [
  'Faster delivery to the islands, please.',
  'More vegetarian recipes in the newsletter.',
  'The size guide could be clearer.',
  'Keep the weekly deals coming!',
  'Let me pick which days you email me.',
  'Packaging without plastic would be great.',
  'Nothing, the service is lovely.',
];
const TOPICS = ['New arrivals', 'Offers', 'Recipes', 'Events', 'Tips & guides'];
const TIMES = ['Morning', 'Afternoon', 'Evening'];
const OFFERS = [
  { title: '10% off', description: 'Ten percent off your next order' },
  { title: 'Free shipping', description: 'Free shipping on orders over $30' },
  { title: '2 for 1', description: 'Second item free on accessories' },
];

/** One contact's answers: mostly happy, as a real feedback email tends to be, with a few unhappy ones. */
const answersOf = (random: Random): TemplateSubmissionInput['answers'] => {
  const happy = random.chance(0.7);
  const offer = itemAt(OFFERS, random.int(0, OFFERS.length - 1));
  const quizRight = [random.chance(0.7), random.chance(0.5)];
  return [
    {
      questionId: 'recommend',
      type: 'nps',
      title: 'How likely are you to recommend us to a friend?',
      score: happy ? random.int(7, 10) : random.int(0, 8),
    },
    {
      questionId: 'order-rating',
      type: 'rating',
      title: 'Rate your last order',
      score: happy ? random.int(4, 5) : random.int(1, 4),
      maxRating: 5,
    },
    {
      questionId: 'email-mood',
      type: 'like-emoji',
      title: 'How do you feel about our emails?',
      level: happy ? random.int(3, 5) : random.int(1, 3),
    },
    {
      questionId: 'useful',
      type: 'like-thumbs',
      title: 'Was this email useful?',
      value: happy || random.chance(0.3) ? 'up' : 'down',
    },
    {
      questionId: 'topics',
      type: 'multi-select',
      title: 'Which topics would you like to read about?',
      choices: TOPICS.filter((_, index) => index === 0 || random.chance(0.4)),
    },
    {
      questionId: 'contact-time',
      type: 'dropdown',
      title: 'When do you like to get our emails?',
      choice: itemAt(TIMES, random.int(0, TIMES.length - 1)),
    },
    {
      questionId: 'better',
      type: 'multi-line-input',
      title: 'What could we do better?',
      value: itemAt(IDEAS, random.int(0, IDEAS.length - 1)),
    },
    {
      questionId: 'quiz-origin',
      type: 'quiz',
      title: 'Where did our first shop open?',
      widget: 'widget-quiz',
      option: quizRight[0] ? 'B' : 'A',
      correct: quizRight[0],
    },
    {
      questionId: 'quiz-year',
      type: 'quiz',
      title: 'In which year did we start?',
      widget: 'widget-quiz',
      option: quizRight[1] ? 'C' : 'D',
      correct: quizRight[1],
    },
    {
      questionId: 'score',
      type: 'quiz',
      title: 'Final score',
      widget: 'widget-quiz',
      score: quizRight.filter(Boolean).length,
    },
    {
      questionId: 'offer-title',
      type: 'spin',
      title: 'Offer title',
      widget: 'widget-spin-wheel',
      value: offer.title,
    },
    {
      questionId: 'offer-description',
      type: 'spin',
      title: 'Offer description',
      widget: 'widget-spin-wheel',
      value: offer.description,
    },
  ];
};

/**
 * The demo's AMP feedback email and its submissions, spread over the last 30 days, so the template
 * dashboard opens with its Submissions and Insights tabs filled.
 */
export const seedTemplateSubmissions = async (
  db: Db,
  accountId: string,
  now = new Date(),
): Promise<number> => {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('current_account_id', '=', accountId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirstOrThrow();
  const createdBy = owner.id;
  const templateId = await insertTemplate(db, {
    accountId,
    name: DEMO_FEEDBACK_TEMPLATE,
    category: 'uploaded',
    emailTypeId: null,
    createdBy,
    content: { html: FEEDBACK_HTML, amp: FEEDBACK_AMP },
  });
  // The demo's own contacts answer; seeding only reads their addresses.
  const contacts = await db
    .selectFrom('contacts')
    .select(['id', 'email'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .limit(DEMO_FEEDBACK_SUBMISSIONS)
    .execute();
  const seed = hashString('sendwell-demo-feedback');
  for (const [index, contact] of contacts.entries()) {
    const random = Random.of(seed, 'submission', index);
    const submittedAt = new Date(now.getTime() - random.int(0, 30 * 24 * 60) * 60_000);
    await recordTemplateSubmission(db, accountId, {
      templateId,
      contactEmail: contact.email,
      contactId: contact.id,
      submittedAt: submittedAt.toISOString(),
      answers: answersOf(random),
    });
  }
  return templateId;
};
