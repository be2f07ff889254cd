import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { billingRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const billingKeys = { all: ['billing'] as const };

export const usePlans = () =>
  useQuery(
    queryOptions({
      queryKey: [...billingKeys.all, 'plans'] as const,
      queryFn: ({ signal }) => callApi(billingRoutes.plans, { signal }),
      staleTime: Infinity,
    }),
  );

export const useSubscription = () =>
  useQuery(
    queryOptions({
      queryKey: [...billingKeys.all, 'subscription'] as const,
      queryFn: ({ signal }) => callApi(billingRoutes.subscription, { signal }),
    }),
  );

export const useBillingHistory = () =>
  useQuery(
    queryOptions({
      queryKey: [...billingKeys.all, 'history'] as const,
      queryFn: ({ signal }) => callApi(billingRoutes.history, { signal }),
    }),
  );

export const useCheckoutSession = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: [...billingKeys.all, 'checkout', token] as const,
      queryFn: ({ signal }) => callApi(billingRoutes.checkoutSession, { params: { token }, signal }),
      retry: false,
    }),
  );

export const usePaySandbox = (token: string) =>
  useMutation({
    mutationFn: (body: { cardNumber: string; confirm?: boolean }) =>
      callApi(billingRoutes.sandboxPay, { params: { token }, body }),
  });
