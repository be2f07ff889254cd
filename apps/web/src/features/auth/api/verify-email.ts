import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes, type TokenRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const verifyEmail = (body: TokenRequest) => callApi(authRoutes.verifyEmail, { body });

export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The verified flag lives in queries of other features (the user, the profile).
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
