/** Rounds to 2 decimals, halves away from zero (12.345 → 12.35, -12.345 → -12.35). */
export const roundTo2 = (value: number): number => {
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.round(Math.abs(value) * 100 + 1e-9) / 100;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
};

/** The share of `count` in `total` as a percentage, to 2 decimals; 0 when there is nothing to share. */
export const percentOf = (count: number, total: number): number =>
  total > 0 ? roundTo2((count / total) * 100) : 0;

/** Spec 3 §9: a percentage shows 2 decimals, a trailing .00 dropped ('50', '12.50', '33.33'). */
export const formatPercentValue = (value: number): string => roundTo2(value).toFixed(2).replace(/\.00$/, '');

/** The same with its sign: '33.33%'. */
export const formatPercent = (value: number): string => `${formatPercentValue(value)}%`;
