import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contactRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const getContactTimeline = (contactId: number, cursor: string | undefined, signal?: AbortSignal) =>
  callApi(contactRoutes.timeline, { params: { id: contactId }, query: cursor ? { cursor } : {}, signal });

export const getContactTimelineQueryOptions = (contactId: number) =>
  infiniteQueryOptions({
    queryKey: ['contact', contactId, 'timeline'] as const,
    queryFn: ({ pageParam, signal }) => getContactTimeline(contactId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useContactTimeline = (contactId: number) =>
  useInfiniteQuery(getContactTimelineQueryOptions(contactId));
