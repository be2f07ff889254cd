import { describe, expect, it } from 'vitest';
import type { SegmentDefinitionResponse, SegmentStartingPoint } from '@sendwell/contracts';
import {
  duplicateSegmentType,
  startFromActivity,
  startFromDuplicate,
  startFromEngagement,
} from './wizard-starts';
import { prefilledWizardState } from './wizard-state';

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

describe('activity record', () => {
  const answer: SegmentStartingPoint = {
    recipientLists: [12],
    excludeRecipientList: [],
    segmentFilters: [
      { filters: [{ property: 'userActivity', condition: 'hasOpened', campaigns: [40], range: 'overAll' }] },
    ],
  };

  it('starts unnamed, from the list, with the activity as the condition', () => {
    expect(startFromActivity(answer, open)).toEqual({
      name: '',
      audience: { recipientLists: [12], excludeRecipientList: [] },
      groups: answer.segmentFilters,
      segmentType: 'dynamic',
    });
  });

  it('is static when the account has no dynamic segments', () => {
    expect(startFromActivity(answer, { ...open, disableDynamic: true }).segmentType).toBe('static');
  });

  it('opens at step 2 with the list chosen and the condition kept for step 3', () => {
    const state = prefilledWizardState('create', startFromActivity(answer, open));
    expect(state).toMatchObject({ step: 2, name: '', belongsTo: [12], exclude: [], excludeOpen: false });
    expect(state.groups).toEqual(answer.segmentFilters);
  });
});
