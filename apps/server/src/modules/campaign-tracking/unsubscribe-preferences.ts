import type { UnsubscribePreferencesForm } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import {
  activeEmailTypes,
  addEmailTypeOptOuts,
  lockUnsubscribeState,
  optedOutEmailTypeIds,
  recordCampaignUnsubscribe,
  recordOptOutHistory,
  removeEmailTypeOptOuts,
  setUnsubscribed,
  trackedMessageOf,
} from './campaign-tracking.repository';
import { readTrackingToken, type TrackingTarget } from './tracking-token';

export interface UnsubscribePage {
  token: string;
  email: string;
  sender: string;
  types: { id: number; name: string; receiving: boolean }[];
  unsubscribedAll: boolean;
  /** What the last save did, said at the top of the page. */
  saved?: 'saved' | 'unsubscribedAll';
}

const pageOf = async (
  db: Db,
  target: TrackingTarget,
  token: string,
  saved?: UnsubscribePage['saved'],
): Promise<UnsubscribePage | undefined> => {
  const message = await trackedMessageOf(db, target);
  if (!message) return undefined;
  const [types, optedOut] = await Promise.all([
    activeEmailTypes(db, target.accountId),
    optedOutEmailTypeIds(db, target.accountId, target.contactId),
  ]);
  return {
    token,
    email: message.email,
    sender: message.accountName,
    types: types.map((type) => ({ id: type.id, name: type.name, receiving: !optedOut.has(type.id) })),
    unsubscribedAll: message.isUnsubscribed,
    ...(saved ? { saved } : {}),
  };
};

/** The hosted page's state for the token's contact; opening it changes nothing. */
export const getUnsubscribePage = async (
  ctx: AppContext,
  token: string,
): Promise<UnsubscribePage | undefined> => {
  const target = readTrackingToken(ctx.config.secretKey, token, 'u');
  return target && pageOf(ctx.db, target, token);
};

/**
 * Saves the page's form: the email types left unchecked are left, those checked are received again, and
 * 'Unsubscribe from all' sets the contact's unsubscribe. Each change gets its timeline entry; leaving
 * anything counts once as the campaign's unsubscribe.
 */
export const saveUnsubscribePreferences = async (
  ctx: AppContext,
  token: string,
  form: UnsubscribePreferencesForm,
): Promise<UnsubscribePage | undefined> => {
  const target = readTrackingToken(ctx.config.secretKey, token, 'u');
  const message = target && (await trackedMessageOf(ctx.db, target));
  if (!target || !message) return undefined;
  const all = form.all === 'on';
  await ctx.db.transaction().execute(async (trx) => {
    const unsubscribed = await lockUnsubscribeState(trx, target);
    if (unsubscribed === undefined) return;
    const types = await activeEmailTypes(trx, target.accountId);
    const kept = new Set([form.types ?? []].flat());
    const nameOf = new Map(types.map((type) => [type.id, type.name]));
    const left = await addEmailTypeOptOuts(
      trx,
      target,
      types.filter((type) => !kept.has(type.id)).map((type) => type.id),
    );
    const back = await removeEmailTypeOptOuts(
      trx,
      target,
      types.filter((type) => kept.has(type.id)).map((type) => type.id),
    );
    const campaign = message.campaignName;
    for (const id of left)
      await recordOptOutHistory(trx, target, 'unsubscribed', { campaign, emailType: nameOf.get(id)! });
    for (const id of back)
      await recordOptOutHistory(trx, target, 'subscribed', { campaign, emailType: nameOf.get(id)! });
    if (all !== unsubscribed) {
      await setUnsubscribed(trx, target, all);
      await recordOptOutHistory(trx, target, all ? 'unsubscribed' : 'subscribed', { campaign });
    }
    if ((all && !unsubscribed) || left.length > 0)
      await recordCampaignUnsubscribe(trx, target, all ? null : left[0]!);
  });
  return pageOf(ctx.db, target, token, all ? 'unsubscribedAll' : 'saved');
};
