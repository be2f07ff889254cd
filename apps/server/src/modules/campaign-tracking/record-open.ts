import type { AppContext } from '../../platform/context';
import { trackedMessageOf } from './campaign-tracking.repository';
import { isApplePrivacyOpen } from './is-apple-privacy-open';
import { recordTrackedActivity } from './record-activity';
import { readTrackingToken } from './tracking-token';

/** Records an open from the pixel; false when the token is not one this app signed for an open. */
export const recordOpen = async (
  ctx: AppContext,
  token: string,
  request: { userAgent: string | undefined; ip: string },
): Promise<boolean> => {
  const target = readTrackingToken(ctx.config.secretKey, token, 'o');
  const message = target && (await trackedMessageOf(ctx.db, target));
  if (!target || !message) return false;
  await recordTrackedActivity(ctx.db, target, message.senderId, {
    kind: 'opened',
    link: null,
    isApplePrivacyOpen: isApplePrivacyOpen(request),
    at: ctx.now(),
  });
  return true;
};
