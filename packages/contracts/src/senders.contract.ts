import { z } from 'zod';
import { defineRoute, FULL_ACCESS, Ok } from './route';

/**
 * Settings → Sender settings (spec 3 §2.11, §3, §4, §7, §8): the addresses campaigns are sent from, each with
 * the provider that carries its mail. Credentials are write-only: no answer ever holds one; a sender says only
 * which of its secrets are set.
 */

export const SenderMessages = {
  // Spec §8 fallbacks and titles, word for word.
  somethingWentWrong: 'Sorry! Something went wrong',
  couldNotUpdateSmtp: 'Could Not Update SMTP!',
  errorUpdatingSmtp: 'Error updating SMTP Credentials',
  failedToAddSmtp: 'Failed to add SMTP',
  failedToUpdateSmtp: 'Failed to update SMTP credentials',
  error: 'Error',
  verifyFallback: 'Something went wrong',
  verificationError: 'Something went wrong, Please check your credentials',
  webhookNotVerified:
    'Please verify your webhook URL. If everything is correct, please come back after a while!',
  // Spec §8 successes.
  emailAdded: 'Email Added',
  emailAddedDescription: 'Your SMTP credentials is ready to use',
  smtpAdded: 'SMTP Added successfully',
  smtpUpdated: 'SMTP Credentials Updated',
  emailAddedSuccessfully: 'Email Added Successfully',
  emailAddedSuccessfullyDescription: 'The email is ready to send campaigns',
  emailUpdated: 'Email Updated',
  mailSent: 'Mail sent',
  // Sendwell's own wording where the spec has none.
  notFound: 'Sender not found',
  emailTaken: 'A sender with this email already exists',
  emailInvalid: 'Enter a valid email address',
  hostRequired: 'Enter the SMTP host',
  portInvalid: 'Enter a port between 1 and 65535',
  maxConnectionsInvalid: 'Enter a number of connections between 1 and 50',
  maxMessagesPerConnectionInvalid: 'Enter a number of messages per connection between 1 and 100,000',
  secretRequired: 'Enter the secret; it is required for a new sender',
  connected: 'Connection successful',
  senderDeleted: 'Sender deleted',
  webhookVerified: 'Webhook verified',
  senderVerified: 'Sender verified',
  linkInvalid: 'This verification link is not valid. Send a new one from Settings → Sender settings.',
  linkExpired: 'This verification link has expired. Send a new one from Settings → Sender settings.',
  webhookWrongCall: "This call does not verify this sender's kind of webhook",
  webhookNoAddress:
    "No webhook address has been made for this sender yet. Choose 'Show webhook address', add the address at your provider, then verify.",
  webhookNoEvent:
    "No event has reached this sender's webhook address yet. Send a test event from your provider's webhook settings, then verify again.",
  settingsUnreadable:
    "This sender's stored settings can no longer be read. Edit the sender and save it again.",
  usedByCampaigns: 'This sender is used by campaigns, so it cannot be deleted',
  limitedAccess:
    'Your access to this account is limited, so you cannot add senders or change their credentials. Ask a member with full access.',
} as const;

/**
 * Provider kinds (spec §3): the product's own, an email API provider (SendGrid), a cloud email service
 * (Amazon SES, through its API or its SMTP interface), another delivery provider (Postmark), custom SMTP.
 */
export const SENDER_KINDS = ['sendwell', 'sendgrid', 'ses', 'sesSmtp', 'postmark', 'customSMTP'] as const;
export const SenderKind = z.enum(SENDER_KINDS);
export type SenderKind = z.infer<typeof SenderKind>;

export const SENDER_KIND_LABELS: Record<SenderKind, string> = {
  sendwell: 'Sendwell',
  sendgrid: 'SendGrid',
  ses: 'Amazon SES (API)',
  sesSmtp: 'Amazon SES (SMTP)',
  postmark: 'Postmark',
  customSMTP: 'Custom SMTP',
};

/** Spec §3, word for word. */
export const SENDER_VERIFICATION_STATUSES = [
  'VERIFIED',
  'NOT_VERIFIED',
  'WAITING',
  'WAITING_DOMAIN_VERIFICATION',
  'WAITING_FOR_VERIFICATION',
  'PENDING',
  'APPROVED',
  'Rejected',
  'NOT_WHITELISTED',
] as const;
export const SenderVerificationStatus = z.enum(SENDER_VERIFICATION_STATUSES);
export type SenderVerificationStatus = z.infer<typeof SenderVerificationStatus>;

