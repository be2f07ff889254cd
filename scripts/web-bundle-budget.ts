/**
 * What each route of the web app makes the browser download, read from the Vite build manifest of
 * apps/web/dist, and the size budget it is held to (issue 16). Shared by `npm run bench:web-bundle`, which
 * prints the figures, and e2e/web-bundle.e2e.ts, which fails when a route is over its budget.
 *
 * - A chunk's download is the chunk and every chunk it imports statically, transitively (the manifest's
 *   `imports`); what it imports dynamically (`dynamicImports`) is fetched only on demand and not counted.
 * - The first route is the entry (index.html) with its static imports: everything any page needs before
 *   its own code (router, query client, app frame, theme, shared antd parts).
 * - A later route is each chunk the entry's code imports dynamically (every `lazy` route of the router,
 *   every settings tab, and the parts of the app's frame fetched when they show: the account picker, the
 *   error and 404 screens): what it adds beyond the entry's download. A settings tab also loads the settings
 *   frame (settings-page), weighed on its own.
 * - Anything else imported dynamically (a dialog fetched when it opens, the zxcvbn word lists fetched while
 *   a password is typed) is an on-demand part: reported with what it adds where it opens, no budget.
 *
 * Sizes are those of the `.gz` copies the build writes beside each file and the server sends (the plain
 * file when gzip would not make it smaller).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Issue 16's target, in KB (1,024 bytes) gzipped. */
export const BUNDLE_BUDGET_KB = { firstRoute: 250, laterRoute: 100 } as const;

/**
 * Routes with a target of their own, in KB gzipped, beyond the entry: the email editor carries GrapesJS and its
 * MJML plugin (issue 18 sets its target at 400 KB, on that route only). It draws its canvas with MJML's own
 * components instead of mjml-browser (see apps/web/vite-plugins/mjml-canvas-parser.ts).
 */
export const ROUTE_TARGETS_KB: Readonly<Record<string, number>> = {
  'src/app/editor-page.tsx': 400,
};

/**
 * Routes still over the target and the most each may weigh until it is brought under it: the size measured
 * when the allowance was set, rounded up, plus 1 KB. An allowance only goes down; one that is no longer
 * needed, or names a chunk the build no longer has, fails the check so it is removed.
 * Keyed by manifest key: 'index.html' for the first route, the page's source path for a later one.
 */
export const OVER_TARGET_ALLOWANCES_KB: Readonly<Record<string, number>> = {};

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export type ChunkKind = 'firstRoute' | 'laterRoute' | 'onDemand';

export interface Weight {
  /** The manifest key: 'index.html', or the source path of a lazily loaded module. */
  key: string;
  kind: ChunkKind;
  /** The files counted: the chunk's download minus what is already loaded where it is used. */
  files: string[];
  gzipBytes: number;
  brotliBytes: number;
  rawBytes: number;
}

