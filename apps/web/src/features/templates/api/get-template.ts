import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { templateKeys } from './template-keys';

export const getTemplate = (id: number, signal?: AbortSignal) =>
  callApi(templateRoutes.getTemplate, { params: { id }, signal });

export const getTemplateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: templateKeys.detail(id),
    queryFn: ({ signal }) => getTemplate(id, signal),
    select: (answer) => answer.data,
    retry: false,
  });

export const useTemplate = (id: number) => useQuery(getTemplateQueryOptions(id));
