import type { SegmentFilterGroupDraft } from '@sendwell/contracts';
import { describeFilter } from './describe-filter';
import { joinOr, type SegmentLookups } from './describe-values';
import type { ValidatableDefinition } from './definition-validation';
import { timezoneOffsetMinutes } from './relative-dates';

/** What the description reads: the audience, the conditions and, when the lookups lack them, the names saved with the definition. */
export type DescribableDefinition = ValidatableDefinition & {
  recipientListNames?: string[] | undefined;
  excludeRecipientListNames?: string[] | undefined;
};

const listNames = (
  ids: readonly number[],
  saved: readonly string[] | undefined,
  lookups: SegmentLookups,
): string[] => ids.map((id, index) => lookups.lists?.get(id) ?? saved?.[index] ?? `list #${id}`);

/** 'Contacts in Newsletter but not in Churned', 'All contacts, excluding unsubscribed contacts', 'Blocked contacts'. */
export const describeAudience = (definition: DescribableDefinition, lookups: SegmentLookups = {}): string => {
  const lists = definition.recipientLists;
  const inLists =
    lists === null ? '' : ` in ${joinOr(listNames(lists, definition.recipientListNames, lookups))}`;
  let who: string;
  if (definition.isUnsubscribed && definition.isBlocked) who = `Unsubscribed or blocked contacts${inLists}`;
  else if (definition.isUnsubscribed) who = `Unsubscribed contacts${inLists}`;
  else if (definition.isBlocked) who = `Blocked contacts${inLists}`;
  else who = lists === null ? 'All contacts' : `Contacts${inLists}`;

  const excluded = definition.excludeRecipientList ?? [];
  const notIn =
    excluded.length === 0
      ? ''
      : ` but not in ${joinOr(listNames(excluded, definition.excludeRecipientListNames, lookups))}`;
  let flags = '';
  if (definition.excludeIsUnsubscribed && definition.excludeIsBlocked)
    flags = 'unsubscribed and blocked contacts';
  else if (definition.excludeIsUnsubscribed) flags = 'unsubscribed contacts';
  else if (definition.excludeIsBlocked) flags = 'blocked contacts';
  return flags === '' ? `${who}${notIn}` : `${who}${notIn}, excluding ${flags}`;
};

/**
 * The conditions: clauses of a group joined with 'and', groups with 'or'. When a group has
 * several clauses the groups are set apart with ', or' so the grouping still reads.
 */
export const describeConditions = (
  groups: readonly SegmentFilterGroupDraft[],
  lookups: SegmentLookups = {},
): string => {
  const described = groups
    .filter((group) => group.filters.length > 0)
    .map((group) => group.filters.map((filter) => describeFilter(filter, lookups)));
  const separator = described.some((clauses) => clauses.length > 1) ? ', or ' : ' or ';
  return described.map((clauses) => clauses.join(' and ')).join(separator);
};

/**
 * The whole definition in plain words, as Show definition displays it, e.g.
 * 'Contacts in Newsletter but not in Churned who opened any campaign in the last 30 days and whose city is Berlin'.
 */
export const describeSegment = (definition: DescribableDefinition, lookups: SegmentLookups = {}): string => {
  const withOffset: SegmentLookups = {
    ...lookups,
    offsetMinutes: lookups.offsetMinutes ?? timezoneOffsetMinutes(definition.timezone?.offset),
  };
  const conditions = describeConditions(definition.segmentFilters, withOffset);
  const audience = describeAudience(definition, withOffset);
  if (conditions === '') return audience;
  // An aside about excluded contacts is closed with a comma before the conditions start.
  const separator = audience.includes(', excluding ') ? ', ' : ' ';
  return `${audience}${separator}${conditions}`;
};
