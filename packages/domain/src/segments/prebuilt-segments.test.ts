import { SegmentCreateRequest } from '@sendwell/contracts';
import { describe, expect, it } from 'vitest';
import { validateSegmentDefinition } from './definition-validation';
import { describeSegment } from './describe-segment';
import {
  PREBUILT_SEGMENT_CARDS,
  availablePrebuiltCards,
  prebuiltCardLabel,
  prebuiltSegmentDefinition,
  prebuiltSegmentName,
} from './prebuilt-segments';

const now = new Date('2025-03-10T08:05:00Z');
const everything = { engagementMetrics: true, shopifyV2Cards: true, storeIntegrationVersion: 2 };

describe('prebuilt cards', () => {
  it('show the spec titles and periods in order', () => {
    expect(PREBUILT_SEGMENT_CARDS.map(prebuiltCardLabel)).toEqual([
      'New contacts (14 days)',
      'Active contacts (30 days)',
      'Inactive contacts (90 days)',
      'Unsent contacts (All time)',
      'Unsent contacts (30 days)',
      'High openers (30 days)',
      'Low openers (30 days)',
      'Action takers (30 days)',
      'Inactive Contacts for Sunset (180 days)',
      'Win back opportunities (180 days)',
      'Churn risks (180 days)',
      'Repeat customers (All time)',
      'High value customers (All time)',
      'Recent customers (30 days)',
      'Potential customers (30 days)',
    ]);
  });
  it('have headings that tell every card apart', () => {
    const labels = PREBUILT_SEGMENT_CARDS.map(prebuiltCardLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });
  it('hide engagement cards without the flag and store cards without store integration version 2', () => {
    expect(
      availablePrebuiltCards({
        engagementMetrics: false,
        shopifyV2Cards: false,
        storeIntegrationVersion: null,
      }).map((card) => card.id),
    ).toEqual(['newContacts', 'activeContacts', 'inactiveContacts', 'unsentAllTime', 'unsentLast30Days']);
    expect(
      availablePrebuiltCards({ ...everything, engagementMetrics: false }).some(
        (card) => card.id === 'highOpeners',
      ),
    ).toBe(false);
    expect(
      availablePrebuiltCards({ ...everything, storeIntegrationVersion: 1 }).some(
        (card) => card.id === 'winBack',
      ),
    ).toBe(false);
    expect(
      availablePrebuiltCards({ ...everything, shopifyV2Cards: false }).some((card) => card.id === 'winBack'),
    ).toBe(false);
    expect(availablePrebuiltCards(everything)).toHaveLength(15);
  });
});

describe('prebuiltSegmentDefinition', () => {
  it.each(PREBUILT_SEGMENT_CARDS.map((card) => card.id))(
    '%s builds a dynamic payload that passes every rule',
    (id) => {
      const payload = prebuiltSegmentDefinition(id, { now, offsetMinutes: 0 });
      expect(SegmentCreateRequest.safeParse(payload).success).toBe(true);
      expect(validateSegmentDefinition(payload).ok).toBe(true);
      expect(payload.segmentType).toBe('dynamic');
      expect(payload.recipientLists).toBeNull();
    },
  );
  it('names the segment with a timestamp in the account timezone', () => {
    const card = PREBUILT_SEGMENT_CARDS[0]!;
    expect(prebuiltSegmentName(card, now, 0)).toBe('New contacts 10/03/2025 08:05');
    expect(prebuiltSegmentName(card, now, 330)).toBe('New contacts 10/03/2025 13:35');
    expect(prebuiltSegmentName(card, now, -600)).toBe('New contacts 09/03/2025 22:05');
  });
  it('excludes unsubscribed and blocked contacts except for the sunset card', () => {
    expect(prebuiltSegmentDefinition('highOpeners', { now, offsetMinutes: 0 })).toMatchObject({
      excludeIsUnsubscribed: true,
      excludeIsBlocked: true,
    });
    expect(prebuiltSegmentDefinition('sunsetInactive', { now, offsetMinutes: 0 })).toMatchObject({
      excludeIsUnsubscribed: false,
      excludeIsBlocked: false,
    });
  });
  it('follows a static-only account', () => {
    expect(
      prebuiltSegmentDefinition('activeContacts', { now, offsetMinutes: 0, segmentType: 'static' })
        .segmentType,
    ).toBe('static');
  });
  it('uses the spec thresholds', () => {
    const describe = (id: Parameters<typeof prebuiltSegmentDefinition>[0]) =>
      describeSegment(prebuiltSegmentDefinition(id, { now, offsetMinutes: 0 }));
    expect(describe('newContacts')).toBe(
      'All contacts, excluding unsubscribed and blocked contacts, whose date added is in the last 14 days',
    );
    expect(describe('activeContacts')).toBe(
      'All contacts, excluding unsubscribed and blocked contacts, who opened any campaign in the last 30 days or who clicked any campaign in the last 30 days',
    );
    expect(describe('highOpeners')).toBe(
      'All contacts, excluding unsubscribed and blocked contacts, whose open rate in the last 30 days is above 25%',
    );
    expect(describe('actionTakers')).toContain(
      'whose click rate in the last 30 days is above 10% or whose submission rate in the last 30 days is above 10%',
    );
    expect(describe('unsentAllTime')).toBe(
      'All contacts, excluding unsubscribed and blocked contacts, who were not sent any campaign',
    );
    expect(describe('repeatCustomers')).toContain(
      'who performed the store event Placed Order at least 2 times',
    );
    expect(describe('highValueCustomers')).toContain('more than 5 times');
    expect(describe('winBack')).toContain(
      'who did not perform the store event Placed Order in the last 180 days',
    );
    expect(describe('recentCustomers')).toContain('at least once in the last 30 days');
  });
  it('refuses an unknown card', () => {
    expect(() => prebuiltSegmentDefinition('nope' as 'newContacts', { now, offsetMinutes: 0 })).toThrow(
      'Unknown prebuilt segment',
    );
  });
});
