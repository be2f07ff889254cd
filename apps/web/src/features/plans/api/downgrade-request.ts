import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downgradeRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { billingKeys } from './billing';

const downgradeKey = [...billingKeys.all, 'downgrade-request'] as const;

/** The downgrade the owner asked for, if one is open (spec 2 §2.7). */
export const useDowngradeRequest = () =>
  useQuery(
    queryOptions({
      queryKey: downgradeKey,
      queryFn: ({ signal }) => callApi(downgradeRoutes.getDowngradeRequest, { signal }),
    }),
  );

/** Asks for a smaller plan from the next renewal; the answer is the stored request. */
export const useRequestDowngrade = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      planId: 'lite' | 'pro' | 'max';
      numberOfContacts: number;
      period: 'monthly' | 'annual';
    }) => callApi(downgradeRoutes.requestDowngrade, { body }),
    onSuccess: (answer) => queryClient.setQueryData(downgradeKey, answer),
  });
};
