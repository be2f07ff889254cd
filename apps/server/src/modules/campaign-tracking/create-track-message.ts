import { trackHtml } from './track-html';
import type { ContactTracking, MessageToTrack, TrackMessage } from './track-message';
import { signTrackingToken, type TrackingKind, type TrackingTarget } from './tracking-token';

export interface TrackingSettings {
  secretKey: string;
  /** The app's public address (config.appUrl), which serves the tracking addresses. */
  appUrl: string;
  /**
   * A mailbox that reads unsubscribe requests, for the mailto: form of List-Unsubscribe; without one the header
   * offers the https address alone, which RFC 8058's one-click needs anyway.
   */
  unsubscribeMailbox?: string;
}

export const TRACKING_PATHS = { o: 'o', c: 'c', v: 'v', u: 'u' } as const satisfies Record<
  TrackingKind,
  string
>;

/** The public address of one tracking action: /api/t/<kind>/<token>. */
export const trackingUrl = (
  settings: Pick<TrackingSettings, 'secretKey' | 'appUrl'>,
  target: TrackingTarget,
  kind: TrackingKind,
  link?: number,
): string =>
  `${settings.appUrl}/api/t/${TRACKING_PATHS[kind]}/${signTrackingToken(settings.secretKey, {
    accountId: target.accountId,
    campaignId: target.campaignId,
    contactId: target.contactId,
    kind,
    link,
  })}`;

/**
 * The tracking the send engine applies to each rendered message: signed click addresses, the open pixel, the
 * contact's unsubscribe and web view addresses, and the List-Unsubscribe headers with RFC 8058's one-click
 * POST (Gmail and Yahoo ask bulk senders for both).
 */
export const createTrackMessage = (settings: TrackingSettings): TrackMessage => {
  const trackingOf = (message: Omit<MessageToTrack, 'html'>): ContactTracking => {
    const target = {
      accountId: message.accountId,
      campaignId: message.campaignId,
      contactId: message.contactId,
    };
    const url = (kind: TrackingKind, link?: number) => trackingUrl(settings, target, kind, link);
    const unsubscribe = url('u');
    const mailto = settings.unsubscribeMailbox
      ? [
          `<mailto:${settings.unsubscribeMailbox}?subject=${encodeURIComponent(`unsubscribe ${unsubscribe.split('/').at(-1)}`)}>`,
        ]
      : [];
    return {
      addresses: { click: (index) => url('c', index), unsubscribe, webView: url('v'), pixel: url('o') },
      headers: {
        'List-Unsubscribe': [`<${unsubscribe}>`, ...mailto].join(', '),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };
  return Object.assign(
    (message: MessageToTrack) => {
      const { addresses, headers } = trackingOf(message);
      return { html: trackHtml(message.html, addresses), headers };
    },
    { trackingOf },
  );
};
