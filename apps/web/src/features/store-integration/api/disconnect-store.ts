import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeIntegrationRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { storeKeys } from './store-keys';

export const disconnectStore = () => callApi(storeIntegrationRoutes.disconnect);

export const useDisconnectStore = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
};
