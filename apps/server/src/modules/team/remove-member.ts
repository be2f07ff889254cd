import type { Db } from '../../db/database';
import type { AccountAuth } from '../../platform/http';
import { deleteMember } from '../accounts/accounts.repository';
import { lockChangeableMember } from './update-member';

/** Answers the removed member's user, whose sessions must forget the account. */
export const removeMember = async (db: Db, auth: AccountAuth, memberId: string): Promise<string> =>
  db.transaction().execute(async (trx) => {
    const member = await lockChangeableMember(trx, auth.accountId, memberId);
    await deleteMember(trx, auth.accountId, memberId);
    return member.userId;
  });
