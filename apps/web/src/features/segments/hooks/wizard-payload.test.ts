import { describe, expect, it } from 'vitest';
import { countRequestOf, createRequestOf, liveCountRequestOf, updateRequestOf } from './wizard-payload';
import { initialWizardState, type WizardState } from './wizard-state';

const timezone = { label: 'Europe/Berlin', offset: '+01:00' };
const state = (changes: Partial<WizardState>): WizardState => ({
  ...initialWizardState('create', 'static'),
  step: 3,
  ...changes,
});

describe('wizard payloads', () => {
  it('sends the audience as the contract carries it, with strict conditions', () => {
    const wizard = state({
      name: '  Berliners ',
      belongsTo: [4, 9],
      excludeOpen: true,
      exclude: [2, 'excludeIsUnsubscribed'],
      groups: [
        {
          filters: [
            { property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'Berlin' },
          ],
        },
      ],
    });
    expect(createRequestOf(wizard, timezone)).toEqual({
      name: 'Berliners',
      recipientLists: [4, 9],
      excludeRecipientList: [2],
      isUnsubscribed: false,
      isBlocked: false,
      excludeIsUnsubscribed: true,
      excludeIsBlocked: false,
      segmentFilters: [
        {
          filters: [
            { property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'Berlin' },
          ],
        },
      ],
      segmentType: 'static',
      source: 'manual',
      timezone,
    });
  });

  it('a special choice travels as flags with no lists', () => {
    const request = countRequestOf(
      state({
        belongsTo: ['isUnsubscribedOrBlocked'],
        groups: [
          {
            filters: [
              { property: 'userActivity', condition: 'hasOpened', campaigns: ['all'], range: 'overAll' },
            ],
          },
        ],
      }),
      timezone,
    );
    expect(request).toMatchObject({ recipientLists: null, isUnsubscribed: true, isBlocked: true });
  });

  it('is not made while a condition is unfinished', () => {
    const wizard = state({ belongsTo: ['all'], groups: [{ filters: [{ property: null }] }] });
    expect(countRequestOf(wizard, timezone)).toBeNull();
    expect(createRequestOf(wizard, timezone)).toBeNull();
  });

  it('the live count leaves unfinished conditions out, and groups left empty', () => {
    const berlin = {
      property: 'userProperty' as const,
      condition: 'city',
      operator: 'equals' as const,
      compareValue: 'Berlin',
    };
    const wizard = state({
      belongsTo: ['all'],
      groups: [
        { filters: [berlin, { property: 'userProperty', condition: 'city', operator: 'equals' }] },
        { filters: [{ property: null }] },
      ],
    });
    expect(countRequestOf(wizard, timezone)).toBeNull();
    expect(liveCountRequestOf(wizard, {}, timezone)?.segmentFilters).toEqual([{ filters: [berlin] }]);
    const nothingYet = state({ belongsTo: ['all'], groups: [{ filters: [{ property: null }] }] });
    expect(liveCountRequestOf(nothingYet, {}, timezone)?.segmentFilters).toEqual([]);
    expect(liveCountRequestOf(state({ belongsTo: [] }), {}, timezone)).toBeNull();
  });

  it('an edit sends the name and the definition, not the type', () => {
    const wizard = state({ name: ' Parisians ', belongsTo: ['all'], groups: [] });
    expect(updateRequestOf(wizard, timezone)).toEqual({
      name: 'Parisians',
      recipientLists: null,
      excludeRecipientList: [],
      isUnsubscribed: false,
      isBlocked: false,
      excludeIsUnsubscribed: false,
      excludeIsBlocked: false,
      segmentFilters: [],
      timezone,
    });
  });
});
