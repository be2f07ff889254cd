/**
 * Template thumbnails: what one picture costs when Chromium is started for each (a batch of one) and when one
 * browser is kept for all of them (a fresh context per picture), on the demo account's templates. Prints the
 * wall time per thumbnail, the start-up cost, and the CPU seconds Chromium used (its processes are counted
 * once they exit, so each mode closes its browser before it is read).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { THUMBNAIL_SIZE } from '@sendwell/contracts';
import { createHtmlSnapshots } from '../apps/server/src/platform/html-snapshots';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DIR = join(import.meta.dirname, '..', 'apps', 'server', 'src', 'modules', 'demo', 'templates');
const pages = readdirSync(DIR)
  .filter((file) => !file.includes('.amp.'))
  .map((file) => readFileSync(join(DIR, file), 'utf8'));
const size = {
  width: THUMBNAIL_SIZE.pageWidth,
  height: THUMBNAIL_SIZE.pageHeight,
  outputWidth: THUMBNAIL_SIZE.imageWidth,
};

/** CPU seconds of this process's finished children (utime + stime of those reaped, from /proc). */
const childCpuSeconds = (): number => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // Fields 16 and 17 (cutime, cstime) sit at 13 and 14 after the command name.
  return (Number(fields[13]) + Number(fields[14])) / 100;
};

const measure = async (label: string, run: () => Promise<void>) => {
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  await run();
  const wall = performance.now() - started;
  const count = pages.length * ROUNDS;
  const cpu = childCpuSeconds() - cpuBefore;
  console.log(
    `${label.padEnd(34)} ${(wall / count).toFixed(0).padStart(6)} ms/thumbnail  ${(cpu / count).toFixed(2)} CPU s/thumbnail  (${count} thumbnails)`,
  );
};

console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);

await measure('a browser started per thumbnail', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    for (const html of pages) {
      const snapshots = createHtmlSnapshots({ executablePath: CHROMIUM });
      await snapshots.capture(html, size);
      await snapshots.close();
    }
  }
});

await measure('one browser kept for all', async () => {
  const snapshots = createHtmlSnapshots({ executablePath: CHROMIUM });
  for (let round = 0; round < ROUNDS; round++) for (const html of pages) await snapshots.capture(html, size);
  await snapshots.close();
});
