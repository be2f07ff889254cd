import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  buildPath,
  importRoutes,
  PROCESSING_POLL_INTERVAL_MS,
  PROCESSING_POLL_MAX_TRIES,
  type ImportRecord,
} from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { importKeys } from './import-keys';

export const getImport = (importId: number, signal?: AbortSignal) =>
  callApi(importRoutes.getImport, { params: { id: importId }, signal });

export const isImportFinished = (record: ImportRecord | undefined): boolean =>
  record?.status === 'done' || record?.status === 'failed';

export const getImportQueryOptions = (importId: number) =>
  queryOptions({
    queryKey: [...importKeys.all, 'one', importId] as const,
    queryFn: ({ signal }) => getImport(importId, signal),
    staleTime: 0,
  });

/** While its progress is on screen, an import is asked about every second, so the bar moves by itself. */
export const PROGRESS_POLL_INTERVAL_MS = 1_000;

/**
 * Follows an import until it is done or failed: every 5 s, at most 300 times (spec §9), after which it
 * stops quietly (spec §8) and the lists table keeps showing the list as Processing. `watched`: its
 * progress is on screen, so it is asked every second meanwhile.
 */
export const useImport = (importId: number | undefined, options: { initial?: ImportRecord; watched?: boolean } = {}) =>
  useQuery({
    ...getImportQueryOptions(importId ?? 0),
    enabled: importId !== undefined,
    initialData: options.initial,
    refetchInterval: (query) => {
      const { data, dataUpdateCount, errorUpdateCount } = query.state;
      if (isImportFinished(data)) return false;
      if (options.watched) return PROGRESS_POLL_INTERVAL_MS;
      return dataUpdateCount + errorUpdateCount >= PROCESSING_POLL_MAX_TRIES ? false : PROCESSING_POLL_INTERVAL_MS;
    },
  });

/**
 * The import as last fetched, without polling of its own: a watcher (useImport) is already following it,
 * and two pollers of one import would ask twice every 5 seconds.
 */
export const useFollowedImport = (importId: number) =>
  useQuery({ ...getImportQueryOptions(importId), enabled: false });

/** The skipped rows as CSV; a plain link downloads it with the session cookie. */
export const errorReportUrl = (importId: number): string => buildPath(importRoutes.errorReport.path, { id: importId });

/** The sample CSV, opened in a new window (spec §7). */
export const sampleCsvUrl = (userId: string): string => buildPath(importRoutes.sampleCsv.path, { userId });
