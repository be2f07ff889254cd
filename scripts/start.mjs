// `npm start`: builds the web app when needed, then runs the server on the embedded Postgres.
// NODE_ENV is left as the user set it: the default (development) keeps the dev outbox for newcomers.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ROOT_DIR, ensureWebBuild } from './web-build.mjs';

try {
  await ensureWebBuild();
} catch (error) {
  console.error(`[sendwell] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// cwd is the repository root so `--import tsx` resolves and the default DATA_DIR is ./data.
// A young generation of 32 MiB semi-spaces (16 by default): a campaign send's per-message garbage (rendered
// HTML, its parse, MIME parts) then dies young instead of being promoted, which kept the worker's RSS swinging
// up to 410 MiB where it stays near 300 (docs/benchmarks.md, bench:send).
const server = spawn(
  process.execPath,
  ['--max-semi-space-size=32', '--import', 'tsx', 'apps/server/src/main.ts'],
  { cwd: ROOT_DIR, stdio: 'inherit' },
);

// The server drains requests and jobs on SIGINT/SIGTERM; this wrapper only relays the signal and waits.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}

server.on('error', (error) => {
  console.error(`[sendwell] Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  // A child killed by a signal exits like a shell reports it: 128 + the signal number.
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
});
