import type { SenderChoice } from '@sendwell/contracts';
import type { Db } from '../../db/database';

/** The account's senders as a picker offers them (oldest first): the one way other areas read senders. */
export const listSenderChoices = (db: Db, accountId: string): Promise<SenderChoice[]> =>
  db
    .selectFrom('senders')
    .select(['id', 'email', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
