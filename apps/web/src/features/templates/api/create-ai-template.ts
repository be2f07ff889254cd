import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateAiRoutes, type RouteBody } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { templateKeys } from './template-keys';

export type AiTemplateBrief = RouteBody<typeof templateAiRoutes.createAiTemplate>;

export const createAiTemplate = (body: AiTemplateBrief) =>
  callApi(templateAiRoutes.createAiTemplate, { body });

/** The new template joins the saved list. */
export const useCreateAiTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
};
