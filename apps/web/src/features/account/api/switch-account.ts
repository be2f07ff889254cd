import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoutes, type SwitchAccountRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const switchAccount = (body: SwitchAccountRequest) => callApi(userRoutes.switchAccount, { body });

export const useSwitchAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchAccount,
    // Every cached answer belongs to the previous account, the user included.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
