import { describe, expect, it } from 'vitest';
import { hash32, Permutation, Random, WeightedTable } from './random';

const draws = (random: Random, count: number) => Array.from({ length: count }, () => random.uint32());

describe('Random', () => {
  it('repeats its sequence for the same seed, topic and index', () => {
    expect(draws(Random.of(7, 'activity', 3), 50)).toEqual(draws(Random.of(7, 'activity', 3), 50));
  });

  it('gives other sequences for another seed, topic or index', () => {
    const base = draws(Random.of(7, 'activity', 3), 5);
    expect(draws(Random.of(8, 'activity', 3), 5)).not.toEqual(base);
    expect(draws(Random.of(7, 'events', 3), 5)).not.toEqual(base);
    expect(draws(Random.of(7, 'activity', 4), 5)).not.toEqual(base);
  });

  it('keeps integers within their bounds and reaches both ends', () => {
    const random = new Random(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(random.int(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('draws beta-like values in [0, 1] around the expected mean', () => {
    const random = new Random(2);
    const values = Array.from({ length: 20_000 }, () => random.betaLike(1, 3));
    expect(values.filter((value) => value < 0 || value > 1)).toEqual([]);
    const sum = values.reduce((total, value) => total + value, 0);
    // Kumaraswamy(1, b) is Beta(1, b): mean 1 / (1 + b).
    expect(sum / 20_000).toBeCloseTo(0.25, 1);
  });

  it('draws from a weighted table in proportion to the weights', () => {
    const random = new Random(3);
    const table = new WeightedTable(['rare', 'common'], (item) => (item === 'rare' ? 1 : 9));
    let rare = 0;
    for (let i = 0; i < 10_000; i++) if (random.fromTable(table) === 'rare') rare++;
    expect(rare / 10_000).toBeGreaterThan(0.08);
    expect(rare / 10_000).toBeLessThan(0.12);
  });

  it('mixes every part of a hash', () => {
    expect(hash32(1, 2)).not.toBe(hash32(2, 1));
    expect(hash32(1, 2, 3, 4)).toBe(hash32(1, 2, 3, 4));
  });
});

describe('Permutation', () => {
  it.each([1, 2, 7, 1000, 4097])('is a bijection of [0, %i)', (size) => {
    const permutation = new Permutation(size, 42);
    const images = new Set(Array.from({ length: size }, (_, i) => permutation.apply(i)));
    expect(images.size).toBe(size);
    expect(Math.min(...images)).toBe(0);
    expect(Math.max(...images)).toBe(size - 1);
  });

  it('shuffles differently under another key', () => {
    const a = Array.from({ length: 20 }, (_, i) => new Permutation(1000, 1).apply(i));
    const b = Array.from({ length: 20 }, (_, i) => new Permutation(1000, 2).apply(i));
    expect(a).not.toEqual(b);
  });
});
