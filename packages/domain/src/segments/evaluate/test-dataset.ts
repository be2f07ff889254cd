import {
  BUILT_IN_SEGMENT_PROPERTIES,
  type SegmentFilter,
  type SegmentPropertyType,
} from '@sendwell/contracts';
import type { EvaluatedDefinition } from './segment-dataset';
import type { DatasetContact, SegmentDataset } from './segment-dataset';

/** Small hand-made datasets for the evaluator's tests: 10:00 UTC on 10 March 2026, UTC. */

export const NOW = new Date('2026-03-10T10:00:00Z');
const HOUR_MS = 3_600_000;

export const hoursAgo = (hours: number): Date => new Date(NOW.getTime() - hours * HOUR_MS);

export const contact = (id: number, fields: Partial<DatasetContact> = {}): DatasetContact => ({
  id,
  email: `c${id}@example.com`,
  properties: {},
  isUnsubscribed: false,
  isBlocked: false,
  createdAt: hoursAgo(24 * 100),
  archived: false,
  ...fields,
});

const propertyTypes = new Map<string, SegmentPropertyType>([
  ['plan', 'string'],
  ['score', 'number'],
  ['vip', 'boolean'],
  ['renewsOn', 'date'],
  ...BUILT_IN_SEGMENT_PROPERTIES.map((property): [string, SegmentPropertyType] => [
    property.key,
    property.type,
  ]),
]);

export const dataset = (fields: Partial<SegmentDataset> = {}): SegmentDataset => ({
  now: NOW,
  offsetMinutes: 0,
  timezone: 'UTC',
  contacts: [],
  propertyTypes,
  listMembers: [],
  campaigns: [],
  emailActivity: [],
  events: [],
  eventProperties: new Map(),
  formSubmissions: [],
  emailTypes: [],
  emailTypeOptOuts: [],
  ...fields,
});

/** Every contact, with OR groups of AND-ed filters. */
export const where = (...groups: SegmentFilter[][]): EvaluatedDefinition => ({
  recipientLists: null,
  excludeRecipientList: [],
  isUnsubscribed: false,
  isBlocked: false,
  excludeIsUnsubscribed: false,
  excludeIsBlocked: false,
  segmentFilters: groups.map((filters) => ({ filters })),
});
