import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

export const getCampaign = (campaignId: number, signal?: AbortSignal) =>
  callApi(campaignRoutes.get, { params: { id: campaignId }, signal });

export const getCampaignQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: campaignKeys.one(campaignId),
    queryFn: ({ signal }) => getCampaign(campaignId, signal),
  });

export const useCampaign = (campaignId: number) => useQuery(getCampaignQueryOptions(campaignId));
