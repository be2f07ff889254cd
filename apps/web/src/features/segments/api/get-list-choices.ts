import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { segmentKeys } from './segment-keys';

export const getListChoices = (includeArchived: boolean, signal?: AbortSignal) =>
  callApi(listRoutes.allRecipientLists, {
    query: { includeArchived: includeArchived ? 'true' : 'false' },
    signal,
  });

/**
 * Live lists and segments (`includeArchived` false) are what step 2 offers; archived ones are added for the
 * name check and for naming lists in a definition, because their names stay taken.
 */
export const getListChoicesQueryOptions = (includeArchived: boolean) =>
  queryOptions({
    queryKey: segmentKeys.listChoices(includeArchived),
    queryFn: ({ signal }) => getListChoices(includeArchived, signal),
    select: (answer) => answer.data,
    // A list made a moment ago in another tab should be offered, and its name counted as taken.
    staleTime: 0,
  });

export const useListChoices = (includeArchived: boolean) =>
  useQuery(getListChoicesQueryOptions(includeArchived));
