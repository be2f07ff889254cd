import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/** The list the contacts view shows, archived or not. The key sits under the lists feature's, so a rename there refreshes this header. */
export const getListSummaryQueryOptions = (listId: number) =>
  queryOptions({
    queryKey: ['lists', 'one', listId, 'summary'] as const,
    queryFn: ({ signal }) => callApi(listRoutes.getList, { params: { id: listId }, signal }),
    staleTime: 0,
  });

/** Polled every 5 seconds while the list is processing, as the table does. */
export const useListSummary = (listId: number) =>
  useQuery({
    ...getListSummaryQueryOptions(listId),
    refetchInterval: (query) => (query.state.data?.processing ? 5_000 : false),
  });
