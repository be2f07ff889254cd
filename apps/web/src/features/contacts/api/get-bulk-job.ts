import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const getBulkJob = (id: string, signal?: AbortSignal) =>
  callApi(contactRoutes.bulkJob, { params: { id }, signal });

/** A bulk action running in the background, read again every second until it ends. */
export const getBulkJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['contact-bulk-job', id] as const,
    queryFn: ({ signal }) => getBulkJob(id, signal),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' ? false : 1000;
    },
  });

export const useBulkJob = (id: string) => useQuery(getBulkJobQueryOptions(id));
