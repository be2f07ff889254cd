import type { CopilotStep, CopilotStepReport } from '@sendwell/contracts';
import type { CopilotPlan } from './plan-segment';

export const CopilotProgressTexts = {
  analyzing: 'Analyzing your input...',
  retrieving: 'Retrieving relevant data...',
  creating: 'Creating your segment definition. Almost done...',
} as const;

/** The chat text of an answer that makes a version: the first is created, later ones update it (spec 1 §4). */
export const versionMessage = (version: number): string =>
  version === 1 ? 'Your segment is successfully created' : 'Your segment is successfully updated';

/** Spec 1 §4: what the screen shows while a step runs; a question back shows none. */
export const copilotProgressText = (step: CopilotStep): string | null => {
  switch (step) {
    case 'GENERATE_SUB_QUERIES':
    case 'PROCESS_PLANS':
      return CopilotProgressTexts.retrieving;
    case 'GENERATE_SEGMENT_JSON_UI':
    case 'OUTPUT_ERROR_VALIDATION':
      return CopilotProgressTexts.creating;
    case 'CALL_INTERRUPT_FOR_HUMAN_INPUT':
      return null;
    default:
      return CopilotProgressTexts.analyzing;
  }
};

/** The steps a plan went through, in order: lists are extracted only when the definition names some. */
export const copilotSteps = (plan: CopilotPlan): CopilotStepReport[] => {
  const steps: CopilotStep[] = ['START'];
  if (plan.kind === 'badQuery') steps.push('CALL_INTERRUPT_FOR_BAD_QUERY');
  else {
    steps.push('GENERATE_QUERIES', 'GET_LISTS');
    if (plan.kind === 'question') steps.push('CALL_INTERRUPT_FOR_HUMAN_INPUT');
    else {
      const { recipientLists, excludeRecipientList } = plan.definition;
      if ((recipientLists ?? []).length > 0 || excludeRecipientList.length > 0)
        steps.push('REMOVE_LIST_FROM_QUERY', 'EXTRACT_LISTS');
      steps.push(
        'GENERATE_SUB_QUERIES',
        'PROCESS_PLANS',
        'GENERATE_SEGMENT_JSON_UI',
        'OUTPUT_ERROR_VALIDATION',
      );
    }
  }
  return steps.map((step) => ({ step, text: copilotProgressText(step) }));
};

/**
 * The readings of a follow-up: the prompts behind the latest version (and any asked since), then the new
 * one, read as one request. First joined by 'and' (a narrowing such as 'only those in Germany'), then as
 * separate sentences, which keep each prompt's own grouping.
 */
export const followUpReadings = (previous: readonly string[], prompt: string): string[] => {
  const parts = [...previous, prompt]
    .map((part) => part.trim().replace(/[.!?,;]+$/u, ''))
    .filter((part) => part !== '');
  return [...new Set([parts.join(' and '), parts.join('. ')])];
};
