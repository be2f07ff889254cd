/**
 * What each route of the web app makes the browser download, read from the Vite build manifest of
 * apps/web/dist (run `npm run build` first). The rules (what counts for a route) and the budget are in
 * scripts/web-bundle-budget.ts; e2e/web-bundle.e2e.ts fails the tests when a route is over it.
 */
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import {
  budgetKbOf,
  budgetProblems,
  BUNDLE_BUDGET_KB,
  ROUTE_TARGETS_KB,
  kilobytes,
  targetKbOf,
  weighBuild,
  type Weight,
} from '../scripts/web-bundle-budget';

const main = () => {
  const distDir = resolve(import.meta.dirname, '../apps/web/dist');
  console.log(`bench:web-bundle on ${cpus().length} cores, Node ${process.version}`);
  const weights = weighBuild(distDir);
  const entry = weights.find((weight) => weight.kind === 'firstRoute')!;
  const kb = (bytes: number) => kilobytes(bytes).toFixed(1).padStart(7);
  const line = (weight: Weight, status: string, budget: string, freshLoad: string) =>
    console.log(
      `${status.padEnd(6)} ${kb(weight.gzipBytes)}  ${budget.padStart(6)}  ${freshLoad.padStart(7)}   ${kb(weight.brotliBytes)}    ${kb(weight.rawBytes)}  ${weight.key} (${weight.files.length} files)`,
    );

  console.log(`Target: first route <= ${BUNDLE_BUDGET_KB.firstRoute} KB gzipped, each later route <= ${BUNDLE_BUDGET_KB.laterRoute} KB beyond it.`);
  for (const [route, kb] of Object.entries(ROUTE_TARGETS_KB)) console.log(`Own target: ${route} <= ${kb} KB beyond the entry.`);
  console.log('"budget" is the target, or the allowance of a route still over it (marked "over").');
  console.log('"fresh" is what a first visit straight to that route downloads: the entry and the route.');
  console.log('status  gzip KB  budget  fresh KB  brotli KB     raw KB  chunk');
  for (const weight of weights) {
    if (weight.kind === 'onDemand') continue;
    const budget = budgetKbOf(weight)!;
    const target = targetKbOf(weight)!;
    const size = kilobytes(weight.gzipBytes);
    const status = size > budget ? 'FAIL' : size > target ? 'over' : 'ok';
    const fresh = weight.kind === 'laterRoute' ? kb(entry.gzipBytes + weight.gzipBytes).trim() : '';
    line(weight, status, String(budget), fresh);
  }
  console.log('\nOn demand (dialogs, word lists): what each adds where it opens, no budget');
  for (const weight of weights) if (weight.kind === 'onDemand') line(weight, '', '', '');

  const routes = weights.flatMap((weight) => (weight.kind === 'onDemand' ? [] : [{ ...weight, kind: weight.kind }]));
  const overTarget = routes.filter((weight) => kilobytes(weight.gzipBytes) > targetKbOf(weight)!);
  const problems = budgetProblems(weights);
  console.log(`\n${routes.length - overTarget.length} of ${routes.length} routes within the target`);
  console.log(problems.length ? `Budget check FAILS:\n- ${problems.join('\n- ')}` : 'Budget check passes');
};

main();
