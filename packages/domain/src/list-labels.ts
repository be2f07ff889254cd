import type { ListType } from '@sendwell/contracts';

const TYPE_LABELS: Record<ListType, string> = {
  list: 'List',
  static: 'Static segment',
  dynamic: 'Dynamic segment',
  'static-segment': 'Static segment',
  'dynamic-shopify': 'Shopify dynamic segment',
  shopify: 'Shopify store contacts',
  hubspot: 'HubSpot list',
  'dynamic-hubspot': 'HubSpot dynamic segment',
};

/** How a list type reads in the table and headers. */
export const listTypeLabel = (type: ListType): string => TYPE_LABELS[type];

/** The product a synced list comes from, for messages such as the rename warning; null for other lists. */
export const integrationSourceOf = (type: ListType): string | null => {
  if (type.endsWith('hubspot')) return 'HubSpot';
  if (type.endsWith('shopify')) return 'Shopify';
  return null;
};
