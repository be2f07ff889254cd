import type { ImportCounts } from '@sendwell/contracts';
import { formatCount } from '../../../lib/format';

/** '12 new, 3 updated, 40 unchanged, 2 invalid, 1 duplicate, 3 warnings': an import's result in one line. */
export const importCountsText = (counts: ImportCounts): string =>
  [
    `${formatCount(counts.new)} new`,
    `${formatCount(counts.updated)} updated`,
    `${formatCount(counts.unchanged)} unchanged`,
    `${formatCount(counts.invalid)} invalid`,
    `${formatCount(counts.duplicates)} ${counts.duplicates === 1 ? 'duplicate' : 'duplicates'}`,
    ...(counts.warnings > 0 ? [`${formatCount(counts.warnings)} ${counts.warnings === 1 ? 'warning' : 'warnings'}`] : []),
  ].join(', ');

/** '2 rows were skipped (errors) and 3 values were left empty (warnings).': what the report holds. */
export const reportSummaryText = (counts: ImportCounts): string => {
  const parts = [
    counts.invalid > 0 &&
      `${formatCount(counts.invalid)} ${counts.invalid === 1 ? 'row was' : 'rows were'} skipped (errors)`,
    counts.warnings > 0 &&
      `${formatCount(counts.warnings)} ${counts.warnings === 1 ? 'value was left empty, its contact' : 'values were left empty, their contacts'} imported (warnings)`,
  ].filter((part) => typeof part === 'string');
  return parts.length === 0 ? '' : `${parts.join(' and ')}.`;
};
