import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { listKeys } from './list-keys';

export const getListCampaigns = (listId: number, signal?: AbortSignal) =>
  callApi(listRoutes.campaigns, { params: { id: listId }, signal });

export const getListCampaignsQueryOptions = (listId: number) =>
  queryOptions({
    queryKey: [...listKeys.ofList(listId), 'campaigns'] as const,
    queryFn: ({ signal }) => getListCampaigns(listId, signal),
    select: (answer) => answer.data,
  });

export const useListCampaigns = (listId: number) => useQuery(getListCampaignsQueryOptions(listId));
