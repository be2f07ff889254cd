// `npm run dev`: the server (restarting on change) and the Vite dev server together, one prefixed log.
// Ctrl-C stops both; if either exits on its own, the other is stopped too.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT_DIR } from './web-build.mjs';

const bin = (name) => join(ROOT_DIR, 'node_modules/.bin', name);
const colour = process.stdout.isTTY ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_code, text) => text;

const processes = [
  { name: 'server', colour: 36, command: bin('tsx'), args: ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], cwd: ROOT_DIR },
  { name: 'web', colour: 35, command: bin('vite'), args: [], cwd: join(ROOT_DIR, 'apps/web') },
];

const width = Math.max(...processes.map((p) => p.name.length));
let stopping = false;
let exitCode = 0;

const children = processes.map((spec) => {
  const prefix = colour(spec.colour, `[${spec.name.padEnd(width)}]`);
  // Output goes through a pipe; keep the children's colours when the terminal shows them.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(spec.command, spec.args, { cwd: spec.cwd, stdio: ['ignore', 'pipe', 'pipe'], env });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
  }
  child.on('error', (error) => {
    console.error(`${prefix} could not start ${spec.command}: ${error.message} (did you run "npm install"?)`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.log(`${prefix} exited (${signal ?? `code ${code}`}); stopping the rest`);
      stopAll(code || 1);
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
  return child;
});

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
}

console.log(`Sendwell dev: API on http://localhost:${process.env.PORT || 3000}, web app with hot reload on http://localhost:5173 (Ctrl-C stops both)`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
