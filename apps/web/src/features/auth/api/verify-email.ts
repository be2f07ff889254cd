import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes, type TokenRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const verifyEmail = (body: TokenRequest) => callApi(authRoutes.verifyEmail, { body });

export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The link also signs in, maybe as someone else than before: nothing cached may be reused.
    onSuccess: () => queryClient.removeQueries(),
  });
};
