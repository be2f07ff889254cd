import type { Db } from '../db/database';
import type { AdminCommand } from './args';
import { runAddMember } from './commands/add-member';
import { runCreateAccount } from './commands/create-account';
import { runCreateUser } from './commands/create-user';
import { runListAccounts } from './commands/list-accounts';
import { runSetFlag } from './commands/set-flag';
import { runSetLimitedAccess } from './commands/set-limited-access';
import { runSetSetting } from './commands/set-setting';
import { runVerifyUser } from './commands/verify-user';

/** Runs one parsed command against `db`; returns the confirmation to print. */
export const runAdminCommand = async (
  db: Db,
  command: Exclude<AdminCommand, { command: 'help' }>,
): Promise<{ message: string }> => {
  switch (command.command) {
    case 'create-user':
      return runCreateUser(db, command);
    case 'create-account':
      return runCreateAccount(db, command);
    case 'add-member':
      return runAddMember(db, command);
    case 'verify-user':
      return runVerifyUser(db, command);
    case 'set-flag':
      return runSetFlag(db, command);
    case 'set-setting':
      return runSetSetting(db, command);
    case 'set-limited-access':
      return runSetLimitedAccess(db, command);
    case 'list-accounts':
      return runListAccounts(db);
  }
};
