import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { contactRoutes, type BulkContactsJob, type BulkContactsJobs } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const getBulkJobs = (signal?: AbortSignal) => callApi(contactRoutes.bulkJobs, { signal });

const bulkJobsKey = ['contact-bulk-jobs'] as const;

const isUnfinished = (job: BulkContactsJob) => job.state === 'queued' || job.state === 'running';

/**
 * The account's bulk actions running in the background and those just ended: read again every second
 * while one runs, so the page shows them (with their progress) even when opened again meanwhile.
 */
export const getBulkJobsQueryOptions = () =>
  queryOptions({
    queryKey: bulkJobsKey,
    queryFn: ({ signal }) => getBulkJobs(signal),
    refetchInterval: (query) => (query.state.data?.data.some(isUnfinished) ? 1000 : false),
  });

export const useBulkJobs = () => useQuery(getBulkJobsQueryOptions());

/** Shows a job the user just started at once, before the list is read again. */
export const addQueuedBulkJob = (queryClient: QueryClient, job: BulkContactsJob): void => {
  queryClient.setQueryData<BulkContactsJobs>(bulkJobsKey, (jobs) => ({
    data: [...(jobs?.data ?? []).filter((known) => known.id !== job.id), job],
  }));
  void queryClient.invalidateQueries({ queryKey: bulkJobsKey });
};
