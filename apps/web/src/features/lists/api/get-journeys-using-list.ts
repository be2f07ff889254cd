import { queryOptions } from '@tanstack/react-query';
import { ACTIVE_JOURNEY_STATUSES, listRoutes, type JourneySummary } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { listKeys } from './list-keys';

/** Journeys that would stop working if the list went: Available or Paused ones triggered by it. */
export const getActiveJourneys = async (listId: number, signal?: AbortSignal): Promise<JourneySummary[]> => {
  const { journeys } = await callApi(listRoutes.contactListInfo, { query: { segmentId: listId }, signal });
  return journeys.filter((journey) => ACTIVE_JOURNEY_STATUSES.includes(journey.status));
};

export const getActiveJourneysQueryOptions = (listId: number) =>
  queryOptions({
    queryKey: [...listKeys.ofList(listId), 'active-journeys'] as const,
    queryFn: ({ signal }) => getActiveJourneys(listId, signal),
    // Asked right before archiving: an answer from earlier may be out of date.
    staleTime: 0,
  });
