import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignTrackingRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

export const getCampaignReport = (campaignId: number, signal?: AbortSignal) =>
  callApi(campaignTrackingRoutes.report, { params: { id: campaignId }, signal });

export const getCampaignReportQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: campaignKeys.report(campaignId),
    queryFn: ({ signal }) => getCampaignReport(campaignId, signal),
  });

export const useCampaignReport = (campaignId: number) => useQuery(getCampaignReportQueryOptions(campaignId));
