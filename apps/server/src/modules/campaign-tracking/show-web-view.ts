import type { AppContext } from '../../platform/context';
import { trackingUrl } from './create-track-message';
import { renderCampaignMessage } from './render-tracked-message';
import { trackHtml } from './track-html';
import { readTrackingToken } from './tracking-token';

/**
 * The contact's message as a web page, its links tracked as in the email. Reading it is not an open, so it
 * has no pixel; undefined when the token is not a web view this app signed.
 */
export const showWebView = async (ctx: AppContext, token: string): Promise<string | undefined> => {
  const target = readTrackingToken(ctx.config.secretKey, token, 'v');
  const rendered = target && (await renderCampaignMessage(ctx.db, target));
  if (!target || !rendered) return undefined;
  const settings = { secretKey: ctx.config.secretKey, appUrl: ctx.config.appUrl };
  return trackHtml(rendered.html, {
    click: (index) => trackingUrl(settings, target, 'c', index),
    unsubscribe: trackingUrl(settings, target, 'u'),
    webView: trackingUrl(settings, target, 'v'),
  });
};
