import { SegmentMessages } from '@sendwell/contracts';
import type { FieldError } from '@sendwell/domain';

/*
 * How a condition's problems show. An empty field is plain to see and only keeps 'Create Segment'
 * disabled; a value that breaks a rule (a count of 0, a rate of 150) says why under the condition.
 */

const worthSaying = (error: FieldError): boolean => error.message !== SegmentMessages.incompleteFilter;

/** The messages to show under a condition, each once. */
export const shownMessages = (errors: readonly FieldError[]): string[] => [
  ...new Set(errors.filter(worthSaying).map((error) => error.message)),
];

/** Whether the field at `path` (or inside it) breaks a rule, to mark that input. */
export const hasErrorAt = (errors: readonly FieldError[], path: string): boolean =>
  errors.some((error) => worthSaying(error) && (error.path === path || error.path.startsWith(`${path}.`)));
