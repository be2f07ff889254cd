import { campaignMergeValues } from '../campaign-tracking/track-html';
import type {
  ContactTracking,
  MessageToTrack,
  TrackedMessage,
  TrackMessage,
} from '../campaign-tracking/track-message';
import type { MergeValues } from '../templates/render-merge-tags';
import { layOutCampaignMessage, type LaidOutMessage } from './campaign-message-layout';
import type { MessageParts } from './campaign-mime';
import { compileSimpleMergeTags } from './simple-merge-tags';
import { templateText } from '../templates/template-text';

export interface CampaignContent {
  accountId: string;
  campaignId: number;
  emailTypeId: number | null;
  html: string;
  subject: string;
  preheader: string;
}

export interface RecipientToRender {
  contactId: number;
  email: string;
  messageId: string;
  properties: Readonly<Record<string, unknown>> | null;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  /** The text/plain alternative, made from the tracked HTML: its links are the tracked ones. */
  text: string;
  headers: Record<string, string>;
  /** The text and HTML as the campaign's static pieces and the contact's values, when laid out (campaign-mime.ts). */
  parts?: { text?: MessageParts | undefined; html?: MessageParts | undefined };
}

/**
 * The preheader as mail apps show it beside the subject, hidden in the message itself. It is text: a '<' the
 * marketer typed ("Deals <under $5") would otherwise open a tag that swallows the div's end and hides the whole
 * message. Its merge-tag values are escaped already; an '&' is left, so an entity typed on purpose still works.
 */
const hiddenPreheader = (text: string): string =>
  `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all" aria-hidden="true">${text.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</div>`;

export const withPreheader = (html: string, preheader: string): string => {
  if (!preheader) return html;
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return hiddenPreheader(preheader) + html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + hiddenPreheader(preheader) + html.slice(at);
};

/**
 * A campaign's template, subject and preheader parsed once; each contact's message is then filled from its
 * properties (liquid merge tags, values HTML-escaped) and handed to tracking for its links and headers; its
 * text/plain alternative is read from the tracked HTML. When the template can be laid out once
 * (campaign-message-layout.ts), a contact's tracked HTML is spliced from the layout instead of parsed; it is the
 * same HTML.
 */
export const compileCampaignMessage = (
  content: CampaignContent,
  track: TrackMessage,
): ((recipient: RecipientToRender) => RenderedMessage) => {
  const html = compileSimpleMergeTags(content.html);
  const subject = compileSimpleMergeTags(content.subject);
  const preheader = compileSimpleMergeTags(content.preheader);
  const { trackingOf } = track;
  const layout = trackingOf && layOutCampaignMessage(content.html, content.preheader, withPreheader);
  const trackOnce = (
    values: MergeValues,
    message: Omit<MessageToTrack, 'html'>,
  ): TrackedMessage & { laidOut?: LaidOutMessage } => {
    if (layout && trackingOf) {
      let tracking: ContactTracking | undefined;
      const laidOut = layout.fill(values, () => (tracking = trackingOf(message)).addresses);
      if (laidOut !== undefined && tracking)
        return { html: laidOut.html, headers: tracking.headers, laidOut };
    }
    return track({ ...message, html: withPreheader(html(values), preheader(values)) });
  };
  return (recipient) => {
    const values = campaignMergeValues({ email: recipient.email, properties: recipient.properties ?? {} });
    const tracked = trackOnce(values, {
      accountId: content.accountId,
      campaignId: content.campaignId,
      contactId: recipient.contactId,
      emailTypeId: content.emailTypeId,
      messageId: recipient.messageId,
    });
    // The subject is a header, not HTML: entities the escaping put in are turned back.
    const laidOut = tracked.laidOut;
    return {
      subject: unescapeHtml(subject(values)),
      html: tracked.html,
      text: laidOut?.text?.text ?? templateText(tracked.html),
      headers: tracked.headers,
      ...(laidOut ? { parts: { html: laidOut.parts, text: laidOut.text?.parts } } : {}),
    };
  };
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#34;': '"',
  '&#39;': "'",
  '&quot;': '"',
};
/** Text as a merge tag's escaping left it, given back as the text it was: for a subject or a preview. */
export const unescapeHtml = (text: string): string =>
  text.replace(/&(amp|lt|gt|#34|#39|quot);/g, (entity) => ENTITIES[entity] ?? entity);
