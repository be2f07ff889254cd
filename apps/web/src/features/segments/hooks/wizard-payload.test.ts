import { describe, expect, it } from 'vitest';
import { countRequestOf, createRequestOf } from './wizard-payload';
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
});
