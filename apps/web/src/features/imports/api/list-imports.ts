import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { importRoutes, PROCESSING_POLL_INTERVAL_MS, type ImportHistoryPage } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { importKeys } from './import-keys';

export const listImports = (page: { page: number; pageSize: number }, signal?: AbortSignal) =>
  callApi(importRoutes.listImports, { query: { page: page.page, pageSize: page.pageSize }, signal });

export const listImportsQueryOptions = (page: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...importKeys.all, 'history', page] as const,
    queryFn: ({ signal }) => listImports(page, signal),
    // Imports are started from other pages and tabs; opening the history always asks again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

const isUnderWay = (history: ImportHistoryPage | undefined): boolean =>
  history?.data.some((entry) => entry.status === 'queued' || entry.status === 'running') ?? false;

/** One page of the import history; asked again every 5 s while an import on it is under way (spec §9). */
export const useImportHistory = (page: { page: number; pageSize: number }) =>
  useQuery({
    ...listImportsQueryOptions(page),
    refetchInterval: (query) => (isUnderWay(query.state.data) ? PROCESSING_POLL_INTERVAL_MS : false),
  });
