import { queryOptions, useQuery } from '@tanstack/react-query';
import { segmentLookupRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { templateKeys } from './template-keys';

export const getEmailTypes = (signal?: AbortSignal) =>
  callApi(segmentLookupRoutes.activeEmailTypes, { signal });

/** The names of the active email types, for the selectors and the filter menu. */
export const getEmailTypesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.emailTypes,
    queryFn: ({ signal }) => getEmailTypes(signal),
    select: (answer) => answer.emailTypes.map((type) => type.name),
  });

export const useEmailTypes = () => useQuery(getEmailTypesQueryOptions());
