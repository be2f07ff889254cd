import { describe, expect, it } from 'vitest';
import { EMOJI_LEVELS, emojiLabel, emojiTotals } from './emoji';

describe('emoji scale', () => {
  it('has 5 levels from Disappointed to Very happy', () => {
    expect(EMOJI_LEVELS).toEqual(['Disappointed', 'Not happy', 'Fine', 'Happy', 'Very happy']);
    expect(emojiLabel(1)).toBe('Disappointed');
    expect(emojiLabel(5)).toBe('Very happy');
  });
  it('names no level outside 1 to 5', () => {
    expect(emojiLabel(0)).toBeUndefined();
    expect(emojiLabel(6)).toBeUndefined();
  });
  it('totals every level in order', () => {
    expect(
      emojiTotals([
        { level: 4, count: 3 },
        { level: 1, count: 1 },
      ]),
    ).toEqual([
      { options: 'Disappointed', count: 1 },
      { options: 'Not happy', count: 0 },
      { options: 'Fine', count: 0 },
      { options: 'Happy', count: 3 },
      { options: 'Very happy', count: 0 },
    ]);
  });
});