/** Spec §9: the sender-id verification modal checks the status again after this long. */
export const SENDER_RECHECK_DELAY_MS = 20_000;
/** How long a sender verification link stays good. */
export const SENDER_LINK_VALID_HOURS = 24;
/** A connection test gives up after this long. */
export const SENDER_CONNECT_TIMEOUT_MS = 10_000;

export const SMTP_TLS_MODES = ['none', 'starttls', 'tls'] as const;
export const SmtpTlsMode = z.enum(SMTP_TLS_MODES);
export type SmtpTlsMode = z.infer<typeof SmtpTlsMode>;

const email = z.string().trim().toLowerCase().max(254).email(SenderMessages.emailInvalid);
const name = z.string().trim().max(100).default('');
const text = (max: number) => z.string().trim().max(max);
/** A secret field: on an update, left out keeps the stored one. Never trimmed: a space may be part of it. */
const secret = z.string().min(1, SenderMessages.secretRequired).max(512);
const port = z.coerce
  .number()
  .int(SenderMessages.portInvalid)
  .min(1, SenderMessages.portInvalid)
  .max(65535, SenderMessages.portInvalid);
const region = z
  .string()
  .trim()
  .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'Enter an AWS region such as eu-west-1');
const id = z.coerce.number().int().positive();

/** A whole number from `min` to `max`, or nothing: the setting's default then applies. */
const optionalCount = (min: number, max: number, message: string) =>
  // The field's own message also for what is no number at all (letters, an emoji, digits past Infinity).
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional();

/**
 * How a campaign's send uses an SMTP server: the connections each send run keeps open to it at once, and the
 * messages sent over one connection before it is closed and a new one opened. Left out, the send engine's
 * defaults apply; a server that limits either (many do per client) is set here.
 */
const SmtpPoolFields = {
  maxConnections: optionalCount(1, 50, SenderMessages.maxConnectionsInvalid),
  maxMessagesPerConnection: optionalCount(1, 100_000, SenderMessages.maxMessagesPerConnectionInvalid),
};

/** Who mail is from: shared by every kind. */
const Identity = z.object({ email, name });

const SmtpFields = z.object({
  host: text(253).min(1, SenderMessages.hostRequired),
  port,
  tls: SmtpTlsMode,
  user: text(254).default(''),
  password: secret.optional(),
  /** Accept a certificate no authority signed; off unless the member turns it on knowingly. */
  allowSelfSigned: z.boolean().default(false),
  ...SmtpPoolFields,
});

export const SendwellSenderInput = Identity;
export type SendwellSenderInput = z.input<typeof SendwellSenderInput>;
export const SmtpSenderInput = Identity.extend(SmtpFields.shape);
export type SmtpSenderInput = z.input<typeof SmtpSenderInput>;
export const SesSmtpSenderInput = Identity.extend({
  region,
  user: text(254).min(1, 'Enter the SMTP user name'),
  password: secret.optional(),
  ...SmtpPoolFields,
});
export type SesSmtpSenderInput = z.input<typeof SesSmtpSenderInput>;
export const SendgridSenderInput = Identity.extend({ apiKey: secret.optional() });
export type SendgridSenderInput = z.input<typeof SendgridSenderInput>;
export const SesSenderInput = Identity.extend({
  region,
  accessKeyId: text(128).min(1, 'Enter the access key ID'),
  secretAccessKey: secret.optional(),
});
export type SesSenderInput = z.input<typeof SesSenderInput>;
export const PostmarkSenderInput = Identity.extend({ serverToken: secret.optional() });
export type PostmarkSenderInput = z.input<typeof PostmarkSenderInput>;

/** Every kind's fields, as one value; `kind` picks which. */
export const SenderSettings = z.discriminatedUnion('kind', [
  SendwellSenderInput.extend({ kind: z.literal('sendwell') }),
  SmtpSenderInput.extend({ kind: z.literal('customSMTP') }),
  SesSmtpSenderInput.extend({ kind: z.literal('sesSmtp') }),
  SendgridSenderInput.extend({ kind: z.literal('sendgrid') }),
  SesSenderInput.extend({ kind: z.literal('ses') }),
  PostmarkSenderInput.extend({ kind: z.literal('postmark') }),
]);
export type SenderSettings = z.infer<typeof SenderSettings>;
export type SenderSettingsInput = z.input<typeof SenderSettings>;

/** The names of each kind's secret fields: the only fields never answered. */
export const SENDER_SECRET_FIELDS = ['password', 'apiKey', 'secretAccessKey', 'serverToken'] as const;
export type SenderSecretField = (typeof SENDER_SECRET_FIELDS)[number];

