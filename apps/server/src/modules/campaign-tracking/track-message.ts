import type { TrackingAddresses } from './track-html';

/**
 * The seam between the send engine and tracking: the engine renders a contact's message, then hands it here
 * to get its tracked HTML (open pixel, signed click links, web view link) and the headers tracking needs
 * (List-Unsubscribe and List-Unsubscribe-Post for one-click unsubscribe).
 */
export interface MessageToTrack {
  accountId: string;
  campaignId: number;
  contactId: number;
  emailTypeId: number | null;
  /** The message id the engine records for this recipient (stable across retries). */
  messageId: string;
  /** The contact's personalised HTML, as rendered from the template version. */
  html: string;
}

export interface TrackedMessage {
  html: string;
  headers: Record<string, string>;
}

/** One contact's tracking addresses and headers, for a message laid out once per campaign. */
export interface ContactTracking {
  addresses: TrackingAddresses & { pixel: string };
  headers: Record<string, string>;
}

export interface TrackMessage {
  (message: MessageToTrack): TrackedMessage;
  /**
   * The contact's addresses and headers alone: with them the engine splices a campaign's message laid out once
   * (see campaign-message-layout.ts) and gets what the call above gives, without parsing each message.
   */
  trackingOf?: (message: Omit<MessageToTrack, 'html'>) => ContactTracking;
}
