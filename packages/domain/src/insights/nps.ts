import { percentOf, roundTo2 } from './percent';

export type NpsGroup = 'detractor' | 'passive' | 'promoter';

/** Spec 3 §9: 0–6 detractors, 7–8 passives, 9–10 promoters. */
export const npsGroup = (score: number): NpsGroup =>
  score <= 6 ? 'detractor' : score <= 8 ? 'passive' : 'promoter';

/** The 11 scores of the scale, 0 to 10. */
export const NPS_SCORES: readonly number[] = Array.from({ length: 11 }, (_, score) => score);

export interface NpsSummary {
  count: number;
  detractors: number;
  passives: number;
  promoters: number;
  detractorPercent: number;
  passivePercent: number;
  promoterPercent: number;
  /** Promoter percentage minus detractor percentage, to 2 decimals: -100 to 100. */
  score: number;
}

/** The NPS of answers counted by score; scores outside 0–10 are not answers of the scale and are left out. */
export const npsSummary = (counts: readonly { score: number; count: number }[]): NpsSummary => {
  const groups: Record<NpsGroup, number> = { detractor: 0, passive: 0, promoter: 0 };
  for (const { score, count } of counts) {
    if (!Number.isInteger(score) || score < 0 || score > 10 || count <= 0) continue;
    groups[npsGroup(score)] += count;
  }
  const count = groups.detractor + groups.passive + groups.promoter;
  const detractorPercent = percentOf(groups.detractor, count);
  const promoterPercent = percentOf(groups.promoter, count);
  return {
    count,
    detractors: groups.detractor,
    passives: groups.passive,
    promoters: groups.promoter,
    detractorPercent,
    passivePercent: percentOf(groups.passive, count),
    promoterPercent,
    score: count === 0 ? 0 : roundTo2((groups.promoter / count) * 100 - (groups.detractor / count) * 100),
  };
};

/** The chart's bars: one per score 0 to 10, named by the score, zero where nobody chose it. */
export const npsChartData = (
  counts: readonly { score: number; count: number }[],
): { name: string; count: number }[] =>
  NPS_SCORES.map((score) => ({
    name: String(score),
    count: counts.filter((entry) => entry.score === score).reduce((sum, entry) => sum + entry.count, 0),
  }));
