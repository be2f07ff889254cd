import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT_DIR, webBuildStaleReason } from '../scripts/web-build.mjs';
import { budgetProblems, planDownloads, readManifest, weighBuild } from '../scripts/web-bundle-budget';

/*
 * Issue 16's size budget, on the build the global setup made (it rebuilds apps/web/dist when a source
 * changed): the first route's JavaScript <= 250 KB gzipped, each later route <= 100 KB beyond it. Every
 * lazily loaded chunk of the build is weighed, so a new route is held to the budget without being named.
 * `npm run bench:web-bundle` prints the figures.
 */

const distDir = resolve(ROOT_DIR, 'apps/web/dist');

test.beforeAll(() => {
  const stale = webBuildStaleReason();
  if (stale) throw new Error(`apps/web/dist is not the build of these sources (${stale}); run "npm run build"`);
});

test('every route of the web app stays within the JavaScript size budget', () => {
  const weights = weighBuild(distDir);
  const routes = weights.filter((weight) => weight.kind === 'laterRoute').map((weight) => weight.key);
  // The routes are found in the manifest, not listed: make sure they were found at all.
  expect(routes).toEqual(
    expect.arrayContaining(['src/features/auth/components/login-page.tsx', 'src/app/contacts-page.tsx']),
  );
  expect(budgetProblems(weights), 'see `npm run bench:web-bundle` for what each route loads').toEqual([]);
});

test('a first visit to the sign-in page fetches no JavaScript beyond what the budget counts for it', async ({
  page,
}) => {
  const manifest = readManifest(distDir);
  const plans = planDownloads(manifest);
  const counted = new Set(
    plans
      .filter((plan) => plan.kind === 'firstRoute' || plan.key === 'src/features/auth/components/login-page.tsx')
      .flatMap((plan) => plan.chunks.map((chunk) => `/${manifest[chunk]!.file}`)),
  );
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) fetched.push(pathname);
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((path) => !counted.has(path))).toEqual([]);
});
