export * from './evaluate-segment';
export { SegmentEvaluationError } from './evaluation-error';
export { jsonbText } from './json-values';
export type * from './segment-dataset';
