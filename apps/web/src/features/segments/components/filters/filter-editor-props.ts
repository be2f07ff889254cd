import type { SegmentFilterDraft } from '@sendwell/contracts';
import type { Clock, FieldError } from '@sendwell/domain';

/** What every condition editor gets: its condition, where to send the next one, and its problems. */
export interface FilterEditorProps<F> {
  filter: F;
  onChange: (next: SegmentFilterDraft) => void;
  errors: readonly FieldError[];
  /** Now in the account's timezone, for ranges that pre-fill dates. */
  clock: () => Clock;
  offsetMinutes: number;
}
