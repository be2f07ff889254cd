import { lazy, Suspense } from 'react';
import type { ColumnFilterItem, FilterValue } from 'antd/es/table/interface';
import type { FilterDropdownProps } from 'antd/es/table/hooks/useFilter/FilterDropdown';

/*
 * Stands in for antd Table's column filter menu (see vite.config.ts): the menu brings Tree, Menu, Checkbox,
 * Radio and a search box, and only a column with `filters` shows it, so it is fetched when one renders.
 * Until then the column's title shows alone, as it does once the menu's trigger sits beside it.
 */
const FilterDropdown = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown'));

export default function OnDemandFilterDropdown(props: FilterDropdownProps) {
  return (
    <Suspense fallback={props.children}>
      <FilterDropdown {...props} />
    </Suspense>
  );
}

/** Every value of a filter tree, parents before their children: the table reads it before any menu shows. */
export const flattenKeys = (filters: readonly ColumnFilterItem[] = []): FilterValue =>
  filters.flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
