import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { SUBMISSIONS_PAGE_SIZE, templateSubmissionRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { templateKeys } from './template-keys';

export const getTemplateSubmissions = (templateId: number, page: number, signal?: AbortSignal) =>
  callApi(templateSubmissionRoutes.listSubmissions, {
    query: { templateId, page, pageSize: SUBMISSIONS_PAGE_SIZE },
    signal,
  });

export const getTemplateSubmissionsQueryOptions = (templateId: number, page = 1) =>
  queryOptions({
    queryKey: templateKeys.submissions(templateId, page),
    queryFn: ({ signal }) => getTemplateSubmissions(templateId, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useTemplateSubmissions = (templateId: number, page = 1) =>
  useQuery(getTemplateSubmissionsQueryOptions(templateId, page));

export const getTemplateInsights = (templateId: number, signal?: AbortSignal) =>
  callApi(templateSubmissionRoutes.aggregation, { query: { templateId }, signal });

/** Spec 3 §7: insights are asked for only when the template has submissions. */
export const getTemplateInsightsQueryOptions = (templateId: number, enabled: boolean) =>
  queryOptions({
    queryKey: templateKeys.insights(templateId),
    queryFn: ({ signal }) => getTemplateInsights(templateId, signal),
    select: (answer) => answer.data,
    enabled,
    retry: false,
  });

export const useTemplateInsights = (templateId: number, enabled: boolean) =>
  useQuery(getTemplateInsightsQueryOptions(templateId, enabled));

export const exportTemplateSubmissions = (templateId: number) =>
  callApi(templateSubmissionRoutes.exportSubmissions, { query: { templateId } });

export const useExportTemplateSubmissions = () => useMutation({ mutationFn: exportTemplateSubmissions });
