import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetProblems, planDownloads, weighBuild, type Manifest, type Weight } from './web-bundle-budget';

// A build like the web app's: the entry imports the router chunk, whose routes are lazy; the contacts page
// opens a wizard on demand; the shared table chunk is used by two pages.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_router.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': {
    file: 'assets/router.js',
    imports: ['_react.js'],
    dynamicImports: ['src/contacts-page.tsx', 'src/login-page.tsx'],
  },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js', '_select.js'] },
  '_select.js': { file: 'assets/select.js' },
  'src/contacts-page.tsx': {
    file: 'assets/contacts-page.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_table.js'],
    dynamicImports: ['src/wizard.tsx'],
  },
  'src/login-page.tsx': { file: 'assets/login-page.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/wizard.tsx': { file: 'assets/wizard.js', isDynamicEntry: true, imports: ['_table.js', '_picker.js'] },
  '_picker.js': { file: 'assets/picker.js' },
};

describe('planDownloads', () => {
  const plans = Object.fromEntries(planDownloads(manifest).map((plan) => [plan.key, plan]));

  it('counts for the first route the entry and its static imports, transitively, not what it loads on demand', () => {
    expect(plans['index.html']).toEqual({
      key: 'index.html',
      kind: 'firstRoute',
      chunks: ['index.html', '_react.js', '_router.js'],
    });
  });

  it('takes every chunk the entry imports on demand as a later route, counting what it adds beyond the entry', () => {
    expect(plans['src/contacts-page.tsx']).toMatchObject({
      kind: 'laterRoute',
      chunks: ['src/contacts-page.tsx', '_table.js', '_select.js'],
    });
    expect(plans['src/login-page.tsx']).toMatchObject({ kind: 'laterRoute', chunks: ['src/login-page.tsx'] });
  });

  it('counts a part loaded on demand beyond the entry and the page that opens it', () => {
    expect(plans['src/wizard.tsx']).toMatchObject({ kind: 'onDemand', chunks: ['src/wizard.tsx', '_picker.js'] });
  });

  it('refuses a manifest whose imports name a chunk it does not have', () => {
    const broken: Manifest = { 'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_gone.js'] } };
    expect(() => planDownloads(broken)).toThrow('_gone.js');
  });
});

describe('weighBuild', () => {
  let dist: string | undefined;
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('adds up the gzip copies the server sends, or the plain file where gzip was not written', () => {
    dist = mkdtempSync(join(tmpdir(), 'web-bundle-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    for (const chunk of Object.values(manifest)) writeFileSync(join(dist, chunk.file), 'x'.repeat(1000));
    writeFileSync(join(dist, 'assets/index.js.gz'), 'x'.repeat(100));
    writeFileSync(join(dist, 'assets/router.js.gz'), 'x'.repeat(200));

    const entry = weighBuild(dist).find((weight) => weight.key === 'index.html')!;
    expect(entry.files).toEqual(['assets/index.js', 'assets/react.js', 'assets/router.js']);
    expect(entry.gzipBytes).toBe(100 + 1000 + 200);
    expect(entry.rawBytes).toBe(3000);
  });
});

describe('budgetProblems', () => {
  const weight = (key: string, kind: Weight['kind'], kb: number): Weight => ({
    key,
    kind,
    files: [`assets/${key}.js`],
    gzipBytes: kb * 1024,
    brotliBytes: 0,
    rawBytes: 0,
  });
  const within = [weight('index.html', 'firstRoute', 250), weight('src/login-page.tsx', 'laterRoute', 100)];

  it('passes a build whose routes are all within the target', () => {
    expect(budgetProblems(within, {})).toEqual([]);
  });

  it('fails the first route past 250 KB and a later route past 100 KB', () => {
    const problems = budgetProblems(
      [weight('index.html', 'firstRoute', 250.1), weight('src/new-page.tsx', 'laterRoute', 100.5)],
      {},
    );
    expect(problems).toEqual([
      expect.stringContaining('The first route (the entry and its static imports) is 250.1 KB gzipped, over its 250 KB budget'),
      expect.stringContaining('The route src/new-page.tsx is 100.5 KB gzipped, over its 100 KB budget'),
    ]);
  });

  it('gives no budget to parts loaded on demand', () => {
    expect(budgetProblems([...within, weight('src/word-lists.ts', 'onDemand', 800)], {})).toEqual([]);
  });

  it('lets a route stay over the target up to its allowance, and no further', () => {
    const page = (kb: number) => [...within, weight('src/contacts-page.tsx', 'laterRoute', kb)];
    expect(budgetProblems(page(120), { 'src/contacts-page.tsx': 121 })).toEqual([]);
    expect(budgetProblems(page(121.5), { 'src/contacts-page.tsx': 121 })).toEqual([
      'The route src/contacts-page.tsx is 121.5 KB gzipped, over the 121 KB it is allowed until it meets its 100 KB target',
    ]);
  });

  it('asks for an allowance to be removed once the route meets the target, or when the route is gone', () => {
    expect(budgetProblems(within, { 'src/login-page.tsx': 110, 'src/old-page.tsx': 120 })).toEqual([
      'The route src/login-page.tsx is 100.0 KB gzipped, within its 100 KB target: remove its allowance from OVER_TARGET_ALLOWANCES_KB',
      'OVER_TARGET_ALLOWANCES_KB names src/old-page.tsx, which is no route of the build',
    ]);
  });
});
