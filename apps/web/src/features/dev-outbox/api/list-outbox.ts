import { queryOptions, useQuery } from '@tanstack/react-query';
import { devRoutes, type RouteQuery } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export type OutboxFilter = RouteQuery<typeof devRoutes.listOutbox>;

export const listOutbox = (query: OutboxFilter, signal?: AbortSignal) =>
  callApi(devRoutes.listOutbox, { query, signal });

export const listOutboxQueryOptions = (query: OutboxFilter = {}) =>
  queryOptions({
    queryKey: ['dev-outbox', query] as const,
    queryFn: ({ signal }) => listOutbox(query, signal),
  });

/** Polls, because mail is captured by the server in the background while someone waits for it. */
export const useOutbox = (query: OutboxFilter) =>
  useQuery({ ...listOutboxQueryOptions(query), refetchInterval: 3_000 });
