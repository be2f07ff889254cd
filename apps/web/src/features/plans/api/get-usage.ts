import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingUsageRoutes, buildPath } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/** Contacts, the billing period's emails and today's sends against the plan. */
export const useUsage = () =>
  useQuery(
    queryOptions({
      queryKey: ['billing', 'usage'] as const,
      queryFn: ({ signal }) => callApi(billingUsageRoutes.usage, { signal }),
    }),
  );

/** Files the browser downloads with the session cookie: plain links, no script. */
export const usageReportUrl = billingUsageRoutes.usageReport.path;
export const invoiceUrl = (paymentId: string): string =>
  buildPath(billingUsageRoutes.invoice.path, { id: paymentId });