/** A sender as every answer shows it: settings without secrets, and which secrets are set. */
export const SenderRecord = z.object({
  id: z.number(),
  kind: SenderKind,
  email: z.string(),
  name: z.string(),
  status: SenderVerificationStatus,
  /** Non-secret settings of its kind: host, port, TLS mode, user, region, access key id. */
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** Secret fields that hold a value; shown as '••••' with 'Replace'. */
  secretsSet: z.array(z.enum(SENDER_SECRET_FIELDS)),
  webhookVerified: z.boolean(),
  createdOn: z.string(),
});
export type SenderRecord = z.infer<typeof SenderRecord>;

export const ConfiguredEmail = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  kind: SenderKind,
  status: SenderVerificationStatus,
});
export type ConfiguredEmail = z.infer<typeof ConfiguredEmail>;

export const SenderCreated = z.object({ id: z.number() });

export const ConnectionCheck = z.object({
  ok: z.boolean(),
  /** What failed, in plain words; null when it connected. */
  problem: z.string().nullable(),
});
export type ConnectionCheck = z.infer<typeof ConnectionCheck>;

export const TestConnectionRequest = z.object({
  /** An existing sender: its stored secrets fill any left out. */
  id: id.optional(),
  settings: SenderSettings,
});
export type TestConnectionRequest = z.input<typeof TestConnectionRequest>;

export const CredentialQuery = z.object({ credentialId: id });
export const SenderIdBody = z.object({ id });

export const EventWebhookAnswer = z.object({
  data: z.object({
    senderId: z.number(),
    kind: SenderKind,
    configured: z.boolean(),
    tokenPrefix: z.string().nullable(),
    lastEventOn: z.string().nullable(),
  }),
  /** Whether the provider's webhook has been verified for this sender. */
  smtpStatus: z.enum(['VERIFIED', 'NOT_VERIFIED']),
});
export type EventWebhookAnswer = z.infer<typeof EventWebhookAnswer>;

/**
 * How a kind's webhook is verified: senders with an API ('provider') are checked by asking the provider
 * whether a webhook points at the sender's address with the events Sendwell reads; SMTP senders have no such
 * API, so theirs counts as verified once an event has arrived ('event'). Sendwell's own delivery needs none.
 */
export const WEBHOOK_CHECK: Record<SenderKind, 'provider' | 'event' | null> = {
  sendwell: null,
  sendgrid: 'provider',
  postmark: 'provider',
  ses: 'provider',
  sesSmtp: 'event',
  customSMTP: 'event',
};

export const WebhookVerification = z.object({
  verified: z.boolean(),
  /** Whether the provider's API was asked or, for SMTP senders, whether an event has arrived. */
  checkedBy: z.enum(['provider', 'event']),
  /** 'Webhook verified', or the spec's words on failure. */
  message: z.string(),
  /** What is wrong, in plain words; null when verified. */
  problem: z.string().nullable(),
});
export type WebhookVerification = z.infer<typeof WebhookVerification>;

const tags = ['senders'] as const;

const addAndUpdate = <T extends z.ZodRawShape>(
  path: `/api/${string}`,
  what: string,
  body: z.ZodObject<T>,
) => ({
  add: defineRoute({
    method: 'POST',
    path,
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary: `Add a sender ${what}; answers its id. It starts NOT_VERIFIED until its address is confirmed`,
    body,
    response: SenderCreated,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path,
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary: `Change a sender ${what}; a secret left out keeps the stored one. A new address needs confirming again`,
    body: body.extend({ id }),
    response: SenderCreated,
  }),
});

