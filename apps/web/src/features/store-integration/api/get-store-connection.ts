import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeIntegrationRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { storeKeys } from './store-keys';

export const getStoreConnection = (signal?: AbortSignal) =>
  callApi(storeIntegrationRoutes.getConnection, { signal });

export const getStoreConnectionQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.connection,
    queryFn: ({ signal }) => getStoreConnection(signal),
    select: (answer) => answer.connection,
  });

export const useStoreConnection = () => useQuery(getStoreConnectionQueryOptions());
