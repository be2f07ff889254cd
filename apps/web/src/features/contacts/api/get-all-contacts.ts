import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactRoutes, type ContactFilter } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import type { ContactsTableState } from '../hooks/use-contacts-table-state';

export const allContactsKeys = {
  all: ['all-contacts'] as const,
  page: (state: ContactsTableState) => ['all-contacts', state] as const,
};

/** The filter of the table as the API takes it, for the page and for "all matching" selections. */
export const contactFilterOf = (state: Pick<ContactsTableState, 'search' | 'status'>): ContactFilter => ({
  ...(state.search ? { search: state.search } : {}),
  ...(state.status ? { status: state.status } : {}),
});

export const getAllContacts = (state: ContactsTableState, signal?: AbortSignal) =>
  callApi(contactRoutes.allContacts, {
    query: {
      ...contactFilterOf(state),
      page: state.page,
      pageSize: state.pageSize,
      sortBy: state.sortBy,
      sortOrder: state.sortOrder === 'ascend' ? 'asc' : 'desc',
    },
    signal,
  });

export const getAllContactsQueryOptions = (state: ContactsTableState) =>
  queryOptions({
    queryKey: allContactsKeys.page(state),
    queryFn: ({ signal }) => getAllContacts(state, signal),
  });

export const useAllContacts = (state: ContactsTableState) =>
  useQuery({ ...getAllContactsQueryOptions(state), placeholderData: keepPreviousData });

/** How many contacts match exactly, past the count a search answers at once; asked for only when needed. */
export const getExactContactCountQueryOptions = (filter: ContactFilter) =>
  queryOptions({
    queryKey: ['all-contacts', 'exact-count', filter] as const,
    queryFn: async ({ signal }) =>
      (
        await callApi(contactRoutes.allContacts, {
          query: { ...filter, pageSize: 1, exactTotal: 'true' },
          signal,
        })
      ).total,
  });

export const useExactContactCount = (filter: ContactFilter, enabled: boolean) =>
  useQuery({ ...getExactContactCountQueryOptions(filter), enabled });
