import type { Db } from '../../db/database';
import { revokeAuthTokens, updateUser } from '../../modules/auth/auth.repository';
import { requireUser } from './lookups';

/** Open verification links are retired too: they have nothing left to prove. */
export const runVerifyUser = async (db: Db, input: { email: string }) =>
  db.transaction().execute(async (trx) => {
    const user = await requireUser(trx, input.email);
    if (user.isVerified) return { message: `${user.email} is already verified; nothing changed.` };
    await updateUser(trx, user.id, { isVerified: true });
    await revokeAuthTokens(trx, user.id, 'verifyEmail');
    return { message: `Verified ${user.email}.` };
  });