export const senderRoutes = {
  allCredentials: defineRoute({
    method: 'GET',
    path: '/api/allCredentials',
    access: 'account',
    tags,
    summary:
      "The account's senders with their provider settings; secrets are never included, only whether each is set",
    response: z.object({ data: z.array(SenderRecord) }),
  }),
  allConfiguredEmails: defineRoute({
    method: 'GET',
    path: '/api/allConfiguredEmails',
    access: 'account',
    tags,
    summary: "The account's sender addresses and their verification status",
    response: z.object({ data: z.array(ConfiguredEmail) }),
  }),
  email: addAndUpdate('/api/addEmail', "sending through Sendwell's own delivery", SendwellSenderInput),
  smtp: addAndUpdate('/api/addSMTP', 'sending through a custom SMTP server', SmtpSenderInput),
  sesSmtp: addAndUpdate('/api/addSESSMTP', "sending through Amazon SES's SMTP interface", SesSmtpSenderInput),
  sendgrid: addAndUpdate('/api/addSendgrid', "sending through SendGrid's API", SendgridSenderInput),
  ses: addAndUpdate('/api/addSES', "sending through Amazon SES's API", SesSenderInput),
  postmark: addAndUpdate('/api/addPostmark', "sending through Postmark's API", PostmarkSenderInput),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/senders/:id',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary: 'Delete a sender and its stored credentials; refused while campaigns use it',
    params: z.object({ id }),
    response: Ok,
  }),
  testConnection: defineRoute({
    method: 'POST',
    path: '/api/senders/testConnection',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary: `Connect to the provider with these settings (SMTP handshake and sign-in, or an API credential check; ${SENDER_CONNECT_TIMEOUT_MS / 1000} s at most) and say what failed`,
    body: TestConnectionRequest,
    response: ConnectionCheck,
  }),
  sendVerificationEmail: defineRoute({
    method: 'GET',
    path: '/api/verificationEmail/sendEmail',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary: `Mail the sender's address a link that confirms it (good for ${SENDER_LINK_VALID_HOURS} hours); the sender is WAITING until it is opened`,
    query: CredentialQuery,
    response: z.object({ success: z.boolean() }),
  }),
  verifyEmailStatus: defineRoute({
    method: 'GET',
    path: '/api/verificationEmail/verifyEmailStatus',
    access: 'account',
    tags,
    summary:
      "The sender's verification status: WAITING while its link is out, NOT_VERIFIED once the link has expired unopened",
    query: CredentialQuery,
    response: z.object({ output: z.object({ status: SenderVerificationStatus }) }),
  }),
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/api/verificationEmail/confirm',
    access: 'public',
    tags,
    summary: 'Confirm a sender address with the signed link mailed to it',
    body: z.object({ token: z.string().min(1).max(1000) }),
    response: z.object({ email: z.string(), status: SenderVerificationStatus }),
  }),
  getEventWebhook: defineRoute({
    method: 'GET',
    path: '/api/getEventWebhook',
    access: 'account',
    tags,
    summary:
      "The sender's delivery-event webhook (its address is shown once, when made) and whether it is verified",
    query: z.object({ id }),
    response: EventWebhookAnswer,
  }),
  verifyWebhook: defineRoute({
    method: 'POST',
    path: '/api/getEventWebhook/verifyWebhook',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary:
      "Verify an API provider's (SendGrid, Postmark) event webhook: asks the provider whether a webhook points at the sender's address with every event Sendwell reads, and says what is wrong",
    body: SenderIdBody,
    response: WebhookVerification,
  }),
  verifySesWebhook: defineRoute({
    method: 'POST',
    path: '/api/verifySESwebhook',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary:
      "Verify Amazon SES's event webhook: through the API, the identity's configuration set must publish every event Sendwell reads to an SNS topic the sender's address is subscribed to; through SMTP, an event must have arrived",
    body: SenderIdBody,
    response: WebhookVerification,
  }),
  verifySmtpWebhook: defineRoute({
    method: 'POST',
    path: '/api/verifySMTPwebhook',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary:
      "Verify a custom SMTP sender's event webhook: SMTP has no API to ask, so it is verified once an event has arrived at its address",
    body: SenderIdBody,
    response: WebhookVerification,
  }),
};

/** The add and update calls of each kind. */
export const senderSaveRoutes: Record<
  SenderKind,
  (typeof senderRoutes)['email' | 'smtp' | 'sesSmtp' | 'sendgrid' | 'ses' | 'postmark']
> = {
  sendwell: senderRoutes.email,
  customSMTP: senderRoutes.smtp,
  sesSmtp: senderRoutes.sesSmtp,
  sendgrid: senderRoutes.sendgrid,
  ses: senderRoutes.ses,
  postmark: senderRoutes.postmark,
};

/** Which call verifies a kind's event webhook (spec §7); Sendwell's own delivery records its events itself. */
export const WEBHOOK_VERIFY_CALL: Record<
  SenderKind,
  'verifyWebhook' | 'verifySesWebhook' | 'verifySmtpWebhook' | null
> = {
  sendwell: null,
  sendgrid: 'verifyWebhook',
  postmark: 'verifyWebhook',
  ses: 'verifySesWebhook',
  sesSmtp: 'verifySesWebhook',
  customSMTP: 'verifySmtpWebhook',
};
