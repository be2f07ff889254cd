import { CAMPAIGN_TEST_EMAILS_PER_MINUTE, CampaignMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { TooManyRequestsError } from '../../platform/errors';
import {
  countCampaignTestSendsSince,
  insertCampaignTestSend,
  lockCampaignTestSends,
} from './campaign-recipients.repository';

const MINUTE_MS = 60_000;

/**
 * Counts one campaign test email of the account at `now`, or refuses it with 429 when the account has sent
 * CAMPAIGN_TEST_EMAILS_PER_MINUTE in the minute before: whoever sends them, from however many browsers or
 * processes (the count is in the database, under the account's lock).
 */
export const countCampaignTestSend = async (
  db: Db,
  send: { accountId: string; campaignId: number; sentBy: string; now: Date },
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await lockCampaignTestSends(trx, send.accountId);
    const sent = await countCampaignTestSendsSince(
      trx,
      send.accountId,
      new Date(send.now.getTime() - MINUTE_MS),
    );
    if (sent >= CAMPAIGN_TEST_EMAILS_PER_MINUTE)
      throw new TooManyRequestsError(CampaignMessages.testEmailRateLimited);
    await insertCampaignTestSend(trx, { ...send, at: send.now });
  });
};
