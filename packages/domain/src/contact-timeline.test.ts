import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '@sendwell/contracts';
import { describeTimelineEntry } from './contact-timeline';

const entry = (
  type: TimelineEntry['type'],
  subject: string | null,
  details: Record<string, unknown> = {},
): TimelineEntry => ({
  key: 'x1',
  type,
  occurredAt: '2026-11-20T10:00:00.000000Z',
  subject,
  details,
});

describe('a timeline entry in words', () => {
  it.each([
    [entry('listAdded', 'Newsletter'), 'Added to list "Newsletter"'],
    [
      entry('imported', 'Newsletter', { importSource: 'csv', fileName: 'spring.csv' }),
      'Imported into list "Newsletter" from spring.csv',
    ],
    [entry('imported', 'VIP', { importSource: 'quick' }), 'Added to list "VIP" by a quick import'],
    [entry('listRemoved', 'VIP', { via: 'api' }), 'Removed from list "VIP" through the API'],
    [entry('listRemoved', null), 'Removed from list "a deleted item"'],
    [entry('unsubscribed', null, { via: 'optOut' }), 'Unsubscribed from a campaign e-mail'],
    [entry('unsubscribed', null, { via: 'optOut', emailType: 'Newsletter' }), 'Unsubscribed from "Newsletter" emails from a campaign e-mail'],
    [entry('subscribed', null, { via: 'optOut', emailType: 'Newsletter' }), 'Subscribed again to "Newsletter" emails from a campaign e-mail'],
    [entry('blocked', null, { via: 'bounce' }), 'Blocked after a hard bounce'],
    [entry('subscribed', null, { via: 'page' }), 'Subscribed again on the contact page'],
    [
      entry('propertiesChanged', null, { keys: ['firstName', 'city', 'loyalty_tier'] }),
      'Changed first name, city and loyalty tier',
    ],
    [entry('propertiesChanged', null, { keys: ['city'], via: 'page' }), 'Changed city'],
    [
      entry('propertiesChanged', null, { keys: ['city', 'plan'], via: 'import' }),
      'Changed city and plan by an import',
    ],
    [
      entry('propertiesChanged', null, { keys: ['lastName'], via: 'api' }),
      'Changed last name through the API',
    ],
    [entry('archived', null, {}), 'Archived'],
    [entry('archived', 'Spring fair', { via: 'list' }), 'Archived with list "Spring fair"'],
    [entry('restored', 'Spring fair', { via: 'list' }), 'Restored with list "Spring fair"'],
    [entry('emailSent', 'Spring sale'), 'Received "Spring sale"'],
    [entry('emailOpened', 'Spring sale'), 'Opened "Spring sale"'],
    [
      entry('emailOpened', 'Spring sale', { isApplePrivacyOpen: true }),
      'Opened "Spring sale" (Apple Mail privacy open)',
    ],
    [entry('emailClicked', 'Spring sale'), 'Clicked a link in "Spring sale"'],
    [
      entry('storeEvent', 'orderPlaced', {
        properties: { orderNumber: 1043, totalOrderValue: 54, currency: 'EUR' },
      }),
      'Placed order #1043 (€54.00)',
    ],
    [entry('storeEvent', 'orderPlaced', { properties: { totalOrderValue: 54 } }), 'Placed an order (54.00)'],
    [
      entry('storeEvent', 'productOrdered', { properties: { productNames: ['Blue mug'] } }),
      'Ordered "Blue mug"',
    ],
    [entry('customEvent', 'Webinar joined'), 'Event "Webinar joined"'],
    [entry('formSubmitted', 'Spring signup'), 'Submitted form "Spring signup"'],
    [entry('created', null, { source: 'import' }), 'Created by an import'],
  ])('%#: reads as the marketer would say it', (input, sentence) => {
    expect(describeTimelineEntry(input)).toBe(sentence);
  });
});
