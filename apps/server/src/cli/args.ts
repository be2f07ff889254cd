import { parseArgs } from 'node:util';
import { AccountSettings, Email, FEATURE_FLAGS, FeatureFlag, SignUpRequest } from '@sendwell/contracts';
import { applySettingUpdate, DEFAULT_ACCOUNT_SETTINGS, resolveAccountSettings } from '@sendwell/domain';

/** What a user typed wrong; printed with the usage of the command. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: CommandName,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

export type AdminCommand =
  | { command: 'help'; topic?: CommandName }
  | {
      command: 'create-user';
      email: string;
      password: string;
      name: string;
      company: string;
      verified: boolean;
    }
  | { command: 'create-account'; name: string; ownerEmail: string }
  | { command: 'add-member'; accountId: string; email: string; limitedAccess: boolean }
  | { command: 'verify-user'; email: string }
  | { command: 'set-flag'; accountId: string; flag: FeatureFlag; value: boolean }
  | { command: 'set-setting'; accountId: string; path: string; value: string }
  | { command: 'set-limited-access'; accountId: string; email: string; value: boolean }
  | { command: 'list-accounts' };

export type CommandName = AdminCommand['command'];

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

interface CommandSpec<N extends CommandName> {
  usage: string;
  summary: string;
  options: Record<string, { type: 'string' | 'boolean' }>;
  build: (values: Values, command: N) => Extract<AdminCommand, { command: N }>;
}

const text = (values: Values, option: string, command: CommandName): string => {
  const value = values[option];
  if (typeof value !== 'string') throw new UsageError(`--${option} is required`, command);
  return value;
};

const bool = (values: Values, option: string, command: CommandName): boolean => {
  const value = text(values, option, command);
  if (value !== 'true' && value !== 'false')
    throw new UsageError(`--${option} takes true or false, not "${value}"`, command);
  return value === 'true';
};

// Postgres would reject anything else with an error a user should not have to read.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const accountId = (values: Values, command: CommandName): string => {
  const value = text(values, 'account', command).trim();
  if (!UUID.test(value))
    throw new UsageError(
      `--account must be an account id such as 3f2b8c1e-...; "npm run admin -- list-accounts" shows them`,
      command,
    );
  return value.toLowerCase();
};

const email = (values: Values, option: string, command: CommandName): string => {
  const parsed = Email.safeParse(text(values, option, command));
  if (!parsed.success)
    throw new UsageError(`--${option}: ${parsed.error.issues[0]?.message ?? 'invalid email'}`, command);
  return parsed.data;
};

const ACCOUNT_NAME_MAX = 120;

/** Every path set-setting takes, read from the defaults so a new setting shows up here by itself. */
const SETTING_PATHS = Object.entries(DEFAULT_ACCOUNT_SETTINGS).flatMap(([section, value]) =>
  typeof value === 'object' && value !== null
    ? Object.keys(value).map((key) => `${section}.${key}`)
    : [section],
);
const KNOWN_TIMEZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export const COMMANDS: { [N in CommandName]: CommandSpec<N> } = {
  'create-user': {
    usage: 'create-user --email E --password P --name N [--company C] [--verified]',
    summary:
      'Create a user with a new account of which they are the primary owner (account name: C, or N when no company is given). No mail is sent.',
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      company: { type: 'string' },
      verified: { type: 'boolean' },
    },
    build: (values, command) => {
      const name = text(values, 'name', command);
      const company = values.company;
      const parsed = SignUpRequest.safeParse({
        email: text(values, 'email', command),
        password: text(values, 'password', command),
        name,
        company: typeof company === 'string' ? company : name,
      });
      if (!parsed.success) {
        throw new UsageError(
          parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
          command,
        );
      }
      return { command, ...parsed.data, verified: values.verified === true };
    },
  },
  'create-account': {
    usage: 'create-account --name N --owner EMAIL',
    summary: 'Create another account (on the free trial) whose primary owner is an existing user.',
    options: { name: { type: 'string' }, owner: { type: 'string' } },
    build: (values, command) => {
      const name = text(values, 'name', command).trim();
      if (!name) throw new UsageError('--name cannot be empty', command);
      if (name.length > ACCOUNT_NAME_MAX)
        throw new UsageError(`--name cannot be more than ${ACCOUNT_NAME_MAX} characters`, command);
      return { command, name, ownerEmail: email(values, 'owner', command) };
    },
  },
  'add-member': {
    usage: 'add-member --account ACCOUNT_ID --email EMAIL [--limited-access]',
    summary: 'Make an existing user a member of an account.',
    options: {
      account: { type: 'string' },
      email: { type: 'string' },
      'limited-access': { type: 'boolean' },
    },
    build: (values, command) => ({
      command,
      accountId: accountId(values, command),
      email: email(values, 'email', command),
      limitedAccess: values['limited-access'] === true,
    }),
  },
  'verify-user': {
    usage: 'verify-user --email E',
    summary: "Mark a user's email as verified, as if they had followed the link.",
    options: { email: { type: 'string' } },
    build: (values, command) => ({ command, email: email(values, 'email', command) }),
  },
  'set-flag': {
    usage: 'set-flag --account ID --flag NAME --value true|false',
    summary: `Turn a feature flag on or off for an account. Flags: ${FEATURE_FLAGS.join(', ')}.`,
    options: { account: { type: 'string' }, flag: { type: 'string' }, value: { type: 'string' } },
    build: (values, command) => {
      const id = accountId(values, command);
      const flag = FeatureFlag.safeParse(text(values, 'flag', command));
      if (!flag.success) {
        throw new UsageError(
          `Unknown flag "${String(values.flag)}". Valid flags: ${FEATURE_FLAGS.join(', ')}`,
          command,
        );
      }
      return { command, accountId: id, flag: flag.data, value: bool(values, 'value', command) };
    },
  },
  'set-setting': {
    usage: 'set-setting --account ID --path SECTION.KEY --value V',
    summary: `Change an account setting, e.g. --path contactSegmentation.disableDynamic --value true. Paths: ${SETTING_PATHS.join(', ')}.`,
    options: { account: { type: 'string' }, path: { type: 'string' }, value: { type: 'string' } },
    build: (values, command) => {
      const id = accountId(values, command);
      const path = text(values, 'path', command);
      const value = text(values, 'value', command);
      // Checked against empty settings first, so a bad path or value never reaches the database.
      let resolved: AccountSettings;
      try {
        resolved = resolveAccountSettings(applySettingUpdate({}, path, value));
      } catch (error) {
        throw new UsageError(error instanceof Error ? error.message : String(error), command);
      }
      const valid = AccountSettings.safeParse(resolved);
      if (!valid.success)
        throw new UsageError(
          `Setting "${path}": ${valid.error.issues[0]?.message ?? 'invalid value'}`,
          command,
        );
      if (path === 'timezone' && !KNOWN_TIMEZONES.has(value)) {
        throw new UsageError(
          `Setting "timezone" takes a time zone name such as Europe/Paris or UTC, not "${value}"`,
          command,
        );
      }
      return { command, accountId: id, path, value };
    },
  },
  'set-limited-access': {
    usage: 'set-limited-access --account ID --email E --value true|false',
    summary: 'Turn limited access on or off for a member of an account.',
    options: { account: { type: 'string' }, email: { type: 'string' }, value: { type: 'string' } },
    build: (values, command) => ({
      command,
      accountId: accountId(values, command),
      email: email(values, 'email', command),
      value: bool(values, 'value', command),
    }),
  },
  'list-accounts': {
    usage: 'list-accounts',
    summary: 'List every account with its id, name, plan and members.',
    options: {},
    build: (_values, command) => ({ command }),
  },
  help: {
    usage: 'help [COMMAND]',
    summary: 'Show this help, or the help of one command.',
    options: {},
    build: (_values, command) => ({ command }),
  },
};

