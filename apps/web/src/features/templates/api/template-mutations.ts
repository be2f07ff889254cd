import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  templateRoutes,
  type DuplicateTemplateRequest,
  type RenameTemplateRequest,
  type TemplateWithResponses,
} from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { templateKeys } from './template-keys';

export const renameTemplate = (body: RenameTemplateRequest) =>
  callApi(templateRoutes.renameTemplate, { body });
export const duplicateTemplate = (body: DuplicateTemplateRequest) =>
  callApi(templateRoutes.duplicateTemplate, { body });
export const removeTemplate = (templateId: number) =>
  callApi(templateRoutes.removeTemplate, { body: { templateId } });

/** Every change refreshes the list and the template's own page. */
const useTemplateMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

export const useRenameTemplate = () => useTemplateMutation(renameTemplate);
export const useDuplicateTemplate = () => useTemplateMutation(duplicateTemplate);
/** The template leaves the cached list at once, so the list never shows it again while it refetches. */
export const useRemoveTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTemplate,
    onSuccess: ({ templateId }) => {
      queryClient.setQueryData<{ data: TemplateWithResponses[] }>(
        templateKeys.list(),
        (answer) => answer && { data: answer.data.filter((item) => item.template.id !== templateId) },
      );
      return queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
};
