import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { segmentLookupRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { segmentKeys } from './segment-keys';

export const getCustomEvents = (signal?: AbortSignal) =>
  callApi(segmentLookupRoutes.customEvents, { signal });

/** Custom events of the account with their properties' types. */
export const getCustomEventsQueryOptions = () =>
  queryOptions({
    queryKey: segmentKeys.lookup('custom-events'),
    queryFn: ({ signal }) => getCustomEvents(signal),
    select: (answer) => answer.data,
  });

export const useCustomEvents = (enabled = true) => useQuery({ ...getCustomEventsQueryOptions(), enabled });

export const refreshCustomEventProperties = () => callApi(segmentLookupRoutes.refreshCustomEventProperties);

/** Learns event properties again; the events lookup takes the fresh answer at once. */
export const useRefreshCustomEventProperties = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshCustomEventProperties,
    onSuccess: (answer) =>
      queryClient.setQueryData(getCustomEventsQueryOptions().queryKey, { data: answer.data }),
  });
};

export const getStoreInfo = (signal?: AbortSignal) => callApi(segmentLookupRoutes.shopifyInfo, { signal });

/** The store integration's version (1 or 2), or null without a store: it decides which store conditions and cards exist. */
export const getStoreInfoQueryOptions = () =>
  queryOptions({
    queryKey: segmentKeys.lookup('store-info'),
    queryFn: ({ signal }) => getStoreInfo(signal),
    select: (answer) => answer.version,
  });

export const useStoreVersion = () => useQuery(getStoreInfoQueryOptions());
