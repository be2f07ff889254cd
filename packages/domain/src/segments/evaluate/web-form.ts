import {
  FORM_NAME_PROPERTY,
  SegmentMessages,
  type ExternalFormFilter,
  type PropertyCompareValue,
} from '@sendwell/contracts';
import { isWithin } from '../relative-dates';
import { filterWindowOf } from './day-windows';
import { SegmentEvaluationError } from './evaluation-error';
import { happenedTest, type ContactTest, type EvaluationScope } from './evaluation-scope';
import { jsonValue } from './json-values';
import { comparisonTest } from './property-match';
import type { DatasetFormSubmission } from './segment-dataset';

const formIds = (value: PropertyCompareValue | undefined): number[] => {
  const ids = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) throw new SegmentEvaluationError(SegmentMessages.incompleteFilter);
  return ids;
};

/** Which submissions count: those of the chosen forms (form name), or whose answer passes the filter. */
const submissionPasses = (
  filter: ExternalFormFilter,
  scope: EvaluationScope,
): ((submission: DatasetFormSubmission) => boolean) => {
  const key = filter.eventProperty;
  if (!key) return () => true;
  const operator = filter.formOperator;
  if (!operator) throw new SegmentEvaluationError(SegmentMessages.incompleteFilter);
  if (key === FORM_NAME_PROPERTY) {
    if (operator === 'exists') return () => true;
    if (operator === 'notExists') return () => false;
    const ids = formIds(filter.propertyCompareValue);
    const ofForms = (submission: DatasetFormSubmission) => ids.includes(submission.formId);
    return operator === 'equals' || operator === 'contains' ? ofForms : (submission) => !ofForms(submission);
  }
  const comparison = {
    key,
    type: 'string' as const,
    operator,
    value: filter.propertyCompareValue,
    start: undefined,
    end: undefined,
  };
  const passes = comparisonTest('string', comparison, scope.clock);
  return (submission) => passes(jsonValue(submission.properties, key));
};

/**
 * A web form: submissions to forms of one app in a range, narrowed by form or answer. Submitted
 * compares their count (at least once by default); not submitted is no such submission at all.
 */
export const webFormTest = (filter: ExternalFormFilter, scope: EvaluationScope): ContactTest => {
  const window = filterWindowOf(filter, scope.clock);
  const passes = submissionPasses(filter, scope);
  const matching = scope.dataset.formSubmissions.filter(
    (submission) =>
      submission.appName === filter.appName && isWithin(submission.submittedAt, window) && passes(submission),
  );
  return happenedTest(matching, filter.submission, filter.submission.hasSubmitted);
};
