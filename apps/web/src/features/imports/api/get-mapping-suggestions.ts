import { queryOptions, useQuery } from '@tanstack/react-query';
import { importRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { importKeys } from './import-keys';

export const getMappingSuggestions = (signal?: AbortSignal) => callApi(importRoutes.csvMapping, { signal });

/** Header-to-property pairs the account used in earlier imports (spec §4.1, third rule of the mapping). */
export const getMappingSuggestionsQueryOptions = () =>
  queryOptions({
    queryKey: importKeys.mappingSuggestions,
    queryFn: ({ signal }) => getMappingSuggestions(signal),
    select: (answer) => answer.csvMappings,
    staleTime: 0,
  });

export const useMappingSuggestions = () => useQuery(getMappingSuggestionsQueryOptions());
