import type { AccountDetails } from '@sendwell/contracts';
import { resolveAccountSettings } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { listSenderChoices } from '../senders/list-sender-choices';
import { findAccount } from './accounts.repository';

/** A default sender that has since been deleted reads as none, so the picker never shows an id it cannot name. */
export const getAccountDetails = async (db: Db, accountId: string): Promise<AccountDetails> => {
  const [account, senders] = await Promise.all([
    findAccount(db, accountId),
    listSenderChoices(db, accountId),
  ]);
  if (!account) throw new NotFoundError();
  const defaultSenderId = senders.some((sender) => sender.id === account.defaultSenderId)
    ? account.defaultSenderId
    : null;
  return {
    name: account.name,
    timezone: resolveAccountSettings(account.settings).timezone,
    defaultSenderId,
    senders,
  };
};
