import { roundTo2 } from './percent';

/** Spec 3 §9: the average is the sum of score × count over the number of ratings, to 2 decimals. */
export const averageRating = (counts: readonly { score: number; count: number }[]): number => {
  const total = counts.reduce((sum, entry) => sum + Math.max(0, entry.count), 0);
  if (total === 0) return 0;
  return roundTo2(counts.reduce((sum, entry) => sum + entry.score * Math.max(0, entry.count), 0) / total);
};

/** One entry per star from maxRating down to 1, zero where nobody gave it. */
export const ratingRows = (
  counts: readonly { score: number; count: number }[],
  maxRating: number,
): { score: number; count: number }[] =>
  Array.from({ length: Math.max(0, maxRating) }, (_, index) => {
    const score = maxRating - index;
    return {
      score,
      count: counts.filter((entry) => entry.score === score).reduce((sum, entry) => sum + entry.count, 0),
    };
  });
