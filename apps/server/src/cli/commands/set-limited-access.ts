import type { Db } from '../../db/database';
import { findMembership, updateMember } from '../../modules/accounts/accounts.repository';
import { NotFoundError } from '../../platform/errors';
import { requireAccount, requireUser } from './lookups';

export const runSetLimitedAccess = async (
  db: Db,
  input: { accountId: string; email: string; value: boolean },
) =>
  db.transaction().execute(async (trx) => {
    const account = await requireAccount(trx, input.accountId);
    const user = await requireUser(trx, input.email);
    const membership = await findMembership(trx, user.id, account.id);
    if (!membership)
      throw new NotFoundError(
        `${user.email} is not a member of account "${account.name}". Add them with "add-member".`,
      );
    await updateMember(trx, account.id, user.id, { limitedAccess: input.value });
    return {
      message: `Limited access is now ${input.value ? 'on' : 'off'} for ${user.email} in account "${account.name}" (${account.id}).`,
    };
  });
