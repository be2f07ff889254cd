/** Spec 3 §9: the emoji scale's 5 levels, from 1 to 5. */
export const EMOJI_LEVELS = ['Disappointed', 'Not happy', 'Fine', 'Happy', 'Very happy'] as const;
export type EmojiLevel = (typeof EMOJI_LEVELS)[number];

/** The label of a level 1–5; undefined for anything else. */
export const emojiLabel = (level: number): EmojiLevel | undefined => EMOJI_LEVELS[level - 1];

/** Every level in order with its count, zero where nobody chose it. */
export const emojiTotals = (
  counts: readonly { level: number; count: number }[],
): { options: EmojiLevel; count: number }[] =>
  EMOJI_LEVELS.map((options, index) => ({
    options,
    count: counts.filter((entry) => entry.level === index + 1).reduce((sum, entry) => sum + entry.count, 0),
  }));
