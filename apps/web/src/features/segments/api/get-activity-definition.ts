import { queryOptions } from '@tanstack/react-query';
import { segmentRoutes, type DefinitionForActivityQuery } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { segmentKeys } from './segment-keys';

export const getActivityDefinition = (query: DefinitionForActivityQuery, signal?: AbortSignal) =>
  callApi(segmentRoutes.definitionForActivity, { query, signal });

/** The definition an activity record of a list (who opened, who clicked...) starts the wizard from. */
export const getActivityDefinitionQueryOptions = (query: DefinitionForActivityQuery) =>
  queryOptions({
    queryKey: segmentKeys.activity(query.recipientListId, query.forActivity, query.campaignId ?? 'recent'),
    queryFn: ({ signal }) => getActivityDefinition(query, signal),
    // The list or the campaign may have gone since: asked afresh each time the wizard opens from it.
    staleTime: 0,
  });
