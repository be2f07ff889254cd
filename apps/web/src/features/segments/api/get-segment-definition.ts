import { queryOptions, useQuery } from '@tanstack/react-query';
import { segmentRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { segmentKeys } from './segment-keys';

export const getSegmentDefinition = (listId: number, signal?: AbortSignal) =>
  callApi(segmentRoutes.getSegmentDefinition, { query: { recipientListId: listId }, signal });

/** A saved segment's definition, for Show definition and Duplicate. */
export const getSegmentDefinitionQueryOptions = (listId: number) =>
  queryOptions({
    queryKey: segmentKeys.definition(listId),
    queryFn: ({ signal }) => getSegmentDefinition(listId, signal),
  });

export const useSegmentDefinition = (listId: number) => useQuery(getSegmentDefinitionQueryOptions(listId));
