import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES, type ListSortField } from '@sendwell/contracts';
import { idParam, keysOf, oneOf } from '../../../lib/address-params';

export type SortOrder = 'ascend' | 'descend';

export interface ListTableState {
  page: number;
  pageSize: number;
  sortBy: ListSortField;
  sortOrder: SortOrder;
  search: string;
  archived: boolean;
}

export const DEFAULT_TABLE_STATE: ListTableState = {
  page: 1,
  pageSize: DEFAULT_LIST_PAGE_SIZE,
  sortBy: 'createdOn',
  sortOrder: 'descend',
  search: '',
  archived: false,
};

const SORT_FIELDS = keysOf<ListSortField>({
  name: true,
  type: true,
  recipientsCount: true,
  totalCampaignsSent: true,
  createdOn: true,
  updatedOn: true,
});
const SORT_ORDERS = keysOf<SortOrder>({ ascend: true, descend: true });

/** A page size the API accepts (ListTableQuery), else undefined. */
const pageSizeOf = (raw: string | null): number | undefined =>
  LIST_PAGE_SIZES.find((size) => size === Number(raw));

/** Each query parameter read as the API's ListTableQuery reads it; anything it refuses falls back to the default. */
export const parseTableState = (params: URLSearchParams): ListTableState => ({
  page: idParam(params.get('page')) ?? DEFAULT_TABLE_STATE.page,
  pageSize: pageSizeOf(params.get('pageSize')) ?? DEFAULT_TABLE_STATE.pageSize,
  sortBy: oneOf(SORT_FIELDS, params.get('sortBy')) ?? DEFAULT_TABLE_STATE.sortBy,
  sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder')) ?? DEFAULT_TABLE_STATE.sortOrder,
  search: (params.get('search') ?? '').trim(),
  archived: params.get('archived') === 'true',
});

const KEYS = Object.keys(DEFAULT_TABLE_STATE) as (keyof ListTableState)[];

/**
 * The table's page, size, sort, search and tab, kept in the address so a reload or Back shows the same
 * rows. Defaults stay out of the address, and parameters that belong to other features (such as
 * selectedSegmentTypeForContactEngagement) are left as they are.
 */
export const useListTableState = () => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTableState(params), [params]);

  const update = useCallback(
    (changes: Partial<ListTableState>, options: { replace?: boolean } = {}) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const merged = { ...parseTableState(previous), ...changes };
          for (const key of KEYS) {
            const value = merged[key];
            if (value === DEFAULT_TABLE_STATE[key]) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  return [state, update] as const;
};
