import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_PAGE_SIZES, type ContactSortBy, type ContactStatus } from '@sendwell/contracts';
import { keysOf, oneOf } from '../../../lib/address-params';

export type SortOrder = 'ascend' | 'descend';

export interface ContactsTableState {
  page: number;
  pageSize: number;
  search: string;
  status: ContactStatus | undefined;
  sortBy: ContactSortBy;
  sortOrder: SortOrder;
}

export const DEFAULT_CONTACTS_PAGE_SIZE = 20;

export const CONTACT_SORT_FIELDS = keysOf<ContactSortBy>({
  createdOn: true,
  email: true,
  name: true,
  status: true,
});
const CONTACT_STATUSES = keysOf<ContactStatus>({ subscribed: true, unsubscribed: true, blocked: true });

const pageSizeOf = (value: string | null): number => {
  const size = Number(value);
  return LIST_PAGE_SIZES.some((allowed) => allowed === size) ? size : DEFAULT_CONTACTS_PAGE_SIZE;
};

/**
 * Page, size, search, status filter and order of a contacts table, in the address like the lists table,
 * so Back and a shared link show the same contacts. Defaults stay out of the address.
 */
export const useContactsTableState = () => {
  const [params, setParams] = useSearchParams();
  const parsedPage = Number(params.get('page'));
  const state: ContactsTableState = {
    page: Number.isInteger(parsedPage) && parsedPage > 1 ? parsedPage : 1,
    pageSize: pageSizeOf(params.get('pageSize')),
    search: (params.get('search') ?? '').trim(),
    status: oneOf(CONTACT_STATUSES, params.get('status')),
    sortBy: oneOf(CONTACT_SORT_FIELDS, params.get('sortBy')) ?? 'createdOn',
    sortOrder: params.get('sortOrder') === 'ascend' ? 'ascend' : 'descend',
  };
  const update = useCallback(
    (changes: Partial<ContactsTableState>, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const write = (key: string, value: string | undefined, fallback: string) => {
            if (value === undefined) return;
            if (value && value !== fallback) next.set(key, value);
            else next.delete(key);
          };
          write('search', changes.search, '');
          write('page', changes.page === undefined ? undefined : String(changes.page), '1');
          write('pageSize', changes.pageSize === undefined ? undefined : String(changes.pageSize), String(DEFAULT_CONTACTS_PAGE_SIZE));
          if ('status' in changes) write('status', changes.status ?? '', '');
          write('sortBy', changes.sortBy, 'createdOn');
          write('sortOrder', changes.sortOrder, 'descend');
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { state, update };
};
