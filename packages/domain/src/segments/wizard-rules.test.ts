import { describe, expect, it } from 'vitest';
import {
  countWords,
  defaultSegmentType,
  segmentSourceLists,
  segmentTypeOptions,
  segmentWizardLabels,
  validateAiPrompt,
} from './wizard-rules';

describe('segmentWizardLabels', () => {
  it('reads the create flow', () => {
    expect(segmentWizardLabels('create', 1)).toEqual({
      title: 'Create Segment',
      progress: 'Step 1/3',
      ok: null,
      cancel: null,
    });
    expect(segmentWizardLabels('create', 2)).toEqual({
      title: 'Create Segment',
      progress: 'Step 2/3',
      ok: 'Next - create condition',
      cancel: 'Previous',
    });
    expect(segmentWizardLabels('create', 3).ok).toBe('Create Segment');
  });
  it('reads the edit flow: step 3 goes back to step 2, which cancels', () => {
    expect(segmentWizardLabels('edit', 3)).toEqual({
      title: 'Edit conditions',
      progress: 'Step 3/3',
      ok: 'Update segment',
      cancel: 'Previous',
    });
    expect(segmentWizardLabels('edit', 2)).toMatchObject({ ok: 'Next - create condition', cancel: 'Cancel' });
  });
  it('reads the duplicate and audience flows', () => {
    expect(segmentWizardLabels('duplicate', 3)).toMatchObject({
      title: 'Duplicate segment',
      ok: 'Duplicate segment',
    });
    expect(segmentWizardLabels('audience', 3)).toEqual({
      title: 'Create quick segment',
      progress: null,
      ok: 'Update campaign audience',
      cancel: 'Back',
    });
  });
});

describe('segment type', () => {
  it('defaults to dynamic, to static when dynamic is disabled, and to dynamic for an audience', () => {
    expect(defaultSegmentType({ disableDynamic: false, disableStatic: false }, 'create')).toBe('dynamic');
    expect(defaultSegmentType({ disableDynamic: true, disableStatic: false }, 'create')).toBe('static');
    expect(defaultSegmentType({ disableDynamic: true, disableStatic: false }, 'audience')).toBe('dynamic');
  });
  it('disables dynamic with the plan tooltip and hides static when disabled', () => {
    expect(segmentTypeOptions({ disableDynamic: true, disableStatic: false })).toEqual([
      {
        value: 'dynamic',
        recommended: true,
        disabled: true,
        tooltip: 'Dynamic segment is only available in Lite plan and above.',
      },
      { value: 'static', recommended: false, disabled: false, tooltip: null },
    ]);
    expect(
      segmentTypeOptions({ disableDynamic: false, disableStatic: true }).map((option) => option.value),
    ).toEqual(['dynamic']);
  });
});

describe('segmentSourceLists', () => {
  it('leaves out segment types', () => {
    const lists = [
      { id: 1, type: 'list' as const },
      { id: 2, type: 'dynamic' as const },
      { id: 3, type: 'hubspot' as const },
      { id: 4, type: 'static-segment' as const },
    ];
    expect(segmentSourceLists(lists).map((list) => list.id)).toEqual([1, 3]);
  });
  it('keeps a segment already chosen, so it reads by its name', () => {
    const lists = [
      { id: 1, type: 'list' as const },
      { id: 2, type: 'dynamic' as const },
      { id: 4, type: 'static-segment' as const },
    ];
    expect(segmentSourceLists(lists, ['all', 2]).map((list) => list.id)).toEqual([1, 2]);
  });
});

describe('validateAiPrompt', () => {
  it('allows up to 100 words', () => {
    expect(countWords('  gmail   users who clicked\n in 30 days ')).toBe(7);
    expect(validateAiPrompt(Array.from({ length: 100 }, () => 'word').join(' '))).toBeNull();
    expect(validateAiPrompt(Array.from({ length: 101 }, () => 'word').join(' '))).toBe(
      'Prompt exceeds the 100 words limit. Please shorten your input.',
    );
    expect(validateAiPrompt('')).toBeNull();
  });
});
