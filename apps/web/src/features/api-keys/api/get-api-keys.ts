import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

export const getApiKeys = (signal?: AbortSignal) => callApi(apiKeyRoutes.getAll, { signal });

export const getApiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }) => getApiKeys(signal),
    select: (answer) => answer.data,
  });

export const useApiKeys = () => useQuery(getApiKeysQueryOptions());
