import { IGNORE_MAPPING_KEY, type CsvMappingEntry, type ListChoice } from '@sendwell/contracts';
import { formatCountOf } from '../../../lib/format';
import type { ListTarget } from '../hooks/use-list-target';

/** The review step's first line: where the rows go and what is left out. */
export const reviewSummary = (input: {
  target: ListTarget;
  lists: readonly ListChoice[];
  mapping: readonly CsvMappingEntry[];
  recordCount: number | undefined;
}): string => {
  const { target, lists, mapping, recordCount } = input;
  const listName =
    target.kind === 'new' ? target.name.trim() : (lists.find((list) => list.id === target.listId)?.name ?? '');
  const where = target.kind === 'new' ? `the new list "${listName}"` : `"${listName}"`;
  const rows = recordCount === undefined ? '' : ` about ${formatCountOf(recordCount, 'row', 'rows')}`;
  const ignored = mapping.filter((entry) => entry.key === IGNORE_MAPPING_KEY).length;
  const columns = formatCountOf(mapping.length - ignored, 'column', 'columns');
  const left = ignored > 0 ? `; ${formatCountOf(ignored, 'column is', 'columns are')} ignored` : '';
  return `Importing${rows} into ${where} with ${columns}${left}. The first rows of the file:`;
};
