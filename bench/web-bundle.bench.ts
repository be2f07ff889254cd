/**
 * What each route of the web app makes the browser download, read from the Vite build manifest of
 * apps/web/dist (run `npm run build` first). Sizes are those of the .gz and .br copies the build
 * writes beside each file and the server sends (the plain file when no smaller copy was written).
 * Budget: the first route's JavaScript (the entry chunk and its static imports) <= 250 KB gzipped;
 * each lazily loaded route, counting only what it adds to the entry's share, <= 100 KB gzipped.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';

const BUDGET_KB = { entry: 250, lazyRoute: 100 } as const;

// The zxcvbn word lists: fetched only once someone types a password, never to show a page.
const NOT_A_ROUTE = new Set(['../../packages/domain/src/password-strength.ts']);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteWeight {
  name: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  budgetKb: number;
}

/** The chunk and every chunk it imports statically, transitively: what loads before its code runs. */
const staticClosure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
};

const weighRoutes = (distDir: string): RouteWeight[] => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : undefined);
  const weigh = (keys: string[]) => {
    const paths = keys.map((key) => join(distDir, manifest[key]!.file));
    const total = (suffix: string) => paths.reduce((sum, path) => sum + (sizeOf(path + suffix) ?? sizeOf(path)!), 0);
    return { files: keys.map((key) => manifest[key]!.file), rawBytes: total(''), gzipBytes: total('.gz'), brotliBytes: total('.br') };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error(`No entry chunk in ${distDir}/.vite/manifest.json`);
  const entry = staticClosure(manifest, entryKey);
  const weights: RouteWeight[] = [
    { name: `entry (${entryKey})`, ...weigh([...entry]), budgetKb: BUDGET_KB.entry },
  ];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || NOT_A_ROUTE.has(key)) continue;
    const added = [...staticClosure(manifest, key)].filter((imported) => !entry.has(imported));
    weights.push({ name: key, ...weigh(added), budgetKb: BUDGET_KB.lazyRoute });
  }
  return weights;
};

const main = () => {
  const distDir = resolve(import.meta.dirname, '../apps/web/dist');
  if (!existsSync(join(distDir, '.vite/manifest.json'))) throw new Error('No build manifest; run "npm run build" first');
  console.log(`bench:web-bundle on ${cpus().length} cores, Node ${process.version}`);
  const weights = weighRoutes(distDir);
  let over = 0;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  console.log('      gzip KB  budget   brotli KB     raw KB  chunk');
  for (const { name, files, rawBytes, gzipBytes, brotliBytes, budgetKb } of weights) {
    const isOver = gzipBytes / 1024 > budgetKb;
    if (isOver) over += 1;
    console.log(`${(isOver ? 'OVER' : 'ok').padEnd(4)} ${kb(gzipBytes)}  ${String(budgetKb).padStart(6)}   ${kb(brotliBytes)}    ${kb(rawBytes)}  ${name} (${files.length} files)`);
  }
  console.log(over ? `${over} of ${weights.length} over budget` : `all ${weights.length} within budget`);
};

main();
