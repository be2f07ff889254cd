import { describe, expect, it } from 'vitest';
import { COPILOT_MENTION_CATEGORIES } from '@sendwell/contracts';
import { enrichmentOf, mentionOptions } from './mention-options';

const options = mentionOptions({
  campaigns: [{ id: 7, name: 'Spring Sale', campaignType: 'bulk' }],
  recipientLists: [{ id: 3, name: 'Partners', type: 'list' }],
  events: [{ id: 'Webinar', eventName: 'Webinar' }],
  contactProperties: [{ key: 'city' }],
  journeys: [{ id: 2, name: 'Welcome', triggerType: 'list', status: 'Available' }],
  senderIds: [{ senderId: 5, emailId: 'news@shop.test' }],
  templates: [{ id: 9, name: 'Promo' }],
});

describe('copilot mentions', () => {
  it('offers each kind of the account data with its category', () => {
    expect(options.map((option) => option.category)).toEqual(COPILOT_MENTION_CATEGORIES);
    expect(options[5]).toMatchObject({ name: 'news@shop.test', value: '5' });
  });

  it('records where each chosen mention sits and drops the deleted ones', () => {
    const [sale, partners] = options;
    const text = 'opened @Spring Sale and in @Partners';
    expect(enrichmentOf(text, [sale!, partners!, options[6]!])).toEqual([
      { name: 'Spring Sale', icon: 'CAMPAIGN', value: '7', subString: { startPosition: 7, endPosition: 19 } },
      { name: 'Partners', icon: 'LIST', value: '3', subString: { startPosition: 27, endPosition: 36 } },
    ]);
  });
});
