import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes, type SignInRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const signIn = (body: SignInRequest) => callApi(authRoutes.signIn, { body });

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Everything cached belonged to "nobody"; the next screens must load as the new user.
    onSuccess: () => queryClient.removeQueries(),
  });
};
