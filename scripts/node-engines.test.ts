import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Version = [number, number, number];

const root = new URL('../', import.meta.url);
const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, root), 'utf8'));

const versionIn = (text: string): Version | undefined => {
  const match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text);
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : undefined;
};

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * The oldest Node a range admits: the lowest lower bound over its `||` alternatives ('>=18', '^20.17 || >=22',
 * '18 - 22'); an alternative with no lower bound ('*', '<24') admits any.
 */
const oldestAdmitted = (range: string): Version => {
  const floors = range.split('||').map((part) => {
    const alternative = part.trim();
    if (alternative === '' || alternative === '*' || alternative.startsWith('<')) return [0, 0, 0] as Version;
    return versionIn(alternative) ?? ([0, 0, 0] as Version);
  });
  return floors.reduce((lowest, floor) => (compare(floor, lowest) < 0 ? floor : lowest));
};

describe('the Node version the project promises', () => {
  it('is one every installed package accepts, so npm ci prints no EBADENGINE warning', () => {
    const manifest = readJson('package.json') as { engines: { node: string } };
    const promised = oldestAdmitted(manifest.engines.node);
    const lock = readJson('package-lock.json') as { packages: Record<string, { engines?: { node?: string } }> };

    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && compare(oldestAdmitted(entry.engines.node), promised) > 0)
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} needs Node ${entry.engines?.node}`);

    expect(refusing).toEqual([]);
  });

  it('reads a range by its oldest admitted version', () => {
    expect(oldestAdmitted('>=22')).toEqual([22, 0, 0]);
    expect(oldestAdmitted('^20.17.0 || >=22.9.0')).toEqual([20, 17, 0]);
    expect(oldestAdmitted('>= 18')).toEqual([18, 0, 0]);
    expect(oldestAdmitted('*')).toEqual([0, 0, 0]);
  });
});
