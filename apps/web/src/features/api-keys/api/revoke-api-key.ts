import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyRoutes, type ApiKeyRecord } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

export const revokeApiKey = (keyId: number) => callApi(apiKeyRoutes.revoke, { body: { keyId } });

/** Spec 3 §4: revoking blanks the key's value in the list at once. */
export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: ({ keyId }) => {
      queryClient.setQueryData<{ data: ApiKeyRecord[] }>(
        apiKeyKeys.all,
        (answer) =>
          answer && {
            data: answer.data.map((key) =>
              key.keyId === keyId ? { ...key, apiKey: '', revokedOn: new Date().toISOString() } : key,
            ),
          },
      );
      return queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
    },
  });
};
