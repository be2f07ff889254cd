import type {
  SegmentAudience,
  SegmentFilterGroup,
  SegmentPropertyType,
  SegmentTimezone,
} from '@sendwell/contracts';

/*
 * What the in-memory evaluator reads: an account's contacts and everything they did, held as plain
 * rows with the same meaning as the tables the SQL engine reads. Activity is raw (one row per email
 * sent, opened, clicked or submitted), never a summary, so the evaluator checks whatever the engine
 * derives from it.
 */

/** A value as JSON holds it: contact, event and form properties. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface DatasetContact {
  id: number;
  email: string;
  properties: Readonly<Record<string, JsonValue>>;
  isUnsubscribed: boolean;
  isBlocked: boolean;
  createdAt: Date;
  archived: boolean;
}

export type EmailActivityKind = 'sent' | 'opened' | 'clicked' | 'submitted';

export interface DatasetEmailActivity {
  contactId: number;
  campaignId: number;
  kind: EmailActivityKind;
  occurredAt: Date;
  link: string | null;
  senderId: number | null;
  isApplePrivacyOpen: boolean;
}

export interface DatasetCampaign {
  id: number;
  campaignType: 'bulk' | 'TRIGGERED';
  isArchived: boolean;
}

/** A custom event (source custom) or a store event (source shopify, named by its version 2 key). */
export interface DatasetEvent {
  contactId: number;
  name: string;
  source: 'custom' | 'shopify';
  occurredAt: Date;
  properties: Readonly<Record<string, JsonValue>>;
}

export interface DatasetFormSubmission {
  contactId: number;
  formId: number;
  appName: string;
  submittedAt: Date;
  properties: Readonly<Record<string, JsonValue>>;
}

export interface DatasetEmailType {
  id: number;
  name: string;
  isActive: boolean;
}

export interface SegmentDataset {
  /** The instant relative dates count from. */
  now: Date;
  /** The account's timezone offset at `now`; a definition's own timezone wins over it. */
  offsetMinutes: number;
  /** The account's IANA timezone, whose calendar days the engagement counters keep. */
  timezone: string;
  contacts: readonly DatasetContact[];
  /** Every contact property a filter may name (built-in, system and the account's own) with its type. */
  propertyTypes: ReadonlyMap<string, SegmentPropertyType>;
  listMembers: readonly { listId: number; contactId: number }[];
  campaigns: readonly DatasetCampaign[];
  emailActivity: readonly DatasetEmailActivity[];
  events: readonly DatasetEvent[];
  /** Property types of each custom event, as the account has learned them. */
  eventProperties: ReadonlyMap<string, Readonly<Record<string, SegmentPropertyType>>>;
  formSubmissions: readonly DatasetFormSubmission[];
  emailTypes: readonly DatasetEmailType[];
  emailTypeOptOuts: readonly { contactId: number; emailTypeId: number }[];
}

/** What is evaluated: who the segment starts from and its OR groups of AND-ed filters. */
export interface EvaluatedDefinition extends SegmentAudience {
  segmentFilters: readonly SegmentFilterGroup[];
  timezone?: SegmentTimezone | undefined;
}

/**
 * Time as the evaluation reads it: calendar days at a fixed offset from UTC, and for engagement
 * metrics the days of the account's timezone.
 */
export interface EvaluationClock {
  now: Date;
  offsetMinutes: number;
  timezone: string;
}
