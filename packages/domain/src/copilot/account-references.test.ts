import { describe, expect, it } from 'vitest';
import type { SegmentDefinition, SegmentFilter } from '@sendwell/contracts';
import { where } from '../segments/evaluate/test-dataset';
import { foreignReferences } from './account-references';
import type { CopilotVocabulary } from './vocabulary';

const vocabulary: CopilotVocabulary = {
  properties: [{ key: 'city', type: 'string' }],
  lists: [{ id: 1, name: 'Partners', isSegment: false }],
  campaigns: [{ id: 7, name: 'Spring Sale', campaignType: 'bulk' }],
  events: [
    { name: 'Webinar Registered', source: 'custom', properties: [] },
    { name: 'orderPlaced', source: 'shopify', properties: [] },
  ],
  senders: [{ id: 3, email: 'news@shop.test', name: 'Shop' }],
  forms: [{ id: 5, appName: 'Typeform', name: 'Newsletter signup' }],
};

const definition = (filters: SegmentFilter[], lists: Partial<SegmentDefinition> = {}): SegmentDefinition => ({
  ...where(filters),
  segmentFilters: [{ filters }],
  ...lists,
});

describe('foreignReferences', () => {
  it("finds nothing in a definition that reads only the account's own names", () => {
    const own = definition(
      [
        { property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'Berlin' },
        {
          property: 'userActivity',
          condition: 'hasOpened',
          campaigns: [7],
          campaignProperty: 'senderId',
          propertyCompareValue: [3],
        },
        { property: 'userActivity', condition: 'hasClicked', campaigns: ['all'] },
        {
          property: 'customEvents',
          eventName: 'Webinar Registered',
          occurrence: { hasOccurred: true, range: 'overAll' },
        },
        {
          property: 'userShopifyActivityV2',
          eventName: 'orderPlaced',
          occurrence: { hasOccurred: true, range: 'overAll' },
        },
        {
          property: 'externalForm',
          appName: 'Typeform',
          submission: { hasSubmitted: true, range: 'overAll' },
          eventProperty: 'formName',
          formOperator: 'equals',
          propertyCompareValue: [5],
        },
      ],
      { recipientLists: [1], excludeRecipientList: [1] },
    );
    expect(foreignReferences(own, vocabulary)).toEqual([]);
  });

  it('names every list, campaign, sender, form, event and property the account does not have', () => {
    const foreign = definition(
      [
        { property: 'userProperty', condition: 'tier', operator: 'equals', compareValue: 'Gold' },
        {
          property: 'userActivity',
          condition: 'hasOpened',
          campaigns: [8],
          campaignProperty: 'senderId',
          propertyCompareValue: [4],
        },
        {
          property: 'customEvents',
          eventName: 'Their Event',
          occurrence: { hasOccurred: true, range: 'overAll' },
        },
        {
          property: 'userShopifyActivityV2',
          eventName: 'cartCheckout',
          occurrence: { hasOccurred: true, range: 'overAll' },
        },
        {
          property: 'externalForm',
          appName: 'Jotform',
          submission: { hasSubmitted: true, range: 'overAll' },
          eventProperty: 'formName',
          formOperator: 'equals',
          propertyCompareValue: [6],
        },
      ],
      { recipientLists: [2], excludeRecipientList: [9] },
    );
    expect(foreignReferences(foreign, vocabulary)).toEqual([
      'list 2',
      'list 9',
      'contact property "tier"',
      'campaign 8',
      'sender 4',
      'event "Their Event"',
      'store event "cartCheckout"',
      'form app "Jotform"',
      'form 6',
    ]);
  });
});
