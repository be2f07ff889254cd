// Builds the web app (apps/web/dist) only when its sources changed since the last build.
// Shared by `npm start` and the e2e global setup; plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT_DIR = resolve(import.meta.dirname, '..');
export const WEB_DIST_INDEX = join(ROOT_DIR, 'apps/web/dist/index.html');

/** Everything the web build reads besides node_modules; a change to any of them makes dist stale. */
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'packages/contracts/src',
  'packages/domain/src',
];

/** Returns the first input newer than `since` (a path relative to the repository), or undefined. */
const findNewer = (path, since) => {
  if (!existsSync(path)) return undefined;
  const stats = statSync(path);
  if (stats.isFile()) return stats.mtimeMs > since ? path : undefined;
  if (!stats.isDirectory()) return undefined;
  for (const entry of readdirSync(path)) {
    const newer = findNewer(join(path, entry), since);
    if (newer) return newer;
  }
  return undefined;
};

/** Why the web app needs building, or undefined when dist is current. */
export const webBuildStaleReason = () => {
  if (!existsSync(WEB_DIST_INDEX)) return 'no build in apps/web/dist yet';
  const builtAt = statSync(WEB_DIST_INDEX).mtimeMs;
  for (const input of WEB_INPUTS) {
    const newer = findNewer(join(ROOT_DIR, input), builtAt);
    if (newer) return `${relative(ROOT_DIR, newer)} changed since the last build`;
  }
  return undefined;
};

/** Runs `npm run build -w apps/web`; rejects with a clear message when the build fails. */
export const buildWeb = () =>
  new Promise((resolvePromise, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT_DIR, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`Building the web app failed (${signal ?? `exit code ${code}`}); see the output above`));
    });
  });

/** Builds the web app when it is missing or stale; returns true when it built. */
export const ensureWebBuild = async (log = (line) => console.log(line)) => {
  const reason = webBuildStaleReason();
  if (!reason) return false;
  log(`[sendwell] Building the web app: ${reason}`);
  await buildWeb();
  return true;
};
