import { foldCase } from '@sendwell/domain';

/**
 * The option's label contains what was typed, with case folded in every language as the server folds it.
 * antd's own filter compares upper case, which keeps İ and i, ς and σ apart, and a multiple Select
 * without a filter compares the value, an id where the label is a name.
 */
export const labelMatches = (typed: string, option?: { label?: unknown }): boolean =>
  typeof option?.label === 'string' && foldCase(option.label).includes(foldCase(typed));

/** `showSearch` for a Select whose options are found by their label. */
export const SEARCH_BY_LABEL = { filterOption: labelMatches } as const;
