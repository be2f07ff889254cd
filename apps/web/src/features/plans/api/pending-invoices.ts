import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { billingRenewalRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { billingKeys } from './billing';

/** Spec 2 §7 getPendingInvoices: the invoices due, for the primary owner (the server answers others 403). */
export const usePendingInvoices = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...billingKeys.all, 'pending-invoices'] as const,
      queryFn: ({ signal }) =>
        callApi(billingRenewalRoutes.getPendingInvoices, { query: { refreshCache: 'true' }, signal }),
      enabled,
    }),
  );

/**
 * 'Pay now': asks for the invoice's checkout, which puts its automatic retries off while the owner pays there,
 * then goes to it.
 */
export const usePayPendingInvoice = () =>
  useMutation({
    mutationFn: (id: string) => callApi(billingRenewalRoutes.payPendingInvoice, { params: { id } }),
    onSuccess: ({ paymentLink }) => window.location.assign(paymentLink),
  });
