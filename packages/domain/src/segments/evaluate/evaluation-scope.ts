import type { ComparisonOperator } from '@sendwell/contracts';
import type { DatasetContact, EvaluationClock, SegmentDataset } from './segment-dataset';

/** Whether one contact passes a condition. */
export type ContactTest = (contact: DatasetContact) => boolean;

/** What every condition reads: the dataset, the clock, and lookups built once per evaluation. */
export interface EvaluationScope {
  dataset: SegmentDataset;
  clock: EvaluationClock;
  /** Email types each contact opted out of. */
  optOuts: ReadonlyMap<number, ReadonlySet<number>>;
}

export const buildScope = (dataset: SegmentDataset, clock: EvaluationClock): EvaluationScope => {
  const optOuts = new Map<number, Set<number>>();
  for (const { contactId, emailTypeId } of dataset.emailTypeOptOuts) {
    const types = optOuts.get(contactId) ?? new Set<number>();
    types.add(emailTypeId);
    optOuts.set(contactId, types);
  }
  return { dataset, clock, optOuts };
};

export const compareCount = (value: number, operator: ComparisonOperator, target: number): boolean => {
  switch (operator) {
    case 'equalTo':
      return value === target;
    case 'greaterThan':
      return value > target;
    case 'lessThan':
      return value < target;
    case 'atLeast':
      return value >= target;
    case 'atMost':
      return value <= target;
  }
};

/** How many rows each contact has; contacts without any are absent (a count of 0). */
export const countByContact = (rows: Iterable<{ contactId: number }>): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const { contactId } of rows) counts.set(contactId, (counts.get(contactId) ?? 0) + 1);
  return counts;
};

/** Occurred or submitted: at least once unless a count says otherwise. */
export const happenedCount = (happened: {
  operator?: ComparisonOperator | undefined;
  compareValue?: number | undefined;
}): { operator: ComparisonOperator; target: number } => ({
  operator: happened.operator ?? 'atLeast',
  target: happened.operator ? (happened.compareValue ?? 1) : 1,
});

/**
 * Contacts by how many rows they have: "happened" compares the count (contacts without rows count
 * 0), "did not happen" is no row at all.
 */
export const happenedTest = (
  rows: Iterable<{ contactId: number }>,
  happened: { operator?: ComparisonOperator | undefined; compareValue?: number | undefined },
  didHappen: boolean,
): ContactTest => {
  const counts = countByContact(rows);
  if (!didHappen) return (contact) => !counts.has(contact.id);
  const { operator, target } = happenedCount(happened);
  return (contact) => compareCount(counts.get(contact.id) ?? 0, operator, target);
};
