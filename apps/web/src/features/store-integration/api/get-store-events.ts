import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeIntegrationRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { storeKeys } from './store-keys';

/** Webhooks keep arriving while the page is open. */
const POLL_MS = 10_000;

export const getStoreEvents = (signal?: AbortSignal) =>
  callApi(storeIntegrationRoutes.latestEvents, { signal });

export const getStoreEventsQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.events,
    queryFn: ({ signal }) => getStoreEvents(signal),
    select: (answer) => answer.data,
  });

export const useStoreEvents = () => useQuery({ ...getStoreEventsQueryOptions(), refetchInterval: POLL_MS });
