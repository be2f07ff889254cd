import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { listKeys } from './list-keys';

export const getListEngagement = (listId: number, signal?: AbortSignal) =>
  callApi(listRoutes.engagement, { params: { id: listId }, signal });

export const getListEngagementQueryOptions = (listId: number) =>
  queryOptions({
    queryKey: [...listKeys.ofList(listId), 'engagement'] as const,
    queryFn: ({ signal }) => getListEngagement(listId, signal),
  });

export const useListEngagement = (listId: number) => useQuery(getListEngagementQueryOptions(listId));
