/**
 * Text as Sendwell compares it without regard to case, the same in every locale and in the database
 * (the segment engine's SQL applies the same steps; see docs/decisions.md). Upper then lower case folds
 * what lower case alone leaves apart (ß and SS, ſ and s, ı and i); the remaining steps make the fold
 * independent of context: the final sigma becomes σ, the capital sharp s ss, and the dotted capital İ,
 * which lower-cases to i with a combining dot, plain i.
 */
export const foldCase = (text: string): string =>
  text.toUpperCase().toLowerCase().replaceAll('ς', 'σ').replaceAll('ß', 'ss').replaceAll('i\u0307', 'i');
