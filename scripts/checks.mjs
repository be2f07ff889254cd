// Lint and the type checks as separate jobs that run side by side: each `tsc` and `eslint` uses one core, so on
// a machine of N cores N of them at once take about half the time of one after another on two cores.
// `npm run typecheck` runs the type checks; `npm test` runs them together with lint.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT_DIR } from './web-build.mjs';

const bin = (name) => join(ROOT_DIR, 'node_modules/.bin', name);

const tsc = (project) => ({
  name: `typecheck ${project}`,
  command: bin('tsc'),
  args: ['-p', project, '--noEmit'],
});

/** Every project's type check, the longest first, so the short ones fill in beside it. */
export const typecheckJobs = [
  tsc('apps/server'),
  tsc('apps/web'),
  tsc('.'),
  tsc('packages/domain'),
  tsc('packages/contracts'),
];

export const lintJob = { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] };

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

/** Runs one job with its output held back, so the jobs' lines do not interleave; resolves to its result. */
const runJob = (job) =>
  new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const child = spawn(job.command, job.args, { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(
        Buffer.from(`Could not run ${job.command}: ${error.message} (did you run "npm install"?)\n`),
      );
      resolve({ job, code: 1, took: Date.now() - started, output: Buffer.concat(output).toString() });
    });
    child.on('close', (code, signal) =>
      resolve({
        job,
        code: code ?? (signal ? 1 : 0),
        took: Date.now() - started,
        output: Buffer.concat(output).toString(),
      }),
    );
  });

/**
 * Runs the jobs, `concurrency` at a time (one per core unless said), printing each one's output when it ends.
 * Resolves to the exit code: 0 when every job passed.
 */
export const runJobs = async (jobs, concurrency = availableParallelism()) => {
  const queue = [...jobs];
  const results = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const result = await runJob(job);
      results.push(result);
      const status = result.code === 0 ? 'passed' : `FAILED (exit code ${result.code})`;
      process.stdout.write(`--- ${job.name}: ${status} in ${seconds(result.took)}\n${result.output}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
  return results.find((result) => result.code !== 0)?.code ?? 0;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Lint takes about as long as the server's type check: the two start first.
  const [server, ...others] = typecheckJobs;
  process.exit(await runJobs(process.argv.includes('--lint') ? [server, lintJob, ...others] : typecheckJobs));
}
