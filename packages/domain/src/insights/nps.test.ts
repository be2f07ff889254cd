import { describe, expect, it } from 'vitest';
import { npsChartData, npsGroup, npsSummary } from './nps';

describe('npsGroup', () => {
  it('puts 0 to 6 with detractors, 7 and 8 with passives, 9 and 10 with promoters', () => {
    expect([0, 6].map(npsGroup)).toEqual(['detractor', 'detractor']);
    expect([7, 8].map(npsGroup)).toEqual(['passive', 'passive']);
    expect([9, 10].map(npsGroup)).toEqual(['promoter', 'promoter']);
  });
});

describe('npsSummary', () => {
  it('is promoter percentage minus detractor percentage', () => {
    const summary = npsSummary([
      { score: 10, count: 5 },
      { score: 8, count: 3 },
      { score: 3, count: 2 },
    ]);
    expect(summary).toMatchObject({
      count: 10,
      promoters: 5,
      passives: 3,
      detractors: 2,
      promoterPercent: 50,
      detractorPercent: 20,
      score: 30,
    });
  });
  it('rounds the score to 2 decimals from the unrounded shares', () => {
    // 1 promoter, 2 detractors of 3: 33.333... - 66.666... = -33.33
    expect(
      npsSummary([
        { score: 9, count: 1 },
        { score: 0, count: 2 },
      ]).score,
    ).toBe(-33.33);
    expect(
      npsSummary([
        { score: 9, count: 2 },
        { score: 7, count: 1 },
      ]).score,
    ).toBe(66.67);
  });
  it('reaches -100 and 100', () => {
    expect(npsSummary([{ score: 2, count: 4 }]).score).toBe(-100);
    expect(npsSummary([{ score: 10, count: 1 }]).score).toBe(100);
  });
  it('is 0 without answers, and ignores scores off the scale', () => {
    expect(npsSummary([]).score).toBe(0);
    expect(
      npsSummary([
        { score: 11, count: 3 },
        { score: -1, count: 1 },
        { score: 9.5, count: 1 },
      ]).count,
    ).toBe(0);
  });
  it('adds up repeated scores', () => {
    expect(
      npsSummary([
        { score: 9, count: 1 },
        { score: 9, count: 1 },
      ]).promoters,
    ).toBe(2);
  });
});

describe('npsChartData', () => {
  it('has a bar for each score 0 to 10, zero where nobody chose it', () => {
    const chart = npsChartData([{ score: 7, count: 4 }]);
    expect(chart).toHaveLength(11);
    expect(chart[0]).toEqual({ name: '0', count: 0 });
    expect(chart[7]).toEqual({ name: '7', count: 4 });
    expect(chart[10]?.name).toBe('10');
  });
});
