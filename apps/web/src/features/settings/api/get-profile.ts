import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const getProfile = (signal?: AbortSignal) => callApi(profileRoutes.getProfile, { signal });

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'] as const,
    queryFn: ({ signal }) => getProfile(signal),
  });

export const useProfile = () => useQuery(getProfileQueryOptions());
