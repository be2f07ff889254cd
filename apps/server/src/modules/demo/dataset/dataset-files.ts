import { z } from 'zod';
import { ContactPropertyType, JourneyStatus, ListType } from '@sendwell/contracts';

/**
 * The on-disk shape of a synthetic dataset, shared by the generator (writes it) and the loader (reads it).
 * Rows refer to each other by 0-based position: contact_index is the row of contacts.csv (header
 * excluded), list_index the position in lists.json, and so on.
 */
export const DATASET_FILES = {
  manifest: 'manifest.json',
  properties: 'properties.json',
  contacts: 'contacts.csv',
  lists: 'lists.json',
  listMembers: 'list_members.csv',
  senders: 'senders.json',
  campaigns: 'campaigns.json',
  emailActivity: 'email_activity.csv',
  eventDefinitions: 'event_definitions.json',
  events: 'events.ndjson',
  forms: 'forms.json',
  formSubmissions: 'form_submissions.csv',
  journeys: 'journeys.json',
} as const;

/** contacts.csv starts with these columns, then one column per custom property of properties.json. */
export const CONTACT_COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'company',
  'city',
  'country',
  'timezone',
  'created_at',
  'is_unsubscribed',
  'is_blocked',
] as const;
export const LIST_MEMBER_COLUMNS = ['contact_index', 'list_index'] as const;
export const EMAIL_ACTIVITY_COLUMNS = [
  'contact_index',
  'campaign_index',
  'kind',
  'occurred_at',
  'link',
  'is_apple_privacy_open',
] as const;
export const FORM_SUBMISSION_COLUMNS = ['contact_index', 'form_index', 'submitted_at', 'properties'] as const;

const Timestamp = z.iso.datetime();
const Index = z.number().int().min(0);

export const DatasetProperty = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,62}$/, 'a property key is a letter then letters, digits or _'),
  type: ContactPropertyType,
});
export type DatasetProperty = z.infer<typeof DatasetProperty>;

export const DatasetList = z.object({
  name: z.string().min(1),
  type: ListType,
  source: z.string(),
  isAIGenerated: z.boolean(),
  definition: z.record(z.string(), z.unknown()).nullable(),
  createdAt: Timestamp,
  archivedAt: Timestamp.nullable(),
});
export type DatasetList = z.infer<typeof DatasetList>;

export const DatasetSender = z.object({ email: z.string(), name: z.string() });
export type DatasetSender = z.infer<typeof DatasetSender>;

export const DatasetCampaign = z.object({
  name: z.string().min(1),
  campaignType: z.enum(['bulk', 'TRIGGERED']),
  status: z.string(),
  senderIndex: Index,
  listIndexes: z.array(Index),
  /** For a triggered campaign, when it went live. */
  sentAt: Timestamp.nullable(),
  createdAt: Timestamp,
  links: z.array(z.string()),
});
export type DatasetCampaign = z.infer<typeof DatasetCampaign>;

export const DatasetEventDefinition = z.object({
  name: z.string().min(1),
  source: z.enum(['custom', 'shopify']),
  /** Property name to type; list-valued properties (productNames, skus, ...) hold arrays of strings and are typed string. */
  properties: z.record(z.string(), ContactPropertyType),
});
export type DatasetEventDefinition = z.infer<typeof DatasetEventDefinition>;

/** One line of events.ndjson. */
export interface DatasetEvent {
  contactIndex: number;
  name: string;
  source: 'custom' | 'shopify';
  occurredAt: string;
  properties: Record<string, string | number | boolean | string[]>;
}

export const DatasetForm = z.object({
  appName: z.string(),
  formName: z.string(),
  status: z.string(),
  createdAt: Timestamp,
});
export type DatasetForm = z.infer<typeof DatasetForm>;

export const DatasetJourney = z.object({
  name: z.string(),
  status: JourneyStatus,
  triggerType: z.string(),
  triggerListIndex: Index.nullable(),
  createdAt: Timestamp,
});
export type DatasetJourney = z.infer<typeof DatasetJourney>;

export const DatasetCounts = z.object({
  contacts: z.number().int(),
  unsubscribed: z.number().int(),
  blocked: z.number().int(),
  lists: z.number().int(),
  listMembers: z.number().int(),
  senders: z.number().int(),
  campaigns: z.number().int(),
  emailActivity: z.object({
    sent: z.number().int(),
    opened: z.number().int(),
    clicked: z.number().int(),
    submitted: z.number().int(),
  }),
  events: z.object({ custom: z.number().int(), shopify: z.number().int() }),
  forms: z.number().int(),
  formSubmissions: z.number().int(),
  journeys: z.number().int(),
});
export type DatasetCounts = z.infer<typeof DatasetCounts>;

export const DatasetManifest = z.object({
  format: z.literal(1),
  seed: z.string(),
  /** The moment the data is generated relative to: "the last two years" end here. */
  now: Timestamp,
  options: z.object({ contacts: z.number().int(), events: z.number().int(), campaigns: z.number().int() }),
  counts: DatasetCounts,
  files: z.array(z.string()),
});
export type DatasetManifest = z.infer<typeof DatasetManifest>;
