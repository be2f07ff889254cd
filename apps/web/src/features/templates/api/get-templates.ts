import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { templateKeys } from './template-keys';

export const getTemplates = (signal?: AbortSignal) => callApi(templateRoutes.responsesCount, { signal });

/** Spec 3 §2.2: the saved list, each template with its response count; refreshed after changes. */
export const getTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.list(),
    queryFn: ({ signal }) => getTemplates(signal),
    select: (answer) => answer.data,
  });

export const useTemplates = () => useQuery(getTemplatesQueryOptions());
