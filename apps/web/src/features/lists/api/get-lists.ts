import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listRoutes, type RouteQuery } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { listKeys } from './list-keys';

export type ListTableRequest = RouteQuery<typeof listRoutes.listTable>;

export const getLists = (query: ListTableRequest, signal?: AbortSignal) =>
  callApi(listRoutes.listTable, { query, signal });

export const getListsQueryOptions = (query: ListTableRequest) =>
  queryOptions({
    queryKey: [...listKeys.tables, query] as const,
    queryFn: ({ signal }) => getLists(query, signal),
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useLists = (query: ListTableRequest) =>
  useQuery({ ...getListsQueryOptions(query), placeholderData: keepPreviousData });
