import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_LIST_PAGE_SIZE, ListTableQuery, type ListSortField } from '@sendwell/contracts';

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

const fields = ListTableQuery.shape;

/** One query parameter read with the API's own schema; anything it refuses falls back to the default. */
const read = <T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  raw: string | null,
  fallback: T,
): T => {
  if (raw === null) return fallback;
  const parsed = schema.safeParse(raw);
  return parsed.success && parsed.data !== undefined ? parsed.data : fallback;
};

export const parseTableState = (params: URLSearchParams): ListTableState => ({
  page: read(fields.page, params.get('page'), DEFAULT_TABLE_STATE.page),
  pageSize: read(fields.pageSize, params.get('pageSize'), DEFAULT_TABLE_STATE.pageSize),
  sortBy: read(fields.sortBy, params.get('sortBy'), DEFAULT_TABLE_STATE.sortBy),
  sortOrder: read(fields.sortOrder, params.get('sortOrder'), DEFAULT_TABLE_STATE.sortOrder),
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
