import type { ImportCounts } from '@sendwell/contracts';
import { formatCount } from '../../../lib/format';

/** '12 new, 3 updated, 40 unchanged, 2 invalid, 1 duplicate': an import's result in one line. */
export const importCountsText = (counts: ImportCounts): string =>
  [
    `${formatCount(counts.new)} new`,
    `${formatCount(counts.updated)} updated`,
    `${formatCount(counts.unchanged)} unchanged`,
    `${formatCount(counts.invalid)} invalid`,
    `${formatCount(counts.duplicates)} ${counts.duplicates === 1 ? 'duplicate' : 'duplicates'}`,
  ].join(', ');
