import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ConfigError, loadConfig } from '../platform/config';
import { AppError } from '../platform/errors';
import { formatHelp, parseAdminArgs, PROGRAM, UsageError, type AdminCommand } from './args';
import { isSerializationFailure } from './commands/lookups';
import { openAdminDatabase } from './connect';
import { runAdminCommand } from './run-command';

// Confirmations go to stdout; progress and errors to stderr, so output can be piped.
const status = (line: string) => console.error(`[sendwell admin] ${line}`);

const parse = (argv: readonly string[]): AdminCommand | undefined => {
  try {
    return parseAdminArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}\n`);
    console.error(error.command ? formatHelp(error.command) : `Run "${PROGRAM} help" to see every command.`);
    return undefined;
  }
};

const checkReachable = async (db: Db, source: string): Promise<void> => {
  try {
    await db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
  } catch (error) {
    throw new Error(
      `Cannot reach Postgres (${source}): ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
};

const describeFailure = (error: unknown): string => {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof AppError) return `Error: ${error.message}`;
  if (isSerializationFailure(error)) {
    return 'Error: the account changed at the same moment; nothing was written. Run the command again.';
  }
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
};

/**
 * A signal lets the command finish and the database close, so an embedded Postgres started here is stopped
 * cleanly. A second signal, once the first is a moment old, gives up at once.
 */
const finishOnSignal = (): void => {
  let firstAt: number | undefined;
  const onSignal = () => {
    if (firstAt === undefined) {
      firstAt = Date.now();
      status('Stopping after the current command (send the signal again to stop now)');
    } else if (Date.now() - firstAt > 1000) {
      process.exit(130);
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
};

const main = async (argv: readonly string[]): Promise<number> => {
  const command = parse(argv);
  if (!command) return 1;
  if (command.command === 'help') {
    console.log(formatHelp(command.topic));
    return 0;
  }
  finishOnSignal();
  const config = loadConfig();
  const database = await openAdminDatabase(config, status);
  try {
    if (!database.started) status(`Using ${database.source}`);
    await checkReachable(database.db, database.source);
    await migrateToLatest(database.db);
    const result = await runAdminCommand(database.db, command);
    console.log(result.message);
    return 0;
  } finally {
    await database.close();
  }
};

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(describeFailure(error));
    process.exit(1);
  },
);
