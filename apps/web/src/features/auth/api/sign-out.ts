import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const signOut = () => callApi(authRoutes.signOut);

export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Even a failed sign-out (an already expired session) must not leave the last user's data on screen.
    onSettled: () => queryClient.clear(),
  });
};
