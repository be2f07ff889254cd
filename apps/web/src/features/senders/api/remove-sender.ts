import { useMutation, useQueryClient } from '@tanstack/react-query';
import { senderRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { senderKeys } from './sender-keys';

export const removeSender = (id: number) => callApi(senderRoutes.remove, { params: { id } });

export const useRemoveSender = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSender,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: senderKeys.all }),
  });
};
