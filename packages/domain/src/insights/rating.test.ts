import { describe, expect, it } from 'vitest';
import { averageRating, ratingRows } from './rating';

describe('averageRating', () => {
  it('is the sum of score times count over the total', () => {
    expect(
      averageRating([
        { score: 5, count: 2 },
        { score: 3, count: 1 },
      ]),
    ).toBe(4.33);
    expect(averageRating([{ score: 4, count: 10 }])).toBe(4);
  });
  it('is 0 without ratings', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([{ score: 5, count: 0 }])).toBe(0);
  });
});

describe('ratingRows', () => {
  it('lists every star from the highest down, zero where nobody gave it', () => {
    expect(ratingRows([{ score: 4, count: 2 }], 5)).toEqual([
      { score: 5, count: 0 },
      { score: 4, count: 2 },
      { score: 3, count: 0 },
      { score: 2, count: 0 },
      { score: 1, count: 0 },
    ]);
  });
  it("follows the question's highest rating", () => {
    expect(ratingRows([], 3).map((row) => row.score)).toEqual([3, 2, 1]);
    expect(ratingRows([], 0)).toEqual([]);
  });
});
