import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { templateKeys } from './template-keys';

export const createEmailType = (emailType: string) =>
  callApi(templateRoutes.createEmailType, { body: { emailType } });
export const archiveEmailType = (emailType: string) =>
  callApi(templateRoutes.archiveEmailType, { body: { emailType } });

const useEmailTypeMutation = (mutationFn: (emailType: string) => Promise<{ emailType: string }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.emailTypes }),
  });
};

export const useCreateEmailType = () => useEmailTypeMutation(createEmailType);
export const useArchiveEmailType = () => useEmailTypeMutation(archiveEmailType);
