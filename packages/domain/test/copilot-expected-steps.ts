import type { CopilotStep } from '@sendwell/contracts';

/** Spec 1 §4, word for word: the progress texts the AI segment screen shows while a generation step runs. */
export const EXPECTED_PROGRESS_TEXTS = {
  analyzing: 'Analyzing your input...',
  retrieving: 'Retrieving relevant data...',
  creating: 'Creating your segment definition. Almost done...',
} as const;

/** Any one of the progress texts, as the screen shows it while the answer is being made. */
export const ANY_PROGRESS_TEXT = new RegExp(
  Object.values(EXPECTED_PROGRESS_TEXTS)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);

/** The steps of a prompt answered with a segment that names no list, in order (spec 1 §4). */
export const STEPS_OF_A_SEGMENT: readonly CopilotStep[] = [
  'START',
  'GENERATE_QUERIES',
  'GET_LISTS',
  'GENERATE_SUB_QUERIES',
  'PROCESS_PLANS',
  'GENERATE_SEGMENT_JSON_UI',
  'OUTPUT_ERROR_VALIDATION',
];
