import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** Every live list and segment of the account, by name: what an audience may hold. */
export const getAudienceChoices = (signal?: AbortSignal) =>
  callApi(listRoutes.allRecipientLists, { query: { includeArchived: 'false' }, signal });

export const getAudienceChoicesQueryOptions = () =>
  queryOptions({
    queryKey: campaignKeys.audienceChoices,
    queryFn: ({ signal }) => getAudienceChoices(signal),
    select: (answer) => answer.data,
  });

export const useAudienceChoices = () => useQuery(getAudienceChoicesQueryOptions());
