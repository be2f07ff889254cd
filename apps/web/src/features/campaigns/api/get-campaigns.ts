import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { campaignRoutes, type RouteQuery } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

export type CampaignTableRequest = RouteQuery<typeof campaignRoutes.list>;

export const getCampaigns = (query: CampaignTableRequest, signal?: AbortSignal) =>
  callApi(campaignRoutes.list, { query, signal });

export const getCampaignsQueryOptions = (query: CampaignTableRequest) =>
  queryOptions({
    queryKey: [...campaignKeys.tables, query] as const,
    queryFn: ({ signal }) => getCampaigns(query, signal),
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useCampaigns = (query: CampaignTableRequest) =>
  useQuery({ ...getCampaignsQueryOptions(query), placeholderData: keepPreviousData });
