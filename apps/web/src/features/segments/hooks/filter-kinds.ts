import type { FilterKind } from '@sendwell/contracts';

/** What decides which kinds of condition an account can add (spec 1 §6). */
export interface FilterKindAccess {
  /** The engagement-metric flag. */
  engagementMetrics: boolean;
  /** The web-form segmentation flag. */
  webForms: boolean;
  /** The account's plan includes events (clientEventsPerMonth above 0). */
  customEvents: boolean;
  /** The store integration's version, or null without a store. */
  storeVersion: number | null;
}

export const FILTER_KIND_LABELS: Record<FilterKind, string> = {
  userProperty: 'Contact property',
  userActivity: 'Campaign activity',
  engagementMetrics: 'Engagement metrics',
  customEvents: 'Custom event',
  userShopifyActivity: 'Store orders',
  userShopifyActivityV2: 'Store event',
  externalForm: 'Web form',
};

const isOffered = (kind: FilterKind, access: FilterKindAccess): boolean => {
  switch (kind) {
    case 'userProperty':
    case 'userActivity':
      return true;
    case 'engagementMetrics':
      return access.engagementMetrics;
    case 'customEvents':
      return access.customEvents;
    case 'userShopifyActivity':
      return access.storeVersion === 1;
    case 'userShopifyActivityV2':
      return access.storeVersion === 2;
    case 'externalForm':
      return access.webForms;
  }
};

const ORDER: readonly FilterKind[] = [
  'userProperty',
  'userActivity',
  'engagementMetrics',
  'customEvents',
  'userShopifyActivity',
  'userShopifyActivityV2',
  'externalForm',
];

/** The kinds offered, in the order the picker lists them. */
export const availableFilterKinds = (access: FilterKindAccess): FilterKind[] =>
  ORDER.filter((kind) => isOffered(kind, access));
