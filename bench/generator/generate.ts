/**
 * Writes a synthetic Sendwell dataset (contacts, lists, campaigns, email activity, events, forms, journeys).
 *
 *   tsx bench/generator/generate.ts --contacts 1000000 --events 1000000 --seed 7 --out .bench-data/1m
 *
 * Same seed and --now give byte-identical files. --now defaults to today at 00:00 UTC, so runs on one day
 * agree and the data's "last 30 days" stay recent.
 */
import { parseArgs } from 'node:util';
import {
  DEFAULT_CAMPAIGNS,
  generateDataset,
} from '../../apps/server/src/modules/demo/dataset/generate-dataset';
import { formatBytes, formatDuration, peakRss } from './measure';

const USAGE = `Usage: tsx bench/generator/generate.ts [--contacts N] [--events M] [--campaigns C] [--seed S] [--now ISO] [--out DIR]
  --contacts   contacts to generate (default 10000)
  --events     custom and store events in total (default 2 per contact)
  --campaigns  campaigns, about 1 in 8 triggered (default ${DEFAULT_CAMPAIGNS})
  --seed       any text (default 1)
  --now        end of the two-year window (default today 00:00 UTC)
  --out        output directory (default .bench-data/c<contacts>-e<events>-s<seed>)`;

const wholeNumber = (value: string | undefined, name: string, fallback: number): number => {
  if (value === undefined) return fallback;
  const parsed = Number(value.replaceAll('_', ''));
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new Error(`--${name} must be a whole number, got "${value}"`);
  return parsed;
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      contacts: { type: 'string' },
      events: { type: 'string' },
      campaigns: { type: 'string' },
      seed: { type: 'string', default: '1' },
      now: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const contacts = wholeNumber(values.contacts, 'contacts', 10_000);
  const events = wholeNumber(values.events, 'events', contacts * 2);
  const campaigns = wholeNumber(values.campaigns, 'campaigns', DEFAULT_CAMPAIGNS);
  const today = new Date();
  const now = values.now
    ? new Date(values.now)
    : new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  if (Number.isNaN(now.getTime())) throw new Error(`--now must be an ISO date, got "${values.now}"`);
  const out = values.out ?? `.bench-data/c${contacts}-e${events}-s${values.seed}`;

  const started = performance.now();
  const manifest = await generateDataset({
    contacts,
    events,
    campaigns,
    seed: values.seed,
    now,
    out,
    ...(process.stderr.isTTY
      ? { onProgress: (done: number) => process.stderr.write(`\r${done.toLocaleString('en-US')} contacts`) }
      : {}),
  });
  if (process.stderr.isTTY) process.stderr.write('\r');
  const seconds = (performance.now() - started) / 1000;
  const { counts } = manifest;
  const activity =
    counts.emailActivity.sent +
    counts.emailActivity.opened +
    counts.emailActivity.clicked +
    counts.emailActivity.submitted;
  console.log(`Generated ${out} in ${formatDuration(seconds)} (peak RSS ${formatBytes(peakRss())})`);
  console.log(
    [
      `  contacts        ${counts.contacts.toLocaleString('en-US')} (${counts.unsubscribed} unsubscribed, ${counts.blocked} blocked)`,
      `  list members    ${counts.listMembers.toLocaleString('en-US')} in ${counts.lists} lists`,
      `  campaigns       ${counts.campaigns}`,
      `  email activity  ${activity.toLocaleString('en-US')} (${JSON.stringify(counts.emailActivity)})`,
      `  events          ${(counts.events.custom + counts.events.shopify).toLocaleString('en-US')} (${JSON.stringify(counts.events)})`,
      `  forms           ${counts.forms} with ${counts.formSubmissions.toLocaleString('en-US')} submissions`,
      `  journeys        ${counts.journeys}`,
    ].join('\n'),
  );
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
