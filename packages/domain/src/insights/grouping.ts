import {
  GAMIFICATION_WIDGET_PREFIX,
  SUBMISSION_COLUMNS,
  SUBMISSION_TABS_MIN_HEADERS,
  type QuestionType,
  type SubmissionHeader,
} from '@sendwell/contracts';

interface Groupable {
  type: QuestionType;
  widget: string | null;
}

export type InsightGroup<T extends Groupable> =
  | { kind: 'question'; key: string; item: T }
  | { kind: 'quiz'; key: string; items: T[] }
  | { kind: 'spin'; key: string; items: T[] }
  | { kind: 'gamification'; key: string; game: string; items: T[] };

/** The games' names in words, keyed by the suffix of their widget. */
const GAME_LABELS: Record<string, string> = {
  jackpot: 'Jackpot',
  shufflecups: 'Shuffle cups',
  rollthedice: 'Roll the dice',
  roulette: 'Roulette',
  knockdown: 'Knockdown',
  clawmachine: 'Claw machine',
  whackamole: 'Whack-a-mole',
};

export const gameLabel = (widget: string | null): string => {
  const game = widget?.startsWith(GAMIFICATION_WIDGET_PREFIX)
    ? widget.slice(GAMIFICATION_WIDGET_PREFIX.length)
    : '';
  return GAME_LABELS[game] ?? (game || 'Game');
};

/**
 * Spec 3 §4: the cards of the insights view. Ordinary questions keep their order; quiz items make one quiz
 * card, spin items one spin card, gamification items one card per widget, all after the ordinary ones.
 */
export const groupInsights = <T extends Groupable>(items: readonly T[]): InsightGroup<T>[] => {
  const questions: InsightGroup<T>[] = [];
  const quiz: T[] = [];
  const spin: T[] = [];
  const games = new Map<string, T[]>();
  items.forEach((item, index) => {
    if (item.type === 'quiz') quiz.push(item);
    else if (item.type === 'spin') spin.push(item);
    else if (item.type === 'gamification') {
      const widget = item.widget ?? '';
      games.set(widget, [...(games.get(widget) ?? []), item]);
    } else questions.push({ kind: 'question', key: `question-${index}`, item });
  });
  const groups = [...questions];
  if (quiz.length > 0) groups.push({ kind: 'quiz', key: 'quiz', items: quiz });
  if (spin.length > 0) groups.push({ kind: 'spin', key: 'spin', items: spin });
  for (const [widget, gameItems] of games)
    groups.push({ kind: 'gamification', key: `game-${widget}`, game: gameLabel(widget), items: gameItems });
  return groups;
};

/** Spec 3 §9: the Submissions and Insights tabs show above 3 headers or from 1 row. */
export const showsSubmissionTabs = (
  page: { headers: readonly unknown[]; data: readonly unknown[] } | undefined,
): boolean =>
  page !== undefined && (page.headers.length >= SUBMISSION_TABS_MIN_HEADERS || page.data.length >= 1);

/** Spec 3 §2.5: '{count|No} submissions'. */
export const submissionsHeading = (count: number): string =>
  `${count > 0 ? count.toLocaleString('en-US') : 'No'} ${count === 1 ? 'submission' : 'submissions'}`;

const DATE_KEYS: readonly string[] = [SUBMISSION_COLUMNS.submittedDate, SUBMISSION_COLUMNS.time];

/** Spec 3 §2.5: who submitted stays first, the questions follow in their order, and the date and time come last. */
export const orderSubmissionHeaders = (headers: readonly SubmissionHeader[]): SubmissionHeader[] => [
  ...headers.filter((header) => header.key === SUBMISSION_COLUMNS.submittedBy),
  ...headers.filter(
    (header) => header.key !== SUBMISSION_COLUMNS.submittedBy && !DATE_KEYS.includes(header.key),
  ),
  ...DATE_KEYS.flatMap((key) => headers.filter((header) => header.key === key)),
];

/** Whether a column holds the date or time of a submission. */
export const isSubmissionDateColumn = (key: string): boolean => DATE_KEYS.includes(key);
