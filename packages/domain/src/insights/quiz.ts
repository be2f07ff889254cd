import { QuizOption, type QuizOption as QuizLetter } from '@sendwell/contracts';
import { roundTo2 } from './percent';

/** Spec 3 §9: quiz options are lettered A to I. */
export const QUIZ_LETTERS: readonly QuizLetter[] = QuizOption.options;

/** The letter of the option at `index` (0 → 'A'); undefined past I. */
export const quizLetter = (index: number): QuizLetter | undefined => QUIZ_LETTERS[index];

/** Every letter up to the last one chosen (at least A–D, as a quiz offers), with its count. */
export const quizOptionRows = (
  counts: readonly { choice: string; count: number }[],
): { choice: QuizLetter; count: number }[] => {
  const last = Math.max(
    3,
    ...counts.map((entry) => QUIZ_LETTERS.findIndex((letter) => letter === entry.choice)),
  );
  return QUIZ_LETTERS.slice(0, last + 1).map((choice) => ({
    choice,
    count: counts.filter((entry) => entry.choice === choice).reduce((sum, entry) => sum + entry.count, 0),
  }));
};

/** The mean of the final scores, to 2 decimals. */
export const averageScore = (sum: number, count: number): number => (count > 0 ? roundTo2(sum / count) : 0);
