import { queryOptions, useQuery } from '@tanstack/react-query';
import { importRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { importKeys } from './import-keys';

export const getContactProperties = (signal?: AbortSignal) => callApi(importRoutes.contactProperties, { signal });

/** Every contact property with its type and whether an import may write it. */
export const getContactPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: importKeys.properties,
    queryFn: ({ signal }) => getContactProperties(signal),
    select: (answer) => answer.personalParamsWithType,
    staleTime: 0,
  });

export const useContactProperties = () => useQuery(getContactPropertiesQueryOptions());
