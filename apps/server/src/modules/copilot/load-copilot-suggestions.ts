import { BUILT_IN_SEGMENT_PROPERTIES, type CopilotSuggestions } from '@sendwell/contracts';
import { mergePropertyRegistry } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { customProperties } from '../contacts/contacts.repository';
import { selectJourneys } from '../journeys/journeys.repository';
import { selectTemplates } from '../templates/templates.repository';
import { allEventDefinitions, allSenders, liveCampaigns, liveLists } from './copilot.repository';

/**
 * What a prompt may @-mention (spec 1 §3 suggestion sources), all from the account's own data: its live
 * campaigns and lists, events, contact properties (built-ins first), journeys, senders and templates.
 */
export const loadCopilotSuggestions = async (db: Db, accountId: string): Promise<CopilotSuggestions> => {
  const [campaigns, lists, events, properties, journeys, senders, templates] = await Promise.all([
    liveCampaigns(db, accountId),
    liveLists(db, accountId),
    allEventDefinitions(db, accountId),
    customProperties(db, accountId),
    selectJourneys(db, accountId),
    allSenders(db, accountId),
    selectTemplates(db, accountId),
  ]);
  const keys = [
    ...new Set([
      ...BUILT_IN_SEGMENT_PROPERTIES.map((property) => property.key),
      ...mergePropertyRegistry(properties).map((property) => property.key),
    ]),
  ];
  return {
    campaigns: campaigns.map(({ id, name, campaignType }) => ({ id, name, campaignType })),
    recipientLists: lists.map(({ id, name, type }) => ({ id, name, type })),
    events: events.map((event) => ({ id: event.name, eventName: event.name })),
    contactProperties: keys.map((key) => ({ key })),
    journeys: journeys.map(({ id, name, triggerType, status }) => ({ id, name, triggerType, status })),
    senderIds: senders.map((sender) => ({ senderId: sender.id, emailId: sender.email })),
    templates: templates.map(({ id, name }) => ({ id, name })),
  };
};
