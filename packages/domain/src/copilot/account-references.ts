import { FORM_NAME_PROPERTY, type SegmentDefinition } from '@sendwell/contracts';
import type { CopilotVocabulary } from './vocabulary';

/**
 * What a definition names that the account's own vocabulary does not hold: lists, campaigns, senders,
 * forms, form apps, events and contact properties, each as 'list 12', 'event "Signed up"' and so on.
 * Empty when the definition reads only the account's own data.
 */
export const foreignReferences = (definition: SegmentDefinition, vocabulary: CopilotVocabulary): string[] => {
  const lists = new Set(vocabulary.lists.map((list) => list.id));
  const campaigns = new Set(vocabulary.campaigns.map((campaign) => campaign.id));
  const senders = new Set(vocabulary.senders.map((sender) => sender.id));
  const forms = new Set(vocabulary.forms.map((form) => form.id));
  const apps = new Set(vocabulary.forms.map((form) => form.appName));
  const properties = new Set(vocabulary.properties.map((property) => property.key));
  const events = (source: 'custom' | 'shopify') =>
    new Set(vocabulary.events.filter((event) => event.source === source).map((event) => event.name));
  const customEvents = events('custom');
  const storeEvents = events('shopify');
  const foreign = new Set<string>();
  for (const id of [...(definition.recipientLists ?? []), ...definition.excludeRecipientList])
    if (!lists.has(id)) foreign.add(`list ${id}`);
  for (const filter of definition.segmentFilters.flatMap((group) => group.filters)) {
    switch (filter.property) {
      case 'userProperty':
        if (!properties.has(filter.condition)) foreign.add(`contact property "${filter.condition}"`);
        break;
      case 'userActivity':
        for (const id of filter.campaigns)
          if (typeof id === 'number' && !campaigns.has(id)) foreign.add(`campaign ${id}`);
        for (const id of filter.propertyCompareValue ?? []) if (!senders.has(id)) foreign.add(`sender ${id}`);
        break;
      case 'customEvents':
        if (!customEvents.has(filter.eventName)) foreign.add(`event "${filter.eventName}"`);
        break;
      case 'userShopifyActivityV2':
        if (!storeEvents.has(filter.eventName)) foreign.add(`store event "${filter.eventName}"`);
        break;
      case 'externalForm': {
        if (!apps.has(filter.appName)) foreign.add(`form app "${filter.appName}"`);
        const ids = filter.eventProperty === FORM_NAME_PROPERTY ? filter.propertyCompareValue : undefined;
        for (const id of Array.isArray(ids) ? ids : ids === undefined ? [] : [ids])
          if (!forms.has(Number(id))) foreign.add(`form ${String(id)}`);
        break;
      }
      case 'userShopifyActivity':
        if (storeEvents.size === 0) foreign.add('store activity');
        break;
      case 'engagementMetrics':
        break;
    }
  }
  return [...foreign];
};
