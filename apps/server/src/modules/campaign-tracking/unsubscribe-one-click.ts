import type { AppContext } from '../../platform/context';
import {
  addEmailTypeOptOuts,
  lockUnsubscribeState,
  recordCampaignUnsubscribe,
  recordOptOutHistory,
  setUnsubscribed,
  trackedMessageOf,
} from './campaign-tracking.repository';
import { readTrackingToken } from './tracking-token';

/**
 * RFC 8058 one-click: the contact leaves what the message came from, the campaign's email type, or all email
 * when the campaign has none. The change, its timeline entry and the campaign's count happen together, once;
 * a repeat changes nothing. False when the token is not an unsubscribe this app signed.
 */
export const unsubscribeOneClick = async (ctx: AppContext, token: string): Promise<boolean> => {
  const target = readTrackingToken(ctx.config.secretKey, token, 'u');
  const message = target && (await trackedMessageOf(ctx.db, target));
  if (!target || !message) return false;
  await ctx.db.transaction().execute(async (trx) => {
    const unsubscribed = await lockUnsubscribeState(trx, target);
    if (unsubscribed === undefined) return;
    const campaign = message.campaignName;
    if (message.emailTypeId !== null && message.emailTypeName !== null) {
      const left = await addEmailTypeOptOuts(trx, target, [message.emailTypeId]);
      if (left.length === 0) return;
      await recordOptOutHistory(trx, target, 'unsubscribed', { campaign, emailType: message.emailTypeName });
      await recordCampaignUnsubscribe(trx, target, message.emailTypeId);
      return;
    }
    if (unsubscribed) return;
    await setUnsubscribed(trx, target, true);
    await recordOptOutHistory(trx, target, 'unsubscribed', { campaign });
    await recordCampaignUnsubscribe(trx, target, null);
  });
  return true;
};
