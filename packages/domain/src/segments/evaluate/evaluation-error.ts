/** A definition the engine would refuse (an incomplete condition, an operator that does not fit its property). */
export class SegmentEvaluationError extends Error {
  override name = 'SegmentEvaluationError';
}
