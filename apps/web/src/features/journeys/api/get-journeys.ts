import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

const journeyKeys = {
  all: ['journeys'] as const,
  list: (triggerListId: number | undefined) => [...journeyKeys.all, 'list', triggerListId ?? 'all'] as const,
  one: (journeyId: number) => [...journeyKeys.all, 'one', journeyId] as const,
};

export const getJourneys = (triggerListId: number | undefined, signal?: AbortSignal) =>
  callApi(journeyRoutes.list, {
    query: triggerListId === undefined ? {} : { filterBySegmentTrigger: triggerListId },
    signal,
  });

export const getJourneysQueryOptions = (triggerListId: number | undefined) =>
  queryOptions({
    queryKey: journeyKeys.list(triggerListId),
    queryFn: ({ signal }) => getJourneys(triggerListId, signal),
    select: (answer) => answer.data,
  });

export const useJourneys = (triggerListId: number | undefined) =>
  useQuery(getJourneysQueryOptions(triggerListId));

export const getJourney = (journeyId: number, signal?: AbortSignal) =>
  callApi(journeyRoutes.get, { params: { id: journeyId }, signal });

export const getJourneyQueryOptions = (journeyId: number) =>
  queryOptions({
    queryKey: journeyKeys.one(journeyId),
    queryFn: ({ signal }) => getJourney(journeyId, signal),
  });

export const useJourney = (journeyId: number) => useQuery(getJourneyQueryOptions(journeyId));
