import {
  AccountSettingsMessages,
  TIMEZONE_INVALID,
  type AccountDetails,
  type UpdateAccountDetailsRequest,
} from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError } from '../../platform/errors';
import { isKnownTimezone } from '../auth/timezones';
import { listSenderChoices } from '../senders/list-sender-choices';
import { updateAccountDetails as writeAccountDetails } from './accounts.repository';
import { getAccountDetails } from './get-account-details';

/** Everything is checked before the one write, so a refused field leaves the account as it was. */
export const updateAccountDetails = async (
  db: Db,
  accountId: string,
  input: UpdateAccountDetailsRequest,
): Promise<AccountDetails> => {
  if (!isKnownTimezone(input.timezone))
    throw new BadRequestError(TIMEZONE_INVALID, { timezone: TIMEZONE_INVALID });
  if (input.defaultSenderId !== null) {
    const senders = await listSenderChoices(db, accountId);
    if (!senders.some((sender) => sender.id === input.defaultSenderId)) {
      throw new BadRequestError(AccountSettingsMessages.senderNotFound, {
        defaultSenderId: AccountSettingsMessages.senderNotFound,
      });
    }
  }
  await writeAccountDetails(db, accountId, input);
  return getAccountDetails(db, accountId);
};
