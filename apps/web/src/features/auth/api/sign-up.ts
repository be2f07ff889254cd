import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes, type SignUpRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const signUp = (body: SignUpRequest) => callApi(authRoutes.signUp, { body });

export const useSignUp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // Sign-up also signs in, so nothing cached while signed out may be reused.
    onSuccess: () => queryClient.removeQueries(),
  });
};
