import { AI_PROMPT_MAX_WORDS, SegmentMessages, type ListType, type SegmentType } from '@sendwell/contracts';
import { isSegmentType } from '../lists';

/*
 * Small rules of the segment creation wizard that are not about a single condition: labels per
 * mode, the segment type choice, which lists step 2 offers, and the AI copilot's prompt limit.
 */

/**
 * create: from scratch or a card; duplicate: from a segment; audience: a campaign's quick segment;
 * edit: a saved dynamic segment's conditions, opened at step 3.
 */
export type SegmentWizardMode = 'create' | 'duplicate' | 'audience' | 'edit';
export type SegmentWizardStep = 1 | 2 | 3;

export interface SegmentWizardLabels {
  title: string;
  /** 'Step n/3'; null in audience mode, which has no progress bar. */
  progress: string | null;
  /** The OK button; null on step 1, whose footer is hidden. */
  ok: string | null;
  cancel: string | null;
}

const TITLES: Record<SegmentWizardMode, string> = {
  create: 'Create Segment',
  duplicate: 'Duplicate segment',
  audience: 'Create quick segment',
  edit: 'Edit conditions',
};

const CREATE_LABELS: Record<SegmentWizardMode, string> = {
  create: 'Create Segment',
  duplicate: 'Duplicate segment',
  audience: 'Update campaign audience',
  edit: 'Update segment',
};

export const segmentWizardLabels = (
  mode: SegmentWizardMode,
  step: SegmentWizardStep,
): SegmentWizardLabels => ({
  title: TITLES[mode],
  progress: mode === 'audience' ? null : `Step ${step}/3`,
  ok: step === 1 ? null : step === 2 ? 'Next - create condition' : CREATE_LABELS[mode],
  // An edit starts at step 3; from its step 2 there is nothing before to go back to.
  cancel: step === 1 ? null : mode === 'audience' ? 'Back' : mode === 'edit' && step === 2 ? 'Cancel' : 'Previous',
});

export interface SegmentTypeSettings {
  disableDynamic: boolean;
  disableStatic: boolean;
}

/** Dynamic unless the account disables it; a campaign audience is always dynamic. */
export const defaultSegmentType = (settings: SegmentTypeSettings, mode: SegmentWizardMode): SegmentType =>
  mode === 'audience' || !settings.disableDynamic ? 'dynamic' : 'static';

export interface SegmentTypeOption {
  value: SegmentType;
  recommended: boolean;
  disabled: boolean;
  /** Shown on a disabled dynamic option, next to an 'Upgrade now' link. */
  tooltip: string | null;
}

/** The segment type radio: dynamic is recommended and disabled with a tooltip when the plan lacks it; static is hidden when disabled. */
export const segmentTypeOptions = (settings: SegmentTypeSettings): SegmentTypeOption[] => [
  {
    value: 'dynamic',
    recommended: true,
    disabled: settings.disableDynamic,
    tooltip: settings.disableDynamic ? SegmentMessages.dynamicUnavailable : null,
  },
  ...(settings.disableStatic
    ? []
    : [{ value: 'static' as const, recommended: false, disabled: false, tooltip: null }]),
];

/**
 * Lists step 2 offers as existing-list choices: types the product treats as segments are left out,
 * except those already chosen (a segment's activity record starts from it), which stay readable.
 */
export const segmentSourceLists = <L extends { id: number; type: ListType }>(
  lists: readonly L[],
  chosen: readonly unknown[] = [],
): L[] => lists.filter((list) => !isSegmentType(list.type) || chosen.includes(list.id));

export const countWords = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

/** The AI copilot's prompt: at most 100 words. */
export const validateAiPrompt = (prompt: string): string | null =>
  countWords(prompt) > AI_PROMPT_MAX_WORDS ? SegmentMessages.aiPromptTooLong : null;
