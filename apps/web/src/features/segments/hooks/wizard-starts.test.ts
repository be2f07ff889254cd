import { describe, expect, it } from 'vitest';
import type { SegmentDefinitionResponse } from '@sendwell/contracts';
import { duplicateSegmentType, startFromDuplicate, startFromEngagement } from './wizard-starts';

const open = { disableDynamic: false, disableStatic: false };

describe('duplicate', () => {
  const answer: SegmentDefinitionResponse = {
    originalData: {
      recipientLists: [3],
      excludeRecipientList: [8],
      isUnsubscribed: false,
      isBlocked: false,
      excludeIsUnsubscribed: false,
      excludeIsBlocked: false,
      segmentFilters: [{ filters: [{ property: 'userProperty', condition: 'city', operator: 'exists' }] }],
    },
    isUnsubscribed: false,
    isBlocked: false,
    excludeIsUnsubscribed: true,
    excludeIsBlocked: false,
    timezone: null,
  };

  it('copies the definition under a name that is not taken', () => {
    expect(startFromDuplicate({ name: 'VIP', type: 'dynamic' }, answer, open)).toEqual({
      name: 'Copy of VIP',
      audience: {
        recipientLists: [3],
        excludeRecipientList: [8],
        isUnsubscribed: false,
        isBlocked: false,
        excludeIsUnsubscribed: true,
        excludeIsBlocked: false,
      },
      groups: answer.originalData.segmentFilters,
      segmentType: 'dynamic',
    });
  });

  it("keeps the original's type unless the account no longer allows it", () => {
    expect(duplicateSegmentType('static', open)).toBe('static');
    expect(duplicateSegmentType('static', { ...open, disableStatic: true })).toBe('dynamic');
    expect(duplicateSegmentType('dynamic', { ...open, disableDynamic: true })).toBe('static');
  });
});

describe('engagement type', () => {
  it('is named like its card, with the time in the account timezone', () => {
    const start = startFromEngagement(
      'highOpeners',
      {
        recipientLists: null,
        excludeRecipientList: [],
        segmentFilters: [],
        excludeIsUnsubscribed: true,
        excludeIsBlocked: true,
      },
      { now: new Date('2026-03-05T13:07:00Z'), offsetMinutes: 60, settings: open },
    );
    expect(start).toMatchObject({
      name: 'High openers 05/03/2026 14:07',
      audience: { recipientLists: null, excludeIsUnsubscribed: true, excludeIsBlocked: true },
      segmentType: 'dynamic',
    });
  });
});
