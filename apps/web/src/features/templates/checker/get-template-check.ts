import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateCheckerRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { templateKeys } from '../api/template-keys';

export const getTemplateCheck = (id: number, signal?: AbortSignal) =>
  callApi(templateCheckerRoutes.check, { params: { id }, signal });

/** Under the template's key, so whatever refreshes a template after a save refreshes its findings too. */
export const templateCheckKey = (id: number) => [...templateKeys.all, 'check', id] as const;

export const getTemplateCheckQueryOptions = (id: number) =>
  queryOptions({
    queryKey: templateCheckKey(id),
    queryFn: ({ signal }) => getTemplateCheck(id, signal),
    select: (answer) => answer.data,
  });

export const useTemplateCheck = (id: number) => useQuery(getTemplateCheckQueryOptions(id));
