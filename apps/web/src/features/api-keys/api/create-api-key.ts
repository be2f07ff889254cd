import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyRoutes, type CreateApiKeyRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

export const createApiKey = (body: CreateApiKeyRequest) => callApi(apiKeyRoutes.create, { body });

/** The answer holds the whole key; the list, fetched again, shows only its prefix. */
export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
};
