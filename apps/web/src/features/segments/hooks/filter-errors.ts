import { createContext, useContext } from 'react';
import { SegmentMessages, type FilterKind } from '@sendwell/contracts';
import { missingFieldText, type FieldError } from '@sendwell/domain';

/*
 * How a condition's problems show: under the condition, in words. A value that breaks a rule (a count
 * of 0, a rate of 150) says which rule; an unfinished condition says what it still needs ('Choose an
 * operator', 'Enter a value'). The field at fault is marked invalid and described by that text.
 */

const isMissing = (error: FieldError): boolean => error.message === SegmentMessages.incompleteFilter;

/** The messages to show under a condition of kind `kind`, each once. */
export const shownMessages = (kind: FilterKind | null, errors: readonly FieldError[]): string[] => [
  ...new Set(errors.map((error) => (isMissing(error) ? missingFieldText(kind, error.path) : error.message))),
];

/** Whether the field at `path` (or inside it) has a problem, to mark that input. */
export const hasErrorAt = (errors: readonly FieldError[], path: string): boolean =>
  errors.some((error) => error.path === path || error.path.startsWith(`${path}.`));

/** The id of the text under the condition being edited, for the inputs it describes. */
export const FilterMessageContext = createContext<string | undefined>(undefined);

/** What an input at fault carries: a red outline, aria-invalid and the text that says why. */
export const useInvalidField = (invalid: boolean | undefined) => {
  const messageId = useContext(FilterMessageContext);
  return invalid
    ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': messageId }
    : { status: undefined, 'aria-invalid': undefined, 'aria-describedby': undefined };
};
