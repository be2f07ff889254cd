import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingUsageRoutes } from '@sendwell/contracts';
import { callApi } from './api-client';

/**
 * Sender emails, team members and custom domains against the plan. `watch` is what the screen lists (its
 * length, say): when it changes the count is read again.
 */
export const usePlanLimits = (watch: string | number | undefined) =>
  useQuery(
    queryOptions({
      queryKey: ['billing', 'plan-limits', watch ?? null] as const,
      queryFn: ({ signal }) => callApi(billingUsageRoutes.planLimits, { signal }),
      placeholderData: (previous) => previous,
    }),
  );
