import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listRoutes, type ListRecord } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { listKeys } from './list-keys';

/** Spec §4 and §9: while a list processes, its count is asked for every 5 s, at most 300 times. */
export const STATUS_POLL_MS = 5_000;
export const STATUS_POLL_MAX_TRIES = 300;

export const getListStatus = (listId: number, signal?: AbortSignal) =>
  callApi(listRoutes.status, { params: { id: listId }, signal });

export const getListStatusQueryOptions = (listId: number) =>
  queryOptions({
    queryKey: [...listKeys.ofList(listId), 'status'] as const,
    queryFn: ({ signal }) => getListStatus(listId, signal),
    staleTime: 0,
  });

/**
 * Polls a processing row's counts; when processing ends the table is asked again for the final row. After
 * 300 tries polling stops silently (spec §8) and the row keeps showing Processing.
 */
export const useProcessingStatus = (list: ListRecord) => {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...getListStatusQueryOptions(list.id),
    enabled: list.processing,
    refetchInterval: (query) => {
      const { data, dataUpdateCount, errorUpdateCount } = query.state;
      if (data && !data.processing) return false;
      return dataUpdateCount + errorUpdateCount >= STATUS_POLL_MAX_TRIES ? false : STATUS_POLL_MS;
    },
  });
  const finished = list.processing && status.data?.processing === false;
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: listKeys.tables });
  }, [finished, queryClient]);
  return status;
};

export const refreshList = (listId: number) => callApi(listRoutes.refresh, { params: { id: listId } });

/** Starts a recount; the row turns to Processing and polling picks it up from there. */
export const useRefreshList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshList,
    onSuccess: (status, listId) => {
      const statusKey = getListStatusQueryOptions(listId).queryKey;
      // A fresh query, so an earlier run's finished answer and its try count do not stop the new polling.
      queryClient.removeQueries({ queryKey: statusKey, exact: true });
      queryClient.setQueryData(statusKey, status);
      return queryClient.invalidateQueries({ queryKey: listKeys.tables });
    },
  });
};
