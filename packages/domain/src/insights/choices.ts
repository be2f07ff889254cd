import { percentOf } from './percent';

export interface ChoiceShare {
  choice: string;
  count: number;
  /** Of all who answered the question: with multi-select the shares add up to more than 100. */
  percent: number;
}

/** Choices with their share of the answers, most chosen first, then by name. */
export const choiceShares = (
  counts: readonly { choice: string; count: number }[],
  total: number,
): ChoiceShare[] =>
  [...counts]
    .sort((a, b) => b.count - a.count || a.choice.localeCompare(b.choice))
    .map(({ choice, count }) => ({ choice, count, percent: percentOf(count, total) }));

/** Thumbs up and down as shares of both. */
export const thumbsShares = (upvote: number, downvote: number): { up: number; down: number } => ({
  up: percentOf(upvote, upvote + downvote),
  down: percentOf(downvote, upvote + downvote),
});
