import { describe, expect, it } from 'vitest';
import { choiceShares, thumbsShares } from './choices';

describe('choiceShares', () => {
  it('orders by count, then name, with each share of those who answered', () => {
    expect(
      choiceShares(
        [
          { choice: 'Blue', count: 1 },
          { choice: 'Red', count: 2 },
          { choice: 'Amber', count: 1 },
        ],
        3,
      ),
    ).toEqual([
      { choice: 'Red', count: 2, percent: 66.67 },
      { choice: 'Amber', count: 1, percent: 33.33 },
      { choice: 'Blue', count: 1, percent: 33.33 },
    ]);
  });
  it('lets multi-select shares add up past 100', () => {
    const shares = choiceShares(
      [
        { choice: 'A', count: 2 },
        { choice: 'B', count: 2 },
      ],
      2,
    );
    expect(shares.map((share) => share.percent)).toEqual([100, 100]);
  });
  it('gives 0% when nobody answered', () => {
    expect(choiceShares([{ choice: 'A', count: 0 }], 0)[0]?.percent).toBe(0);
  });
});

describe('thumbsShares', () => {
  it('splits up and down votes', () => {
    expect(thumbsShares(3, 1)).toEqual({ up: 75, down: 25 });
    expect(thumbsShares(0, 0)).toEqual({ up: 0, down: 0 });
  });
});
