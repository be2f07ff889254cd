import { z } from 'zod';
import { CampaignId } from './campaigns.contract';
import { defineRoute, Ok } from './route';

/** The words of the hosted unsubscribe page and the web view. */
export const UnsubscribeMessages = {
  title: 'Email preferences',
  intro: (email: string, sender: string) => `Choose which emails ${email} receives from ${sender}.`,
  emailTypes: 'Emails you receive',
  noEmailTypes: 'This sender has no email types to choose from.',
  all: 'Unsubscribe from all',
  allHelp: 'You will receive no more emails from this sender.',
  save: 'Save preferences',
  saved: 'Your preferences have been saved.',
  unsubscribedAll: 'You have been unsubscribed from all emails.',
  notFound: 'This link is not valid.',
  notFoundHelp: 'The address may be incomplete. Use the link from the email again.',
} as const;

/** A tracking address's signed token: opaque to everyone but the server that signed it. */
const TrackingToken = z.string().min(1).max(600);
const trackingParams = z.object({ token: TrackingToken });

/**
 * The hosted page's form: each email type the contact keeps receiving (checked boxes) and 'Unsubscribe from
 * all'. Unchecked boxes are not sent, so an absent type is one the contact leaves.
 */
const EmailTypeChoice = z.coerce.number().int().positive();
export const UnsubscribePreferencesForm = z.object({
  all: z.literal('on').optional(),
  /** One checked type arrives alone, several as a list. */
  types: z.union([EmailTypeChoice, z.array(EmailTypeChoice).max(500)]).optional(),
});
export type UnsubscribePreferencesForm = z.infer<typeof UnsubscribePreferencesForm>;

/** RFC 8058: a mailbox provider posts List-Unsubscribe=One-Click; nothing else is read. */
export const OneClickUnsubscribeForm = z
  .object({ 'List-Unsubscribe': z.string().max(100).optional() })
  .optional();

const OpenCount = z.object({
  /** Contacts who opened at least once. */
  unique: z.number(),
  total: z.number(),
});

export const CampaignReportLink = z.object({ url: z.string(), unique: z.number(), total: z.number() });
export type CampaignReportLink = z.infer<typeof CampaignReportLink>;

export const CampaignReportPoint = z.object({
  /** The bucket's start as a wall-clock time in the account's timezone (YYYY-MM-DDTHH:mm). */
  at: z.string(),
  granularity: z.enum(['hour', 'day']),
  opens: z.number(),
  clicks: z.number(),
  unsubscribes: z.number(),
});
export type CampaignReportPoint = z.infer<typeof CampaignReportPoint>;

export const CampaignReport = z.object({
  campaignId: z.number(),
  name: z.string(),
  status: z.string(),
  subject: z.string(),
  /** When sending started (or the campaign was marked sent), ISO. */
  sentAt: z.string().nullable(),
  timezone: z.string(),
  recipients: z.number(),
  sent: z.number(),
  delivered: z.number(),
  skipped: z.number(),
  failed: z.number(),
  /** Opens by people; opens by Apple Mail Privacy Protection's proxy fetch are counted apart. */
  opens: OpenCount,
  applePrivacyOpens: OpenCount,
  clicks: OpenCount.extend({ links: z.array(CampaignReportLink) }),
  unsubscribes: z.number(),
  bounces: z.object({ total: z.number(), hard: z.number(), soft: z.number() }),
  complaints: z.number(),
  /** Hourly for the first 48 hours after sending started, then daily. */
  series: z.array(CampaignReportPoint),
});
export type CampaignReport = z.infer<typeof CampaignReport>;

const tags = ['campaign tracking'] as const;
const publicTrackingNote =
  'Public: the signed token is the proof. A token that this server did not sign, or that was signed for another kind of address, answers 404 and records nothing.';

export const campaignTrackingRoutes = {
  open: defineRoute({
    method: 'GET',
    path: '/api/t/o/:token',
    access: 'public',
    tags,
    summary:
      "The open pixel: records an open (Apple Mail Privacy Protection's proxy fetches flagged) and answers a 1×1 GIF",
    description: publicTrackingNote,
    params: trackingParams,
    response: z.unknown(),
  }),
  click: defineRoute({
    method: 'GET',
    path: '/api/t/c/:token',
    access: 'public',
    tags,
    summary: "A tracked link: records the click and redirects to the link's address in the contact's message",
    description: `${publicTrackingNote} The token names the link's position in the message, never an address, so it cannot redirect anywhere else.`,
    params: trackingParams,
    response: z.unknown(),
  }),
  webView: defineRoute({
    method: 'GET',
    path: '/api/t/v/:token',
    access: 'public',
    tags,
    summary: "The contact's message as a web page",
    description: publicTrackingNote,
    params: trackingParams,
    response: z.unknown(),
  }),
  unsubscribePage: defineRoute({
    method: 'GET',
    path: '/api/t/u/:token',
    access: 'public',
    tags,
    summary: 'The hosted unsubscribe page: the contact chooses its email types or unsubscribes from all',
    description: `${publicTrackingNote} Opening the page changes nothing, so link scanners cannot unsubscribe anyone.`,
    params: trackingParams,
    response: z.unknown(),
  }),
  oneClickUnsubscribe: defineRoute({
    method: 'POST',
    path: '/api/t/u/:token',
    access: 'public',
    tags,
    summary:
      "RFC 8058 one-click unsubscribe from the List-Unsubscribe-Post header: leaves the campaign's email type, or all email when it has none",
    description: `${publicTrackingNote} Repeating it changes nothing more.`,
    params: trackingParams,
    body: OneClickUnsubscribeForm,
    response: Ok,
  }),
  savePreferences: defineRoute({
    method: 'POST',
    path: '/api/t/u/:token/preferences',
    access: 'public',
    tags,
    summary:
      "The hosted unsubscribe page's form: saves the email types kept and 'Unsubscribe from all', and answers the page",
    description: publicTrackingNote,
    params: trackingParams,
    body: UnsubscribePreferencesForm,
    response: z.unknown(),
  }),
  report: defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/report',
    access: 'account',
    tags: ['campaigns'],
    summary:
      "A campaign's report: sent, delivered, opens, clicks per link, unsubscribes, bounces, complaints and their course over time",
    params: z.object({ id: CampaignId }),
    response: CampaignReport,
  }),
};
