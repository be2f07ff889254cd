import type { Db } from '../../db/database';
import { createAccount } from '../../modules/accounts/create-account';
import { requireUser } from './lookups';

/** A further account on the free trial; the owner keeps working in their current account until they switch. */
export const runCreateAccount = async (db: Db, input: { name: string; ownerEmail: string }) =>
  db.transaction().execute(async (trx) => {
    const owner = await requireUser(trx, input.ownerEmail);
    const { accountId } = await createAccount(trx, { name: input.name, ownerUserId: owner.id });
    return {
      accountId,
      message: `Created account "${input.name}" (${accountId}) with ${owner.email} as primary owner.`,
    };
  });
