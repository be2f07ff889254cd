import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@sendwell/contracts';
import { COMMANDS, formatHelp, parseAdminArgs, UsageError } from './args';

const ACCOUNT = '3f2b8c1e-5d4a-4b6c-9e8f-0a1b2c3d4e5f';

const usageError = (argv: string[]): UsageError => {
  try {
    parseAdminArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error(`expected a usage error for: ${argv.join(' ')}`);
};

describe('parseAdminArgs', () => {
  it('shows help with no command, help, --help or -h', () => {
    expect(parseAdminArgs([])).toEqual({ command: 'help' });
    expect(parseAdminArgs(['help'])).toEqual({ command: 'help' });
    expect(parseAdminArgs(['--help'])).toEqual({ command: 'help' });
    expect(parseAdminArgs(['help', 'set-flag'])).toEqual({ command: 'help', topic: 'set-flag' });
    expect(parseAdminArgs(['create-user', '--help'])).toEqual({ command: 'help', topic: 'create-user' });
  });

  it('rejects an unknown command and points at help', () => {
    const error = usageError(['drop-everything']);
    expect(error.message).toBe('Unknown command "drop-everything"');
    expect(error.command).toBeUndefined();
    expect(usageError(['help', 'nope']).message).toBe('Unknown command "nope"');
  });

  describe('create-user', () => {
    const base = [
      'create-user',
      '--email',
      ' Ana@Example.COM ',
      '--password',
      'long-enough',
      '--name',
      'Ana',
    ];

    it('normalises the email and names the account after the company', () => {
      expect(parseAdminArgs([...base, '--company', 'Acme', '--verified'])).toEqual({
        command: 'create-user',
        email: 'ana@example.com',
        password: 'long-enough',
        name: 'Ana',
        company: 'Acme',
        verified: true,
      });
    });

    it('names the account after the user when no company is given, unverified by default', () => {
      expect(parseAdminArgs(base)).toMatchObject({ company: 'Ana', verified: false });
    });

    it('applies the sign-up rules: password of at least 8 characters, a valid email', () => {
      expect(
        usageError(['create-user', '--email', 'a@b.co', '--password', 'short', '--name', 'A']).message,
      ).toBe('--password: Password must be at least 8 characters');
      expect(
        usageError(['create-user', '--email', 'nope', '--password', 'long-enough', '--name', 'A']).message,
      ).toBe('--email: Please enter a valid email address');
    });

    it('names the missing option and keeps the command for its usage', () => {
      const error = usageError(['create-user', '--email', 'a@b.co', '--name', 'A']);
      expect(error.message).toBe('--password is required');
      expect(error.command).toBe('create-user');
    });

    it('refuses unknown options, positionals and a value for a switch', () => {
      expect(usageError([...base, '--admin']).message).toBe("Unknown option '--admin'");
      expect(usageError([...base, 'extra']).message).toBe("Unexpected argument 'extra'");
      expect(usageError([...base, '--verified=yes']).message).toMatch(/--verified/);
    });
  });

  it('create-account needs a non-empty name and the owner email', () => {
    expect(
      parseAdminArgs(['create-account', '--name', ' Second brand ', '--owner', 'Ana@Example.com']),
    ).toEqual({
      command: 'create-account',
      name: 'Second brand',
      ownerEmail: 'ana@example.com',
    });
    expect(usageError(['create-account', '--name', '  ', '--owner', 'a@b.co']).message).toBe(
      '--name cannot be empty',
    );
    expect(usageError(['create-account', '--name', 'x'.repeat(121), '--owner', 'a@b.co']).message).toBe(
      '--name cannot be more than 120 characters',
    );
  });

  it('add-member checks the account id and takes --limited-access as a switch', () => {
    expect(
      parseAdminArgs([
        'add-member',
        '--account',
        ACCOUNT.toUpperCase(),
        '--email',
        'b@c.co',
        '--limited-access',
      ]),
    ).toEqual({
      command: 'add-member',
      accountId: ACCOUNT,
      email: 'b@c.co',
      limitedAccess: true,
    });
    expect(parseAdminArgs(['add-member', '--account', ACCOUNT, '--email', 'b@c.co'])).toMatchObject({
      limitedAccess: false,
    });
    expect(usageError(['add-member', '--account', '42', '--email', 'b@c.co']).message).toMatch(
      /^--account must be an account id/,
    );
  });

  it('verify-user takes an email', () => {
    expect(parseAdminArgs(['verify-user', '--email', 'B@C.co'])).toEqual({
      command: 'verify-user',
      email: 'b@c.co',
    });
  });

  describe('set-flag', () => {
    it('accepts every flag the contract names', () => {
      for (const flag of FEATURE_FLAGS) {
        expect(
          parseAdminArgs(['set-flag', '--account', ACCOUNT, '--flag', flag, '--value', 'false']),
        ).toEqual({
          command: 'set-flag',
          accountId: ACCOUNT,
          flag,
          value: false,
        });
      }
    });

    it('lists the valid flags for an unknown one', () => {
      const error = usageError(['set-flag', '--account', ACCOUNT, '--flag', 'darkMode', '--value', 'true']);
      expect(error.message).toBe(`Unknown flag "darkMode". Valid flags: ${FEATURE_FLAGS.join(', ')}`);
    });

    it('takes only true or false', () => {
      expect(
        usageError(['set-flag', '--account', ACCOUNT, '--flag', 'templateFolders', '--value', 'yes']).message,
      ).toBe('--value takes true or false, not "yes"');
    });
  });

  describe('set-setting', () => {
    const setting = (path: string, value: string) => [
      'set-setting',
      '--account',
      ACCOUNT,
      '--path',
      path,
      '--value',
      value,
    ];

    it('accepts a known path with a value of its type', () => {
      expect(parseAdminArgs(setting('contactSegmentation.disableDynamic', 'true'))).toEqual({
        command: 'set-setting',
        accountId: ACCOUNT,
        path: 'contactSegmentation.disableDynamic',
        value: 'true',
      });
      expect(parseAdminArgs(setting('clientEventsPerMonth', '5000'))).toMatchObject({ value: '5000' });
      expect(parseAdminArgs(setting('timezone', 'Europe/Paris'))).toMatchObject({ value: 'Europe/Paris' });
    });

    it('rejects unknown paths and values of the wrong type before touching the database', () => {
      expect(usageError(setting('contactSegmentation.nope', 'true')).message).toBe(
        'Unknown setting "contactSegmentation.nope"',
      );
      expect(usageError(setting('contactSegmentation.disableDynamic', 'maybe')).message).toBe(
        'Setting "contactSegmentation.disableDynamic" takes true or false',
      );
      expect(usageError(setting('clientEventsPerMonth', '2.5')).message).toMatch(/whole number/);
      expect(
        usageError([...setting('clientEventsPerMonth', '1').slice(0, -2), '--value=-1']).message,
      ).toMatch(/whole number/);
      // A dash-led value needs the --value=-1 form; the message says so.
      expect(usageError(setting('clientEventsPerMonth', '-1')).message).toMatch(/--value=-XYZ/);
      expect(usageError(setting('timezone', 'Mars/Olympus')).message).toMatch(/time zone name/);
    });
  });

  it('set-limited-access needs account, email and a true/false value', () => {
    expect(
      parseAdminArgs(['set-limited-access', '--account', ACCOUNT, '--email', 'b@c.co', '--value', 'true']),
    ).toEqual({
      command: 'set-limited-access',
      accountId: ACCOUNT,
      email: 'b@c.co',
      value: true,
    });
    expect(usageError(['set-limited-access', '--account', ACCOUNT, '--email', 'b@c.co']).message).toBe(
      '--value is required',
    );
  });

  it('list-accounts takes no options', () => {
    expect(parseAdminArgs(['list-accounts'])).toEqual({ command: 'list-accounts' });
    expect(usageError(['list-accounts', '--all']).message).toBe("Unknown option '--all'");
  });
});

describe('formatHelp', () => {
  it('describes every command', () => {
    const help = formatHelp();
    for (const spec of Object.values(COMMANDS)) expect(help).toContain(`npm run admin -- ${spec.usage}`);
  });

  it('shows one command on its own', () => {
    expect(formatHelp('verify-user')).toBe(
      `Usage:\n  npm run admin -- verify-user --email E\n      ${COMMANDS['verify-user'].summary}\n`,
    );
  });
});
