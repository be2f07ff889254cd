import type { AppContext } from '../../platform/context';
import { recordTrackedActivity } from './record-activity';
import { renderCampaignMessage } from './render-tracked-message';
import { trackedLinksOf } from './track-html';
import { readTrackingToken } from './tracking-token';

/**
 * Records a click and answers where it goes: the link at the token's position in the contact's message. The
 * address comes from the message, never from the request, so a token cannot be turned into an open redirect;
 * undefined when the token is not a click this app signed or the link is not there.
 */
export const followClick = async (ctx: AppContext, token: string): Promise<string | undefined> => {
  const target = readTrackingToken(ctx.config.secretKey, token, 'c');
  const rendered = target && (await renderCampaignMessage(ctx.db, target));
  if (!target || !rendered || target.link === undefined) return undefined;
  const url = trackedLinksOf(rendered.html)[target.link];
  if (url === undefined) return undefined;
  await recordTrackedActivity(ctx.db, target, rendered.message.senderId, {
    kind: 'clicked',
    link: url,
    isApplePrivacyOpen: false,
    at: ctx.now(),
  });
  return url;
};
