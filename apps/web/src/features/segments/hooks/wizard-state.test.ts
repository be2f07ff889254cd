import { describe, expect, it } from 'vitest';
import { SEGMENT_MAX_OR_GROUPS, type SegmentFilterDraft } from '@sendwell/contracts';
import {
  editWizardState,
  initialWizardState,
  prefilledWizardState,
  wizardReducer,
  type WizardAction,
  type WizardStart,
  type WizardState,
} from './wizard-state';

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const fresh = () => initialWizardState('create', 'dynamic');
const city: SegmentFilterDraft = {
  property: 'userProperty',
  condition: 'city',
  operator: 'equals',
  compareValue: 'Berlin',
};
const start: WizardStart = {
  name: 'Active contacts 05/03/2026 14:07',
  audience: { recipientLists: null, excludeIsUnsubscribed: true, excludeIsBlocked: true },
  groups: [{ filters: [city] }],
  segmentType: 'dynamic',
};

describe('wizard steps', () => {
  it('goes from the start step to the audience and then the conditions with one empty group', () => {
    const state = run(fresh(), { type: 'startFromScratch' });
    expect(state.step).toBe(2);
    const conditions = run(state, { type: 'next' });
    expect(conditions.step).toBe(3);
    expect(conditions.groups).toEqual([{ filters: [{ property: null }] }]);
  });

  it('fills name, exclusions and conditions from a prebuilt card', () => {
    const state = run(fresh(), { type: 'choosePrebuilt', id: 'activeContacts', start });
    expect(state).toMatchObject({
      step: 2,
      prebuiltId: 'activeContacts',
      name: start.name,
      belongsTo: ['all'],
      excludeOpen: true,
      exclude: ['excludeIsUnsubscribedOrBlocked'],
      groups: [{ filters: [city] }],
    });
  });

  it('going back resets the prebuilt choice; back to the cards a new segment starts over', () => {
    const chosen = run(fresh(), { type: 'choosePrebuilt', id: 'activeContacts', start }, { type: 'next' });
    const backToAudience = run(chosen, { type: 'back' });
    expect(backToAudience).toMatchObject({ step: 2, prebuiltId: null, name: start.name });
    const backToCards = run(backToAudience, { type: 'back' });
    expect(backToCards).toMatchObject({ step: 1, name: '', belongsTo: [], groups: [], excludeOpen: false });
  });

  it("a campaign's quick segment starts at the cards, starts over when going back to them, and stays dynamic", () => {
    const quick = run(initialWizardState('audience', 'dynamic'), {
      type: 'choosePrebuilt',
      id: 'activeContacts',
      start,
    });
    expect(quick).toMatchObject({ mode: 'audience', step: 2, name: start.name });
    const back = run(quick, { type: 'back' });
    expect(back).toMatchObject({ mode: 'audience', step: 1, name: '', groups: [], segmentType: 'dynamic' });
    expect(run(back, { type: 'startFromScratch' })).toMatchObject({ step: 2, mode: 'audience' });
  });

  it('a duplicate opens at step 2 and keeps its copy when going back to the cards', () => {
    const duplicate = prefilledWizardState('duplicate', { ...start, name: 'Copy of VIP' });
    expect(duplicate.step).toBe(2);
    const back = run(duplicate, { type: 'back' });
    expect(back).toMatchObject({ step: 1, name: 'Copy of VIP', groups: [{ filters: [city] }] });
    expect(run(back, { type: 'startFromScratch' }).name).toBe('Copy of VIP');
  });
});

describe('who belongs', () => {
  it('a special choice stands alone and a list replaces it (exclusivity)', () => {
    const lists = run(fresh(), { type: 'setBelongsTo', next: [4] }, { type: 'setBelongsTo', next: [4, 9] });
    expect(lists.belongsTo).toEqual([4, 9]);
    const all = run(lists, { type: 'setBelongsTo', next: [4, 9, 'all'] });
    expect(all.belongsTo).toEqual(['all']);
    expect(run(all, { type: 'setBelongsTo', next: ['all', 7] }).belongsTo).toEqual([7]);
  });

  it('the same holds for exclusions, and closing the panel clears them', () => {
    const state = run(
      fresh(),
      { type: 'openExclude' },
      { type: 'setExclude', next: [3] },
      { type: 'setExclude', next: [3, 'excludeIsBlocked'] },
    );
    expect(state.exclude).toEqual(['excludeIsBlocked']);
    expect(run(state, { type: 'closeExclude' })).toMatchObject({ excludeOpen: false, exclude: [] });
  });
});

describe('conditions', () => {
  const atConditions = () => run(fresh(), { type: 'startFromScratch' }, { type: 'next' });

  it('adds AND conditions and OR groups, at most 20 groups', () => {
    let state = run(
      atConditions(),
      { type: 'addAndFilter', group: 0 },
      { type: 'setFilter', group: 0, filter: 1, value: city },
    );
    expect(state.groups[0]?.filters).toEqual([{ property: null }, city]);
    for (let index = 0; index < 30; index += 1) state = run(state, { type: 'addOrGroup' });
    expect(state.groups).toHaveLength(SEGMENT_MAX_OR_GROUPS);
  });

  it('removing the last condition of a group removes the group, but one group always stays', () => {
    const two = run(
      atConditions(),
      { type: 'addOrGroup' },
      { type: 'setFilter', group: 1, filter: 0, value: city },
    );
    const one = run(two, { type: 'removeFilter', group: 0, filter: 0 });
    expect(one.groups).toEqual([{ filters: [city] }]);
    expect(run(one, { type: 'removeGroup', group: 0 }).groups).toEqual([{ filters: [{ property: null }] }]);
  });
});

describe('editing a saved segment', () => {
  const saved: WizardStart = {
    name: 'Berliners',
    audience: { recipientLists: null },
    groups: [{ filters: [city] }],
    segmentType: 'dynamic',
  };
  it('opens at step 3 with the saved conditions and remembers which segment it edits', () => {
    const state = editWizardState({ id: 7, name: 'Berliners' }, saved);
    expect(state).toMatchObject({
      mode: 'edit',
      step: 3,
      name: 'Berliners',
      belongsTo: ['all'],
      groups: [{ filters: [city] }],
    });
    expect(state.editing).toEqual({ id: 7, name: 'Berliners' });
  });
  it('goes back to step 2 and no further', () => {
    const state = editWizardState({ id: 7, name: 'Berliners' }, saved);
    const audience = run(state, { type: 'back' });
    expect(audience.step).toBe(2);
    expect(run(audience, { type: 'back' })).toBe(audience);
    expect(run(audience, { type: 'next' })).toMatchObject({ step: 3, groups: [{ filters: [city] }] });
  });
});
