import { describe, expect, it } from 'vitest';
import {
  audienceFromChoices,
  choicesFromAudience,
  selectBelongsTo,
  selectExclude,
  selectionLimitMessage,
  validateAudienceStep,
} from './audience';

describe('belongs-to exclusivity', () => {
  it("choosing 'all' removes the lists", () => {
    expect(selectBelongsTo([1, 2], [1, 2, 'all'])).toEqual(['all']);
  });
  it('choosing a special value replaces another special value', () => {
    expect(selectBelongsTo(['all'], ['all', 'isBlocked'])).toEqual(['isBlocked']);
  });
  it('choosing a list removes the special value', () => {
    expect(selectBelongsTo(['isUnsubscribed'], ['isUnsubscribed', 3])).toEqual([3]);
  });
  it('adding lists to lists keeps them all; removing keeps the rest', () => {
    expect(selectBelongsTo([1], [1, 2])).toEqual([1, 2]);
    expect(selectBelongsTo([1, 2], [2])).toEqual([2]);
  });
});

describe('exclude exclusivity', () => {
  it('works the same way for the exclude options', () => {
    expect(selectExclude([4, 5], [4, 5, 'excludeIsBlocked'])).toEqual(['excludeIsBlocked']);
    expect(selectExclude(['excludeIsUnsubscribedOrBlocked'], ['excludeIsUnsubscribedOrBlocked', 4])).toEqual([
      4,
    ]);
  });
});

describe('audience on the wire', () => {
  it('sends lists as ids', () => {
    expect(audienceFromChoices([1, 2], [3])).toEqual({
      recipientLists: [1, 2],
      excludeRecipientList: [3],
      isUnsubscribed: false,
      isBlocked: false,
      excludeIsUnsubscribed: false,
      excludeIsBlocked: false,
    });
  });
  it('sends a special choice as null lists and flags', () => {
    expect(audienceFromChoices(['all'], [])).toMatchObject({
      recipientLists: null,
      isUnsubscribed: false,
      isBlocked: false,
    });
    expect(audienceFromChoices(['isUnsubscribed'], [])).toMatchObject({
      recipientLists: null,
      isUnsubscribed: true,
      isBlocked: false,
    });
    expect(audienceFromChoices(['isBlocked'], [])).toMatchObject({
      recipientLists: null,
      isUnsubscribed: false,
      isBlocked: true,
    });
    expect(audienceFromChoices(['isUnsubscribedOrBlocked'], [])).toMatchObject({
      recipientLists: null,
      isUnsubscribed: true,
      isBlocked: true,
    });
  });
  it('sends special exclusions as flags', () => {
    expect(audienceFromChoices([1], ['excludeIsUnsubscribed'])).toMatchObject({
      excludeRecipientList: [],
      excludeIsUnsubscribed: true,
      excludeIsBlocked: false,
    });
    expect(audienceFromChoices([1], ['excludeIsUnsubscribedOrBlocked'])).toMatchObject({
      excludeIsUnsubscribed: true,
      excludeIsBlocked: true,
    });
  });
  it('reads every choice back from the wire', () => {
    const cases = [
      { belongsTo: [1, 2], exclude: [3] },
      { belongsTo: ['all'], exclude: [] },
      { belongsTo: ['isUnsubscribed'], exclude: ['excludeIsBlocked'] },
      { belongsTo: ['isBlocked'], exclude: ['excludeIsUnsubscribed'] },
      { belongsTo: ['isUnsubscribedOrBlocked'], exclude: ['excludeIsUnsubscribedOrBlocked'] },
    ] as const;
    for (const choice of cases) {
      expect(choicesFromAudience(audienceFromChoices([...choice.belongsTo], [...choice.exclude]))).toEqual({
        belongsTo: [...choice.belongsTo],
        exclude: [...choice.exclude],
      });
    }
  });
  it('reads a definition that leaves the flags out', () => {
    expect(choicesFromAudience({ recipientLists: null })).toEqual({ belongsTo: ['all'], exclude: [] });
  });
});

describe('selection limit', () => {
  it("disables further options with 'Maximum {n} items can be selected'", () => {
    expect(selectionLimitMessage([1, 2], 3, 2)).toBe('Maximum 2 items can be selected');
    expect(selectionLimitMessage([1, 2], 2, 2)).toBeNull();
    expect(selectionLimitMessage([1], 3, 2)).toBeNull();
    expect(
      selectionLimitMessage(
        Array.from({ length: 50 }, (_, index) => index),
        99,
      ),
    ).toBe('Maximum 50 items can be selected');
  });
});

describe('validateAudienceStep', () => {
  const base = {
    name: 'Active users',
    takenNames: ['Newsletter'],
    belongsTo: [1],
    excludeOpen: false,
    exclude: [],
  };
  it('lets a named segment with a choice through', () => {
    expect(validateAudienceStep(base)).toEqual({ nameError: null, excludeError: null, canProceed: true });
  });
  it('needs a name, reusing the list name rules', () => {
    expect(validateAudienceStep({ ...base, name: ' ' }).nameError).toBe(
      'List or segment name cannot be empty',
    );
    expect(validateAudienceStep({ ...base, name: ' newsletter ' }).nameError).toBe(
      'A list or segment with this name already exists.',
    );
    expect(validateAudienceStep({ ...base, name: 'a'.repeat(257) }).nameError).toBe(
      'List / segment name cannot be more than 256 characters',
    );
    expect(validateAudienceStep({ ...base, name: '' }).canProceed).toBe(false);
  });
  it('needs a belongs-to choice', () => {
    expect(validateAudienceStep({ ...base, belongsTo: [] }).canProceed).toBe(false);
  });
  it('needs an exclusion while the exclude panel is open', () => {
    const open = validateAudienceStep({ ...base, excludeOpen: true });
    expect(open.excludeError).toBe('Select at least one list or segment to exclude');
    expect(open.canProceed).toBe(false);
    expect(
      validateAudienceStep({ ...base, excludeOpen: true, exclude: ['excludeIsBlocked'] }).canProceed,
    ).toBe(true);
  });
});
