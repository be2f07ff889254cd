import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const CONTACTS_PAGE_SIZE = 20;

export interface ListContactsRequest {
  listId: number;
  page: number;
  search: string;
}

export const getListContacts = ({ listId, page, search }: ListContactsRequest, signal?: AbortSignal) =>
  callApi(contactRoutes.listContacts, {
    params: { id: listId },
    query: { page, pageSize: CONTACTS_PAGE_SIZE, search: search || undefined },
    signal,
  });

export const getListContactsQueryOptions = (request: ListContactsRequest) =>
  queryOptions({
    queryKey: ['list-contacts', request.listId, { page: request.page, search: request.search }] as const,
    queryFn: ({ signal }) => getListContacts(request, signal),
  });

export const useListContacts = (request: ListContactsRequest) =>
  useQuery({ ...getListContactsQueryOptions(request), placeholderData: keepPreviousData });
