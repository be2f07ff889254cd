import { queryOptions, useQuery } from '@tanstack/react-query';
import { exportRoutes, type ExportRecord } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/** Spec §4: work in progress is asked about every 5 seconds. */
const POLL_MS = 5_000;

export const listExports = (signal?: AbortSignal) => callApi(exportRoutes.listExports, { signal });

export const listExportsQueryOptions = () =>
  queryOptions({
    queryKey: ['exports'] as const,
    queryFn: ({ signal }) => listExports(signal),
    select: (answer) => answer.data,
    // Exports are started from other pages and tabs; opening the centre always asks again.
    staleTime: 0,
  });

const isPending = (entry: ExportRecord) => entry.status === 'queued' || entry.status === 'running';

/** Polls while any export is queued or running; asks nothing when the member may not see exports. */
export const useExports = (enabled: boolean) =>
  useQuery({
    ...listExportsQueryOptions(),
    enabled,
    refetchInterval: (query) => (query.state.data?.data.some(isPending) ? POLL_MS : false),
  });
