import { queryOptions, useQuery } from '@tanstack/react-query';
import { segmentLookupRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { segmentKeys } from './segment-keys';

export const getFormApps = (signal?: AbortSignal) => callApi(segmentLookupRoutes.formApps, { signal });

/** Apps the account has web forms from. */
export const getFormAppsQueryOptions = () =>
  queryOptions({
    queryKey: segmentKeys.lookup('form-apps'),
    queryFn: ({ signal }) => getFormApps(signal),
    select: (answer) => answer.data,
  });

export const useFormApps = (enabled = true) => useQuery({ ...getFormAppsQueryOptions(), enabled });

export const getFormNames = (appName: string, signal?: AbortSignal) =>
  callApi(segmentLookupRoutes.formNames, { query: { appName }, signal });

/** Forms of one app, for a condition on the form submitted. */
export const getFormNamesQueryOptions = (appName: string) =>
  queryOptions({
    queryKey: segmentKeys.lookup('form-names', appName),
    queryFn: ({ signal }) => getFormNames(appName, signal),
    select: (answer) => answer.data,
  });

export const useFormNames = (appName: string | undefined) =>
  useQuery({ ...getFormNamesQueryOptions(appName ?? ''), enabled: appName !== undefined && appName !== '' });
