import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingAccountRoutes, billingRoutes, type CheckoutOrder } from '@sendwell/contracts';
import type { BillingAddress } from '@sendwell/domain';
import { callApi } from '../../../lib/api-client';
import { billingKeys } from './billing';

export const useBillingAddress = () =>
  useQuery(
    queryOptions({
      queryKey: [...billingKeys.all, 'address'] as const,
      queryFn: ({ signal }) => callApi(billingAccountRoutes.getAddress, { signal }),
    }),
  );

export const useUpdateBillingAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingAddress) => callApi(billingAccountRoutes.updateAddress, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData([...billingKeys.all, 'address'], data);
      // The address's country sets the currency prices show in by default: known before the checkout opens.
      return queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'plans'] });
    },
  });
};

/** The server's price of a plan or a top-up: the modal shows no figure of its own. */
export const useCheckoutQuote = (order: CheckoutOrder) =>
  useQuery(
    queryOptions({
      queryKey: [...billingKeys.all, 'quote', order] as const,
      queryFn: ({ signal }) => callApi(billingAccountRoutes.quoteCheckout, { body: order, signal }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

/** Starts paying for a plan or a top-up: the server fixes its quote and answers the checkout to embed. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: ({ order, requestId }: { order: CheckoutOrder; requestId: string }) => {
      if (order.kind === 'plan') {
        const { kind: _plan, ...plan } = order;
        return callApi(billingRoutes.checkout, { body: { ...plan, requestId } });
      }
      const body = { topUpQuantity: order.topUpQuantity, isRecurring: order.isRecurring, requestId };
      return callApi(
        order.kind === 'emails'
          ? billingAccountRoutes.addTopUpToFixedPlan
          : billingAccountRoutes.addContactsTopUpToFixedPlan,
        { body },
      );
    },
  });

/** Where a payment stands, asked again every second and a half until the provider has settled it. */
export const usePaymentStatus = (paymentId: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: [...billingKeys.all, 'payment', paymentId] as const,
      queryFn: ({ signal }) =>
        callApi(billingAccountRoutes.payment, { params: { paymentId: paymentId! }, signal }),
      enabled: paymentId !== undefined,
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1_500 : false),
    }),
  );

export const usePaymentMethod = () =>
  useQuery(
    queryOptions({
      queryKey: [...billingKeys.all, 'payment-method'] as const,
      queryFn: ({ signal }) => callApi(billingAccountRoutes.getPaymentMethod, { signal }),
    }),
  );

export const useUpdatePaymentMethod = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardNumber: string) =>
      callApi(billingAccountRoutes.updatePaymentMethod, { body: { cardNumber } }),
    onSuccess: (data) => queryClient.setQueryData([...billingKeys.all, 'payment-method'], data),
  });
};