const isCommandName = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

/**
 * Node's messages for an unknown option or a stray argument go on to explain positionals, which these
 * commands have none of; the first sentence is what helps. Other messages are kept whole, on one line.
 */
const describeParseError = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return message.split(/\.\s/)[0] ?? message;
  }
  return message.replaceAll('\n', ' ');
};

/** Turns `process.argv.slice(2)` into a checked command, or throws UsageError. */
export const parseAdminArgs = (argv: readonly string[]): AdminCommand => {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') return { command: 'help' };
  if (!isCommandName(name)) throw new UsageError(`Unknown command "${name}"`);
  if (name === 'help') {
    const [topic, ...extra] = rest;
    if (topic === undefined) return { command: 'help' };
    if (!isCommandName(topic) || extra.length > 0)
      throw new UsageError(`Unknown command "${rest.join(' ')}"`);
    return { command: 'help', topic };
  }
  if (rest.includes('--help') || rest.includes('-h')) return { command: 'help', topic: name };
  return buildCommand(name, rest);
};

const buildCommand = <N extends CommandName>(name: N, args: readonly string[]): AdminCommand => {
  const spec = COMMANDS[name];
  let values: Values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: spec.options,
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(describeParseError(error), name);
  }
  return spec.build(values, name);
};

export const PROGRAM = 'npm run admin --';

/** Usage of one command, or of all of them. */
export const formatHelp = (topic?: CommandName): string => {
  const names = topic ? [topic] : Object.keys(COMMANDS).filter(isCommandName);
  const sections = names.map(
    (name) => `  ${PROGRAM} ${COMMANDS[name].usage}\n      ${COMMANDS[name].summary}`,
  );
  const header = topic
    ? 'Usage:'
    : [
        'Sendwell admin: manage users, accounts, flags and settings from the command line.',
        'Uses DATABASE_URL or, when unset, the embedded Postgres in DATA_DIR (joining it when a server runs there).',
        '',
        'Commands:',
      ].join('\n');
  return `${header}\n${sections.join('\n\n')}\n`;
};
