import { queryOptions } from '@tanstack/react-query';
import { segmentRoutes, type EngagementSegmentType } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { segmentKeys } from './segment-keys';

export const getEngagementDefinition = (name: EngagementSegmentType, signal?: AbortSignal) =>
  callApi(segmentRoutes.definitionByEngagementType, { query: { name }, signal });

/** The definition an engagement type (a prebuilt card) starts the wizard from. */
export const getEngagementDefinitionQueryOptions = (name: EngagementSegmentType) =>
  queryOptions({
    queryKey: segmentKeys.engagementType(name),
    queryFn: ({ signal }) => getEngagementDefinition(name, signal),
    // Relative to today and to the account's lists: asked afresh each time the wizard opens from it.
    staleTime: 0,
  });
