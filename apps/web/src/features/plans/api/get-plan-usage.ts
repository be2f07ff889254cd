import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/** The contacts counting toward the plan; the same answer the lists page's plan-limit warning reads. */
export const getPlanUsageQueryOptions = () =>
  queryOptions({
    queryKey: ['plans', 'contact-usage'] as const,
    queryFn: ({ signal }) => callApi(contactRoutes.usage, { signal }),
  });

export const usePlanUsage = () => useQuery(getPlanUsageQueryOptions());