export const readManifest = (distDir: string): Manifest => {
  const path = join(distDir, '.vite/manifest.json');
  if (!existsSync(path))
    throw new Error(`No build manifest at ${path}; build the web app first (npm run build)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
};

/** The chunk and every chunk it imports statically, transitively: what loads before its code runs. */
export const staticClosure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`The build manifest names ${key} but has no entry for it`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
};

export interface DownloadPlan {
  key: string;
  kind: ChunkKind;
  /** Manifest keys of the chunks this one makes the browser fetch, beyond what is already loaded. */
  chunks: string[];
}

/** Which chunks each route and on-demand part adds, by the rules at the top of this file. */
export const planDownloads = (manifest: Manifest): DownloadPlan[] => {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1)
    throw new Error(`Expected one entry chunk in the build manifest, found ${entries.length}`);
  const entryKey = entries[0]!;
  const entry = staticClosure(manifest, entryKey);
  const routes = new Set([...entry].flatMap((key) => manifest[key]!.dynamicImports ?? []));
  const plans: DownloadPlan[] = [{ key: entryKey, kind: 'firstRoute', chunks: [...entry] }];
  for (const key of [...routes].sort()) {
    plans.push({
      key,
      kind: 'laterRoute',
      chunks: [...staticClosure(manifest, key)].filter((c) => !entry.has(c)),
    });
  }
  const onDemand = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && !routes.has(key))
    .sort();
  for (const key of onDemand) {
    // Where several chunks open it, count it against the one that has the least of it already.
    const openers = Object.keys(manifest).filter((opener) => manifest[opener]!.dynamicImports?.includes(key));
    const added = openers.map((opener) => {
      const loaded = new Set([...entry, ...staticClosure(manifest, opener)]);
      return [...staticClosure(manifest, key)].filter((chunk) => !loaded.has(chunk));
    });
    const chunks = added.reduce((most, next) => (next.length > most.length ? next : most), [] as string[]);
    plans.push({ key, kind: 'onDemand', chunks });
  }
  return plans;
};

const sizeOf = (path: string): number | undefined => (existsSync(path) ? statSync(path).size : undefined);

/** The plans with the sizes of their files in the build at `distDir`. */
export const weighBuild = (distDir: string): Weight[] => {
  const manifest = readManifest(distDir);
  return planDownloads(manifest).map(({ key, kind, chunks }) => {
    const files = chunks.map((chunk) => manifest[chunk]!.file);
    const total = (suffix: string) =>
      files.reduce((sum, file) => {
        const path = join(distDir, file);
        const size = sizeOf(path + suffix) ?? sizeOf(path);
        if (size === undefined)
          throw new Error(`${path} is in the build manifest but not on disk; rebuild the web app`);
        return sum + size;
      }, 0);
    return { key, kind, files, gzipBytes: total('.gz'), brotliBytes: total('.br'), rawBytes: total('') };
  });
};

export const kilobytes = (bytes: number): number => bytes / 1024;

/** The target of a route: its own when it has one, else the one for its kind. */
export const targetKbOf = (weight: Pick<Weight, 'key' | 'kind'>): number | undefined =>
  weight.kind === 'onDemand' ? undefined : (ROUTE_TARGETS_KB[weight.key] ?? BUNDLE_BUDGET_KB[weight.kind]);

/** The most a chunk may weigh: its allowance when it has one, else its target. */
export const budgetKbOf = (weight: Pick<Weight, 'key' | 'kind'>): number | undefined =>
  weight.kind === 'onDemand' ? undefined : (OVER_TARGET_ALLOWANCES_KB[weight.key] ?? targetKbOf(weight));

/**
 * Every way the build breaks the budget, as sentences: a route over its target (or over its allowance),
 * an allowance no longer needed, an allowance for a chunk the build does not have.
 */
export const budgetProblems = (
  weights: Weight[],
  allowances: Readonly<Record<string, number>> = OVER_TARGET_ALLOWANCES_KB,
): string[] => {
  const problems: string[] = [];
  for (const weight of weights) {
    if (weight.kind === 'onDemand') continue;
    const kb = kilobytes(weight.gzipBytes);
    const target = targetKbOf(weight)!;
    const allowance = allowances[weight.key];
    const what =
      weight.kind === 'firstRoute'
        ? 'The first route (the entry and its static imports)'
        : `The route ${weight.key}`;
    const size = `${kb.toFixed(1)} KB gzipped`;
    if (allowance === undefined && kb > target) {
      problems.push(
        `${what} is ${size}, over its ${target} KB budget (${weight.files.length} files: ${weight.files.join(', ')})`,
      );
    } else if (allowance !== undefined && kb > allowance) {
      problems.push(
        `${what} is ${size}, over the ${allowance} KB it is allowed until it meets its ${target} KB target`,
      );
    } else if (allowance !== undefined && kb <= target) {
      problems.push(
        `${what} is ${size}, within its ${target} KB target: remove its allowance from OVER_TARGET_ALLOWANCES_KB`,
      );
    }
  }
  const measured = new Set(
    weights.filter((weight) => weight.kind !== 'onDemand').map((weight) => weight.key),
  );
  for (const key of Object.keys(allowances)) {
    if (!measured.has(key))
      problems.push(`OVER_TARGET_ALLOWANCES_KB names ${key}, which is no route of the build`);
  }
  return problems;
};
