import type { FeatureFlag } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { updateAccountFlags } from '../../modules/accounts/accounts.repository';
import { requireAccount } from './lookups';

// Serializable: two changes to one account's flags at once fail one of them instead of losing it.
export const runSetFlag = async (db: Db, input: { accountId: string; flag: FeatureFlag; value: boolean }) =>
  db
    .transaction()
    .setIsolationLevel('serializable')
    .execute(async (trx) => {
      const account = await requireAccount(trx, input.accountId);
      await updateAccountFlags(trx, account.id, { ...account.flags, [input.flag]: input.value });
      return {
        message: `Flag ${input.flag} is now ${input.value ? 'on' : 'off'} for account "${account.name}" (${account.id}).`,
      };
    });
