import { z } from 'zod';
import { defineRoute, FULL_ACCESS, Ok } from './route';

/**
 * Settings → Sender settings → Sending domains (spec 3 §2.11, §4 "sender domain deletion"): a domain mail is
 * sent from, its DKIM key and the DNS records that prove the account owns it. The DKIM private key is sealed
 * at rest and no call ever answers it; only the public key appears, inside its DNS record.
 */

export const SenderDomainMessages = {
  // Spec §4, word for word: what deleting a sender domain says, by what was cancelled with it.
  deleted: 'Sender domain deleted',
  campaignsAndJourneysCancelled: 'Campaigns and journeys associated with the sender domain are cancelled',
  campaignsCancelled: 'Campaigns associated with the sender domain are cancelled',
  // Spec §8: the fallback when mailing a domain's settings fails.
  checkEmail: 'Please check the email',
  // Sendwell's own wording where the spec has none.
  added: 'Domain added',
  invalid: 'Enter a domain name such as example.com',
  taken: 'This domain has already been added',
  notFound: 'Sending domain not found',
  verified: 'All records are in place: the domain is verified',
  notVerified: 'Some records are not in place yet. DNS changes can take up to 48 hours to show.',
  dnsTimeout: 'The DNS server did not answer in time, so nothing was checked. Try again in a few minutes.',
  dnsFailed: 'The DNS look-up failed, so nothing was checked. Try again in a few minutes.',
} as const;

/** A look-up gives up after this long. */
export const DOMAIN_DNS_TIMEOUT_MS = 5_000;

export const DNS_RECORD_KINDS = ['dkim', 'spf', 'dmarc', 'returnPath'] as const;
export const DnsRecordKind = z.enum(DNS_RECORD_KINDS);
export type DnsRecordKind = z.infer<typeof DnsRecordKind>;

export const DNS_RECORD_LABELS: Record<DnsRecordKind, string> = {
  dkim: 'DKIM',
  spf: 'SPF',
  dmarc: 'DMARC',
  returnPath: 'Return path',
};

/** Per record: in place, absent, or present with another value. */
export const DnsRecordStatus = z.enum(['notChecked', 'verified', 'notFound', 'wrongValue']);
export type DnsRecordStatus = z.infer<typeof DnsRecordStatus>;

/** The domain as a whole: verified once every record is in place. */
export const SenderDomainStatus = z.enum(['notChecked', 'verified', 'notVerified']);
export type SenderDomainStatus = z.infer<typeof SenderDomainStatus>;

export const DnsRecord = z.object({
  kind: DnsRecordKind,
  /** The full name to add the record at. */
  host: z.string(),
  type: z.enum(['TXT', 'CNAME']),
  value: z.string(),
  status: DnsRecordStatus,
  /** What the last check found, in plain words; null before any check. */
  found: z.string().nullable(),
});
export type DnsRecord = z.infer<typeof DnsRecord>;

export const SenderDomainSummary = z.object({
  id: z.number(),
  /** ASCII (punycode) form, lower case. */
  domain: z.string(),
  status: SenderDomainStatus,
  checkedOn: z.string().nullable(),
  createdOn: z.string(),
});
export type SenderDomainSummary = z.infer<typeof SenderDomainSummary>;

export const SenderDomainDetail = SenderDomainSummary.extend({
  selector: z.string(),
  records: z.array(DnsRecord),
});
export type SenderDomainDetail = z.infer<typeof SenderDomainDetail>;

/** Spec §4: cancel nothing, the campaigns, or the campaigns and the journeys sending from the domain. */
export const DomainDeletionCancels = z.enum(['nothing', 'campaigns', 'campaignsAndJourneys']);
export type DomainDeletionCancels = z.infer<typeof DomainDeletionCancels>;

export const DOMAIN_DELETION_MESSAGES: Record<DomainDeletionCancels, string> = {
  nothing: SenderDomainMessages.deleted,
  campaigns: SenderDomainMessages.campaignsCancelled,
  campaignsAndJourneys: SenderDomainMessages.campaignsAndJourneysCancelled,
};

const id = z.coerce.number().int().positive();
const tags = ['senders'] as const;

export const senderDomainRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/senderDomains',
    access: 'account',
    tags,
    summary:
      "The account's sending domains and whether each is verified, and the domains of sender addresses not added yet",
    response: z.object({ data: z.array(SenderDomainSummary), suggestions: z.array(z.string()) }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/senderDomains/:id',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary:
      'A sending domain with the DNS records to add (DKIM key, SPF, DMARC, return path) and what the last check found',
    params: z.object({ id }),
    response: SenderDomainDetail,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/api/senderDomains',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary:
      'Add a sending domain (an international name is kept in its ASCII form); makes its 2048-bit DKIM key and answers the records to add',
    body: z.object({ domain: z.string().max(300) }),
    response: SenderDomainDetail,
    status: 201,
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/api/senderDomains/:id/verify',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary: `Look up each record in DNS (${DOMAIN_DNS_TIMEOUT_MS / 1000} s at most) and keep what was found; a failed look-up changes nothing`,
    params: z.object({ id }),
    response: SenderDomainDetail,
  }),
  sendSettings: defineRoute({
    method: 'POST',
    path: '/api/senderDomains/:id/sendSettings',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary:
      "Mail the domain's DNS records to someone who manages its DNS (spec 3 §7, the send-domain-setting call)",
    params: z.object({ id }),
    body: z.object({
      email: z.string().trim().toLowerCase().max(254).email(SenderDomainMessages.checkEmail),
    }),
    response: Ok,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/senderDomains/:id',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary:
      'Delete a sending domain and its DKIM key, cancelling the unsent campaigns, and the journey (triggered) campaigns, sent from it if asked',
    params: z.object({ id }),
    body: z.object({ cancel: DomainDeletionCancels }),
    response: z.object({
      message: z.string(),
      campaignsCancelled: z.number(),
      journeysCancelled: z.number(),
    }),
  }),
};
