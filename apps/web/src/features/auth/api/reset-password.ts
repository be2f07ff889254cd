import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes, type ResetPasswordRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) => callApi(authRoutes.resetPassword, { body });

export const useResetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset revokes every session, this browser's included.
    onSuccess: () => queryClient.removeQueries(),
  });
};
