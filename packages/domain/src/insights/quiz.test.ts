import { describe, expect, it } from 'vitest';
import { averageScore, QUIZ_LETTERS, quizLetter, quizOptionRows } from './quiz';

describe('quiz letters', () => {
  it('run from A to I', () => {
    expect(QUIZ_LETTERS.join('')).toBe('ABCDEFGHI');
    expect(quizLetter(0)).toBe('A');
    expect(quizLetter(8)).toBe('I');
    expect(quizLetter(9)).toBeUndefined();
  });
});

describe('quizOptionRows', () => {
  it('shows A to D at least, zero where nobody chose it', () => {
    expect(quizOptionRows([{ choice: 'B', count: 2 }])).toEqual([
      { choice: 'A', count: 0 },
      { choice: 'B', count: 2 },
      { choice: 'C', count: 0 },
      { choice: 'D', count: 0 },
    ]);
  });
  it('goes up to the last letter chosen', () => {
    expect(quizOptionRows([{ choice: 'F', count: 1 }]).map((row) => row.choice)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
  });
  it('ignores what is not a letter of the quiz', () => {
    expect(quizOptionRows([{ choice: 'Z', count: 1 }])).toHaveLength(4);
  });
});

describe('averageScore', () => {
  it('is the mean to 2 decimals, 0 without scores', () => {
    expect(averageScore(10, 3)).toBe(3.33);
    expect(averageScore(0, 0)).toBe(0);
  });
});
