import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { listKeys } from './list-keys';

export const getContactUsage = (signal?: AbortSignal) => callApi(contactRoutes.usage, { signal });

/** Under the lists key: archiving or restoring a list with its contacts changes the usage. */
export const getContactUsageQueryOptions = () =>
  queryOptions({
    queryKey: [...listKeys.all, 'usage'] as const,
    queryFn: ({ signal }) => getContactUsage(signal),
  });

export const useContactUsage = () => useQuery(getContactUsageQueryOptions());
