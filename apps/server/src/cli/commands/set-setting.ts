import { applySettingUpdate } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { updateAccountSettings } from '../../modules/accounts/accounts.repository';
import { BadRequestError } from '../../platform/errors';
import { requireAccount } from './lookups';

// Serializable for the same reason as flags: settings are read, changed and written back whole.
export const runSetSetting = async (db: Db, input: { accountId: string; path: string; value: string }) =>
  db
    .transaction()
    .setIsolationLevel('serializable')
    .execute(async (trx) => {
      const account = await requireAccount(trx, input.accountId);
      let updated;
      try {
        updated = applySettingUpdate(account.settings, input.path, input.value);
      } catch (error) {
        throw new BadRequestError(error instanceof Error ? error.message : String(error));
      }
      await updateAccountSettings(trx, account.id, updated);
      return {
        message: `Setting ${input.path} is now ${input.value} for account "${account.name}" (${account.id}).`,
      };
    });
