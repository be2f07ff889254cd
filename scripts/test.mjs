// `npm test`: every suite in order (lint and types, unit, integration, e2e); stops at the first failure.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from './web-build.mjs';

const bin = (name) => join(ROOT_DIR, 'node_modules/.bin', name);

const steps = [
  // Side by side, one job per core (scripts/checks.mjs).
  { name: 'lint and typecheck', command: process.execPath, args: ['scripts/checks.mjs', '--lint'], label: 'node scripts/checks.mjs --lint' },
  { name: 'unit tests', command: bin('vitest'), args: ['run', '--project', 'unit'] },
  { name: 'integration tests', command: bin('vitest'), args: ['run', '--project', 'integration'] },
  { name: 'chromium check', command: process.execPath, args: ['scripts/check-chromium.mjs'], label: 'node scripts/check-chromium.mjs' },
  { name: 'e2e tests', command: bin('playwright'), args: ['test'] },
];

const bold = process.stdout.isTTY ? (text) => `\x1b[1m${text}\x1b[0m` : (text) => text;
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

let interrupted = false;
let current;
// Ctrl-C reaches the running step directly; remember it so no further step starts.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    if (signal === 'SIGTERM') current?.kill('SIGTERM');
  });
}

const run = (step) =>
  new Promise((resolve) => {
    current = spawn(step.command, step.args, { cwd: ROOT_DIR, stdio: 'inherit' });
    current.on('error', (error) => {
      console.error(`Could not run ${step.command}: ${error.message} (did you run "npm install"?)`);
      resolve(1);
    });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const startedAt = Date.now();
const results = [];
for (const [index, step] of steps.entries()) {
  console.log(`\n${bold(`=== [${index + 1}/${steps.length}] ${step.name}: ${step.label ?? [step.command.replace(`${ROOT_DIR}/node_modules/.bin/`, ''), ...step.args].join(' ')}`)}\n`);
  const stepStart = Date.now();
  const code = interrupted ? 130 : await run(step);
  const took = Date.now() - stepStart;
  results.push({ step, code, took });
  console.log(`\n${bold(`=== ${step.name}: ${code === 0 ? 'passed' : `FAILED (exit code ${code})`} in ${seconds(took)}`)}`);
  if (code !== 0 || interrupted) break;
}

const total = seconds(Date.now() - startedAt);
const failed = results.find((result) => result.code !== 0);
console.log(`\n${results.map((r) => `  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.step.name} (${seconds(r.took)})`).join('\n')}`);
if (failed || interrupted || results.length < steps.length) {
  const skipped = steps.slice(results.length).map((step) => step.name);
  console.log(bold(`\nnpm test FAILED at "${failed?.step.name ?? 'interrupted'}" after ${total}${skipped.length ? `; not run: ${skipped.join(', ')}` : ''}`));
  process.exit(failed?.code || 1);
}
console.log(bold(`\nnpm test passed: all ${steps.length} steps in ${total}`));
