import type { Db } from '../../db/database';
import { findMembership, insertMember } from '../../modules/accounts/accounts.repository';
import { ConflictError } from '../../platform/errors';
import { isUniqueViolation, requireAccount, requireUser } from './lookups';

export const runAddMember = async (
  db: Db,
  input: { accountId: string; email: string; limitedAccess: boolean },
) => {
  try {
    return await db.transaction().execute(async (trx) => {
      const account = await requireAccount(trx, input.accountId);
      const user = await requireUser(trx, input.email);
      if (await findMembership(trx, user.id, account.id)) {
        throw new ConflictError(
          `${user.email} is already a member of account "${account.name}".`,
          'ALREADY_MEMBER',
        );
      }
      const memberId = await insertMember(trx, {
        accountId: account.id,
        userId: user.id,
        role: 'member',
        limitedAccess: input.limitedAccess,
      });
      const access = input.limitedAccess ? ' with limited access' : '';
      return {
        memberId,
        message: `Added ${user.email} to account "${account.name}" (${account.id}) as a member${access}.`,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(
        `${input.email} is already a member of account ${input.accountId}.`,
        'ALREADY_MEMBER',
      );
    throw error;
  }
};
