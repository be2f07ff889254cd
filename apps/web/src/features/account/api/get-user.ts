import { queryOptions, useQuery } from '@tanstack/react-query';
import { userRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';

export const getUser = (signal?: AbortSignal) => callApi(userRoutes.getUser, { signal });

/** The signed-in user and current account; a 401 here means "signed out". */
export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 60_000,
  });

export const useUser = () => useQuery(getUserQueryOptions());
