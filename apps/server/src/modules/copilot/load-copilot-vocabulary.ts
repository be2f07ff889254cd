import { BUILT_IN_SEGMENT_PROPERTIES, type SegmentPropertyType } from '@sendwell/contracts';
import { mergePropertyRegistry, type CopilotVocabulary } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { customProperties } from '../contacts/contacts.repository';
import {
  allEventDefinitions,
  allForms,
  allSenders,
  commonPropertyValues,
  liveCampaigns,
  liveLists,
} from './copilot.repository';

const SEGMENT_TYPES: ReadonlySet<string> = new Set(['dynamic', 'static']);

/**
 * The names the copilot may use for one account: its contact properties with their common values,
 * its lists and segments, campaigns, events with their properties, senders and forms. Nothing from
 * another account can reach the planner, so no segment it builds can name another account's data.
 */
export const loadCopilotVocabulary = async (db: Db, accountId: string): Promise<CopilotVocabulary> => {
  const [properties, values, lists, campaigns, events, senders, forms] = await Promise.all([
    customProperties(db, accountId),
    commonPropertyValues(db, accountId),
    liveLists(db, accountId),
    liveCampaigns(db, accountId),
    allEventDefinitions(db, accountId),
    allSenders(db, accountId),
    allForms(db, accountId),
  ]);
  const types = new Map<string, SegmentPropertyType>(
    mergePropertyRegistry(properties).map((property) => [property.key, property.type]),
  );
  for (const builtIn of BUILT_IN_SEGMENT_PROPERTIES) types.set(builtIn.key, builtIn.type);
  return {
    properties: [...types].map(([key, type]) => {
      const common = type === 'string' ? values.get(key) : undefined;
      return common && common.length > 0 ? { key, type, values: common } : { key, type };
    }),
    lists: lists.map((list) => ({ id: list.id, name: list.name, isSegment: SEGMENT_TYPES.has(list.type) })),
    campaigns,
    events: events.map((event) => ({
      name: event.name,
      source: event.source,
      properties: Object.entries(event.properties).map(([key, type]) => ({
        key,
        type: type as SegmentPropertyType,
      })),
    })),
    senders,
    forms,
  };
};
