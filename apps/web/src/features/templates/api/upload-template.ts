import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateRoutes, type CreateRawTemplateRequest, type TemplateKind } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { postMultipart, type MultipartOptions } from '../../../lib/post-multipart';
import { templateKeys } from './template-keys';

/** POST /api/uploadTemplateFiles?type=: one file of the upload in progress `draftId`. */
export const uploadTemplateFile = (
  upload: { draftId: string; kind: TemplateKind; file: File },
  options?: MultipartOptions,
) => {
  const form = new FormData();
  form.append('templateId', upload.draftId);
  form.append('file', upload.file, upload.file.name);
  return postMultipart(templateRoutes.uploadFiles, form, { ...options, query: { type: upload.kind } });
};

export const createRawTemplate = ({ kind, body }: { kind: TemplateKind; body: CreateRawTemplateRequest }) =>
  callApi(templateRoutes.createRawTemplate, { query: { type: kind }, body });

export const useCreateRawTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRawTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
};
