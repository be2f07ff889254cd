import { queryOptions, useQuery } from '@tanstack/react-query';
import { senderRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { senderKeys } from './sender-keys';

export const getSenders = (signal?: AbortSignal) => callApi(senderRoutes.allCredentials, { signal });

export const getSendersQueryOptions = () =>
  queryOptions({
    queryKey: senderKeys.all,
    queryFn: ({ signal }) => getSenders(signal),
    select: (answer) => answer.data,
  });

export const useSenders = () => useQuery(getSendersQueryOptions());
